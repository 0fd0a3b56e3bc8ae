import { describe, expect, it } from "vitest";
import { formatCents, shownAmount } from "./money";

describe("money", () => {
  it("formats cents as euros in German format by default", () => {
    expect(formatCents(123456).replace(/\s/g, " ")).toBe("1.234,56 €");
    expect(formatCents(5).replace(/\s/g, " ")).toBe("0,05 €");
  });

  it("formats them in the page's language elsewhere", () => {
    expect(formatCents(123456, "en")).toBe("€1,234.56");
    expect(formatCents(123456, "fr").replace(/\s/g, " ")).toBe("1 234,56 €");
  });

  it("shows net to business and gross to private customers", () => {
    expect(shownAmount({ net: 100, gross: 119 }, true)).toBe(100);
    expect(shownAmount({ net: 100, gross: 119 }, false)).toBe(119);
  });
});

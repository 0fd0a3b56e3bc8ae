import { describe, expect, it } from "vitest";
import { formatCents, shownAmount } from "./money";

describe("money", () => {
  it("formats cents as euros in German format", () => {
    expect(formatCents(123456).replace(/\s/g, " ")).toBe("1.234,56 €");
    expect(formatCents(5).replace(/\s/g, " ")).toBe("0,05 €");
  });

  it("shows net to business and gross to private customers", () => {
    expect(shownAmount({ net: 100, gross: 119 }, true)).toBe(100);
    expect(shownAmount({ net: 100, gross: 119 }, false)).toBe(119);
  });
});

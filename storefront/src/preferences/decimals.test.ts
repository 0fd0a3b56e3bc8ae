import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal } from "./decimals";

describe("decimals in the page's language", () => {
  it("shows decimal commas in German and French, a point in English, never grouping", () => {
    expect(formatDecimal(40, 2, "de")).toBe("40,00");
    expect(formatDecimal(1, 4, "fr")).toBe("1,0000");
    expect(formatDecimal(1234.5, 2, "en")).toBe("1234.50");
    expect(formatDecimal(1234.5, 2, "de")).toBe("1234,50");
  });

  it("reads what a shopper types with a comma or a point", () => {
    expect(parseDecimal("2,5")).toBe(2.5);
    expect(parseDecimal(" 2.5 ")).toBe(2.5);
    expect(parseDecimal(",5")).toBe(0.5);
    expect(parseDecimal("3,")).toBe(3);
  });

  it("refuses what is not one number", () => {
    for (const text of ["", "1.000,5", "1,2,3", "abc", "1e3", "--1"]) {
      expect(parseDecimal(text)).toBeNaN();
    }
  });
});

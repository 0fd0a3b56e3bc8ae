import { describe, expect, it } from "vitest";
import { clampQuantity } from "./quantity";

describe("a quantity", () => {
  it("is a whole number from 1 to 100 000 unless told otherwise", () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.6)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(1e9)).toBe(100_000);
    expect(clampQuantity(7, 1, 5)).toBe(5);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Language, languages, locales } from ".";
import { numberFormat } from "./formats";

const optionSets: Intl.NumberFormatOptions[] = [
  { style: "currency", currency: "EUR" },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 0 },
  ...[0, 1, 2, 3, 4].map((digits) => ({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  })),
  {},
];

// Every kind of number the shop shows: cents, lengths with their float errors, halves that
// round, negatives, zeros of either sign, and the largest amounts.
const numbers = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: -100000, max: 100000 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.005, 2.675, 999.995, 9.9999, 1e15 - 1, 123456789012.345, 1e20, 5e-7),
);

describe("numberFormat", () => {
  it("writes every number as Intl.NumberFormat does, in each language and format the shop uses", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.constantFrom(...optionSets),
        numbers,
        (language, options, value) => {
          const expected = new Intl.NumberFormat(locales[language as Language], options).format(value);
          expect(numberFormat(language, options).format(value)).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it("leaves what it does not write to Intl: other options, and numbers without digits", () => {
    expect(numberFormat("de", { style: "percent" }).format(0.25)).toBe(
      new Intl.NumberFormat("de-DE", { style: "percent" }).format(0.25),
    );
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(5e-7)).toBe("0");
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(Number.POSITIVE_INFINITY)).toBe("∞");
    expect(numberFormat("fr", { maximumFractionDigits: 2 }).format(Number.NaN)).toBe("NaN");
    expect(numberFormat("de", { maximumFractionDigits: 0 }).format(1e21)).toBe(
      new Intl.NumberFormat("de-DE", { maximumFractionDigits: 0 }).format(1e21),
    );
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postalCodeMatches } from "./contract";
import { defaultCountriesFile, loadCountries } from "./countries";

const byCode = (code: string) => {
  const country = loadCountries(defaultCountriesFile).find((c) => c.countryCode === code);
  if (!country) throw new Error(`no ${code}`);
  return country;
};

describe("shipping countries", () => {
  it("ships to Germany first, with 19 % VAT and a standard method", () => {
    const [first] = loadCountries(defaultCountriesFile);
    expect(first).toMatchObject({ countryCode: "DE", taxRate: 19, isEU: true });
    expect(first?.shippingMethods.map((m) => m.shippingMethod)).toContain("Standard-Versand");
  });

  it.each([
    ["DE", "10115", true],
    ["DE", "1011", false],
    ["DE", "10115a", false],
    ["AT", "1010", true],
    ["NL", "1012 AB", true],
    ["PL", "00-950", true],
    ["PL", "00950", false],
    ["GB", "SW1A 1AA", true],
  ])("checks a postal code of %s: %s is %s", (code, postalCode, valid) => {
    expect(postalCodeMatches(byCode(code), postalCode)).toBe(valid);
  });

  it("names the file, entry and field of a mistake", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "countries-")), "countries.json");
    writeFileSync(file, JSON.stringify([{ ...byCode("DE"), taxRate: "19" }]));
    expect(() => loadCountries(file)).toThrow(`${file}: 0.taxRate:`);
  });
});

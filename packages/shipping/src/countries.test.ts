import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postalCodeMatches } from "./contract";
import { defaultCountriesFile, loadCountries, presentCountries, type StoredCountry } from "./countries";

const shipped = () => loadCountries(defaultCountriesFile);

const byCode = (code: string) => {
  const country = shipped().find((c) => c.countryCode === code);
  if (!country) throw new Error(`no ${code}`);
  return country;
};

/** The shipped file as plain JSON, to break one thing in. */
const shippedJson = (): StoredCountry[] => JSON.parse(readFileSync(defaultCountriesFile, "utf8"));

function fileWith(content: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "countries-")), "countries.json");
  writeFileSync(file, content);
  return file;
}

describe("shipping countries", () => {
  it("ships to Germany first, with 19 % VAT, standard shipping at 4.90 net and express", () => {
    const [first] = presentCountries(shipped(), "de");
    expect(first).toMatchObject({ countryCode: "DE", taxRate: 19, isEU: true });
    expect(first?.shippingMethods).toEqual([
      {
        _id: "DE-standard",
        shippingMethodId: "standard",
        kind: "standard",
        shippingMethod: "Standard-Versand",
        priceCents: 490,
        shippingTimeDays: 3,
      },
      {
        _id: "DE-express",
        shippingMethodId: "express",
        kind: "express",
        shippingMethod: "Express-Versand",
        priceCents: 1490,
        shippingTimeDays: 1,
      },
    ]);
  });

  it("names the methods in the asked language, the standard one first in every country", () => {
    const english = presentCountries(shipped(), "en");
    const french = presentCountries(shipped(), "fr");
    expect(english.find((c) => c._id === "AT")?.shippingMethods.map((m) => m.shippingMethod)).toEqual([
      "Standard shipping",
      "Express shipping",
    ]);
    expect(french[0]?.shippingMethods[0]?.shippingMethod).toBe("Livraison standard");
    for (const country of english) expect(country.shippingMethods[0]?.kind).toBe("standard");
  });

  it("charges more to ship outside the EU than inside", () => {
    const standardPrice = (code: string) =>
      byCode(code).shippingMethods.find((m) => m.kind === "standard")?.priceCents ?? 0;
    expect(standardPrice("DE")).toBeLessThan(standardPrice("AT"));
    for (const outside of ["CH", "GB", "NO"]) expect(standardPrice(outside)).toBeGreaterThanOrEqual(1990);
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

  it.each<[string, (countries: StoredCountry[]) => void, string]>([
    ["a field of the wrong type", (c) => Object.assign(c[0] as object, { taxRate: "19" }), "0.taxRate:"],
    [
      "a country twice",
      (c) => c.splice(1, 1, structuredClone(c[0] as StoredCountry)),
      '1._id: "DE" appears twice',
    ],
    [
      "a method id twice",
      (c) => Object.assign(c[1]?.shippingMethods[0] as object, { _id: "DE-standard" }),
      '1.shippingMethods.0._id: "DE-standard" appears twice',
    ],
    [
      "a method twice in one country",
      (c) => Object.assign(c[0]?.shippingMethods[1] as object, { shippingMethodId: "standard" }),
      '0.shippingMethods.1.shippingMethodId: "standard" appears twice in this country',
    ],
    [
      "no standard method",
      (c) => Object.assign(c[2]?.shippingMethods[0] as object, { kind: "express" }),
      '2.shippingMethods: needs exactly one "standard" method, has 0',
    ],
    ["no method at all", (c) => Object.assign(c[3] as object, { shippingMethods: [] }), "3.shippingMethods:"],
    [
      "a free method",
      (c) => Object.assign(c[0]?.shippingMethods[0] as object, { priceCents: 0 }),
      "0.shippingMethods.0.priceCents:",
    ],
    [
      "a name missing in French",
      (c) => Object.assign(c[0]?.shippingMethods[0]?.name as object, { fr: " " }),
      "0.shippingMethods.0.name.fr:",
    ],
    [
      "a broken postal-code pattern",
      (c) => Object.assign(c[4] as object, { postalCodeRegex: "(" }),
      "4.postalCodeRegex:",
    ],
  ])("refuses a file with %s, naming file, entry and field", (_what, breakIt, problem) => {
    const countries = shippedJson();
    breakIt(countries);
    const file = fileWith(JSON.stringify(countries));
    expect(() => loadCountries(file)).toThrow(`${file}: ${problem}`);
  });

  it("refuses a file that is not JSON, naming it", () => {
    const file = fileWith("[{");
    expect(() => loadCountries(file)).toThrow(`${file}: `);
  });
});

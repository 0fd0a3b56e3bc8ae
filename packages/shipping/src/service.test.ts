import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLogger, createServiceApp, type ServiceApp } from "@druckwerk/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postalCodePlacesSchema, shippingCountriesAnswerSchema } from "./contract";
import { shippingService } from "./service";

const appWith = (options: Parameters<typeof shippingService>[1]) => {
  const app = createServiceApp({ logger: createLogger("test", "silent") });
  app.register(shippingService, options);
  return app;
};

describe("the shipping service", () => {
  let app: ServiceApp;
  beforeAll(async () => {
    app = appWith({});
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers the countries with method names in the language-key header's language", async () => {
    const names = async (key: string) => {
      const response = await app.inject({ url: "/shipping/countries", headers: { "language-key": key } });
      expect(response.headers.vary).toBe("language-key");
      const { shippingCountries } = shippingCountriesAnswerSchema.parse(response.json());
      return shippingCountries[0]?.shippingMethods.map((m) => m.shippingMethod);
    };
    expect(await names("DE")).toEqual(["Standard-Versand", "Express-Versand"]);
    expect(await names("GB")).toEqual(["Standard shipping", "Express shipping"]);
    expect(await names("FR")).toEqual(["Livraison standard", "Livraison express"]);
  });

  it.each([
    ["DE", "10115", ["Berlin"]],
    ["DE", "80331", ["München"]],
    ["de", " 01067 ", ["Dresden"]],
    ["DE", "99998", ["Körner", "Mühlhausen"]],
  ])("finds the places of %s %s in the zippopotam.us shape", async (country, postalCode, places) => {
    const response = await app.inject({
      url: `/shipping/autofill/${country}/${encodeURIComponent(postalCode)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(postalCodePlacesSchema.parse(response.json())).toEqual({
      "post code": postalCode.trim(),
      "country abbreviation": "DE",
      places: places.map((place) => ({ "place name": place })),
    });
  });

  it.each([
    ["an unused German code", "DE/00000"],
    ["a code too short for Germany", "DE/1011"],
    ["letters", "DE/ABCDE"],
    ["punctuation", `DE/${encodeURIComponent("1;0/1.1%5")}`],
    ["a country without postal-code data", "AT/1010"],
    ["an unknown country", "XX/10115"],
    ["a prototype's property as country", "constructor/10115"],
    ["an over-long code", `DE/${"9".repeat(500)}`],
  ])("answers 404 NOT_FOUND in the shared error shape for %s", async (_what, tail) => {
    const response = await app.inject({ url: `/shipping/autofill/${tail}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "NOT_FOUND", message: expect.any(String), requestId: expect.any(String) },
    });
  });

  it("does not start with a broken countries file, and says what is wrong", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "countries-")), "countries.json");
    writeFileSync(file, JSON.stringify([{ _id: "DE", shippingMethods: [] }]));
    await expect(appWith({ countriesFile: file }).ready()).rejects.toThrow(`${file}: 0.country:`);
  });
});

import { createGateway } from "@druckwerk/gateway";
import { createLogger } from "@druckwerk/platform";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type GraphQLResponse, startTestShop, type TestShop, upstreamsAt } from "./harness";

const countriesQuery = `{
  shippingCountries {
    id name
    shippingMethods { id kind name netCents shippingDays }
  }
}`;

interface CountriesData {
  shippingCountries: {
    id: string;
    name: string;
    shippingMethods: { id: string; kind: string; name: string; netCents: number; shippingDays: number }[];
  }[];
}

const placeQuery = `query Place($countryId: ID!, $postalCode: String!) {
  postalCodePlace(countryId: $countryId, postalCode: $postalCode)
}`;

describe.each(testDatabaseKinds())("shipping through the gateway (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  const countriesIn = async (acceptLanguage: string) => {
    const answer = await shop.graphql<CountriesData>(
      countriesQuery,
      {},
      { "accept-language": acceptLanguage },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.shippingCountries ?? [];
  };

  it("lists Germany first with standard and express shipping, named in the shopper's language", async () => {
    const [germany] = await countriesIn("de");
    expect(germany).toEqual({
      id: "DE",
      name: "Deutschland",
      shippingMethods: [
        { id: "DE-standard", kind: "STANDARD", name: "Standard-Versand", netCents: 490, shippingDays: 3 },
        { id: "DE-express", kind: "EXPRESS", name: "Express-Versand", netCents: 1490, shippingDays: 1 },
      ],
    });
    const [english] = await countriesIn("en-GB,en;q=0.8");
    expect(english?.name).toBe("Germany");
    expect(english?.shippingMethods.map((m) => m.name)).toEqual(["Standard shipping", "Express shipping"]);
    const [french] = await countriesIn("fr");
    expect(french?.name).toBe("Allemagne");
    expect(french?.shippingMethods.map((m) => m.name)).toEqual(["Livraison standard", "Livraison express"]);
  });

  it("offers exactly one standard method in every country, first, and no method id twice", async () => {
    const countries = await countriesIn("de");
    expect(countries.length).toBeGreaterThan(10);
    for (const country of countries) {
      expect(country.shippingMethods[0]?.kind).toBe("STANDARD");
      expect(country.shippingMethods.filter((m) => m.kind === "STANDARD")).toHaveLength(1);
    }
    const ids = countries.flatMap((c) => c.shippingMethods.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["DE", "10115", "Berlin"],
    ["DE", "80331", "München"],
    ["DE", " 20095 ", "Hamburg"],
  ])("names the place of %s %s", async (countryId, postalCode, place) => {
    const answer = await shop.graphql(placeQuery, { countryId, postalCode });
    expect(answer).toEqual({ data: { postalCodePlace: place } });
  });

  it.each([
    ["an unused code", "DE", "00000"],
    ["a code of the wrong format", "DE", "ABC-12"],
    ["garbage", "DE", "%2e%2e/../auth?x=1#"],
    ["a dot segment", "DE", ".."],
    ["an empty code", "DE", ""],
    ["a country without postal-code data", "AT", "1010"],
    ["an unknown country", "??", "10115"],
  ])("answers null, and no error, for %s", async (_what, countryId, postalCode) => {
    const answer = await shop.graphql(placeQuery, { countryId, postalCode });
    expect(answer).toEqual({ data: { postalCodePlace: null } });
  });

  it("costs one shipping request for the countries with their methods, one for a postal code", async () => {
    const fresh = await startTestShop(kind);
    try {
      const answer = await fresh.graphql<Record<"a" | "b", unknown[]>>(
        `{ a: shippingCountries { id shippingMethods { id netCents } } b: shippingCountries { name } }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.a.length).toBeGreaterThan(10);
      expect(answer.data?.b).toHaveLength(answer.data?.a.length ?? 0);
      expect(fresh.upstreamCalls).toEqual(["GET /shipping/countries"]);
      await fresh.graphql(placeQuery, { countryId: "DE", postalCode: "10115" });
      expect(fresh.upstreamCalls).toEqual(["GET /shipping/countries", "GET /shipping/autofill/DE/10115"]);
      await fresh.graphql(placeQuery, { countryId: "DE", postalCode: ".." });
      expect(fresh.upstreamCalls).toHaveLength(2);
    } finally {
      await fresh.stop();
    }
  });
});

describe("postal-code places when the shipping service is down", () => {
  it("answers null without an error and logs the failure", async () => {
    const logger = createLogger("test", "silent");
    const warn = vi.spyOn(logger, "warn");
    // Port 9 (discard) on loopback: nothing listens there, so connections are refused.
    const down = "http://127.0.0.1:9";
    const gateway = await createGateway({
      upstreams: upstreamsAt(down),
      logger,
      corsOrigins: [],
      introspection: false,
    });
    try {
      const url = await gateway.listen(0, "127.0.0.1");
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: placeQuery, variables: { countryId: "DE", postalCode: "10115" } }),
      });
      expect((await response.json()) as GraphQLResponse).toEqual({ data: { postalCodePlace: null } });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          countryId: "DE",
          err: expect.objectContaining({
            extensions: expect.objectContaining({ code: "UPSTREAM_UNAVAILABLE" }),
          }),
        }),
        "postal-code lookup failed, answered null",
      );
    } finally {
      await gateway.stop();
    }
  });
});

import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";

const CATALOG_QUERY = /* GraphQL */ `
  query Catalog($language: Language) {
    printModes(language: $language) {
      id
      name
      printModeMaterial { name }
      printModeMethod { name }
      features {
        description
        maxDimensions { x y z }
        maxSumOfSides
        minFeatureSize
        minWallThickness
        minHoleDiameter
        resolutionXY
        resolutionZ
        ranking { criterion name value max }
      }
      surfaceFinishes { id name colors { id name hex thumbnailUrl } }
      colors { id name surfaceFinishIds }
      processingSteps { id name options { id name } }
    }
  }
`;

interface CatalogData {
  printModes: {
    id: string;
    name: string;
    printModeMaterial: { name: string };
    printModeMethod: { name: string };
    features: {
      description: string;
      maxDimensions: { x: number; y: number; z: number };
      maxSumOfSides: number | null;
      minFeatureSize: number;
      minWallThickness: number;
      minHoleDiameter: number;
      ranking: { criterion: string; name: string; value: number; max: number }[];
    };
    surfaceFinishes: {
      id: string;
      name: string;
      colors: { id: string; hex: string; thumbnailUrl: string }[];
    }[];
    colors: { id: string; name: string; surfaceFinishIds: string[] }[];
    processingSteps: { id: string; options: { id: string }[] }[];
  }[];
}

describe.each(testDatabaseKinds())("print-mode catalogue, gateway -> pricing -> %s", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  it("answers the whole catalogue in German by default, seeded on first start", async () => {
    const { data, errors } = await shop.graphql<CatalogData>(CATALOG_QUERY);
    expect(errors).toBeUndefined();
    const modes = data?.printModes ?? [];
    expect(modes.length).toBeGreaterThanOrEqual(5);
    const names = modes.map((m) => `${m.printModeMethod.name} / ${m.printModeMaterial.name}`);
    expect(names).toContain("Selektives Lasersintern (SLS) / PA 12 (Polyamid)");
    expect(names).toContain("Schmelzschichtung (FDM) / PLA (Polylactid)");

    const legacy = modes.find((m) => m.id === "sls-pa12-white");
    expect(legacy?.name).toBe("SLS PA 12 weiß");
    expect(legacy?.features).toMatchObject({
      minWallThickness: 1,
      minFeatureSize: 0.7,
      minHoleDiameter: 1,
      maxSumOfSides: 360,
    });
    for (const mode of modes) {
      expect(mode.features.description.length).toBeGreaterThan(40);
      expect(mode.features.ranking.length).toBeGreaterThanOrEqual(5);
      for (const entry of mode.features.ranking) {
        expect(entry.value).toBeGreaterThanOrEqual(0);
        expect(entry.value).toBeLessThanOrEqual(entry.max);
        expect(entry.max).toBe(8);
      }
      expect(mode.surfaceFinishes.length).toBeGreaterThan(0);
      for (const finish of mode.surfaceFinishes) expect(finish.colors.length).toBeGreaterThan(0);
      expect(mode.processingSteps.every((s) => s.options.length > 0)).toBe(true);
    }
  });

  it("keeps each colour to the finishes it is restricted to", async () => {
    const { data } = await shop.graphql<CatalogData>(CATALOG_QUERY);
    const legacy = data?.printModes.find((m) => m.id === "sls-pa12-white");
    const dyed = legacy?.surfaceFinishes.find((f) => f.id === "sls-pa12-white-dyed");
    expect(dyed?.colors.map((c) => c.id)).toEqual([
      "sls-pa12-white-black",
      "sls-pa12-white-blue",
      "sls-pa12-white-red",
    ]);
    const raw = legacy?.surfaceFinishes.find((f) => f.id === "sls-pa12-white-raw");
    expect(raw?.colors.map((c) => c.id)).toEqual(["sls-pa12-white-white"]);
    const pla = data?.printModes.find((m) => m.id === "fdm-pla");
    expect(pla?.colors.every((c) => c.surfaceFinishIds.length === 0)).toBe(true);
  });

  it("speaks English and French by argument and by Accept-Language", async () => {
    const english = await shop.graphql<CatalogData>(CATALOG_QUERY, { language: "EN" });
    expect(english.data?.printModes[0]?.name).toBe("SLS PA 12 white");
    const french = await shop.graphql<CatalogData>(
      CATALOG_QUERY,
      {},
      { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" },
    );
    expect(french.data?.printModes[0]?.name).toBe("SLS PA 12 blanc");
    expect(french.data?.printModes[0]?.features.ranking[0]?.name).toBe("Résistance");
  });

  it("serves colour swatches through the gateway's media route", async () => {
    const { data } = await shop.graphql<CatalogData>(CATALOG_QUERY);
    const swatch = data?.printModes[0]?.surfaceFinishes[0]?.colors[0];
    expect(swatch?.thumbnailUrl).toBe(
      `${shop.shopUrl}/media/pricing/print-modes/colors/sls-pa12-white-white/thumbnail.svg`,
    );
    const response = await fetch(String(swatch?.thumbnailUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    expect(await response.text()).toContain(`fill="${swatch?.hex}"`);
    const outside = await fetch(`${shop.shopUrl}/media/pricing/print-modes`);
    expect(outside.status).toBe(404);
  });

  it("gives every mode a 'from' price and a picture of a sample part in its material", async () => {
    const { data, errors } = await shop.graphql<{
      printModes: {
        id: string;
        startingPrice: { net: number; gross: number };
        picture: { url: string; width: number; height: number } | null;
      }[];
    }>(`{ printModes { id startingPrice { net gross } picture { url width height } } }`);
    expect(errors).toBeUndefined();
    const pla = data?.printModes.find((m) => m.id === "fdm-pla");
    // The shipped PLA mode's minimum piece price is 4.00 EUR net; 19 % VAT on top.
    expect(pla?.startingPrice).toEqual({ net: 400, gross: 476 });
    for (const mode of data?.printModes ?? []) {
      expect(mode.picture, mode.id).toEqual({
        url: `${shop.shopUrl}/media/pricing/print-modes/${mode.id}/picture.png`,
        width: 480,
        height: 360,
      });
      const response = await fetch(String(mode.picture?.url));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
    }
    const unknown = await fetch(
      `${shop.shopUrl}/media/pricing/print-modes/..%2F..%2Fpackage.json/picture.png`,
    );
    expect(unknown.status).toBe(404);
  });

  it("costs one pricing request for a query however many fields read the catalogue, none for a repeat", async () => {
    const fresh = await startTestShop(kind);
    try {
      const query = `{ de: printModes(language: DE) { id } again: printModes(language: DE) { name } one: printMode(id: "fdm-pla", language: DE) { id } }`;
      await fresh.graphql(query);
      expect(fresh.upstreamCalls).toEqual(["GET /print-modes"]);
      await fresh.graphql(query);
      expect(fresh.upstreamCalls).toEqual(["GET /print-modes"]);
      await fresh.graphql(`{ printModes(language: EN) { id } }`);
      expect(fresh.upstreamCalls).toEqual(["GET /print-modes", "GET /print-modes"]);
    } finally {
      await fresh.stop();
    }
  });

  it("answers a single print mode by id, and null for an unknown id", async () => {
    const { data } = await shop.graphql<{ a: { name: string } | null; b: unknown }>(
      `{ a: printMode(id: "sls-tpu", language: EN) { name } b: printMode(id: "nope") { name } }`,
    );
    expect(data).toEqual({ a: { name: "SLS TPU 88A" }, b: null });
  });
});

import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { printModeListSchema, surfaceFinishListSchema } from "@druckwerk/pricing/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";

describe.each(testDatabaseKinds())("pricing REST routes at the spec's paths (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  it("GET /print-modes answers the spec's shape, localised by the language key header", async () => {
    const german = await fetch(`${shop.servicesUrl}/print-modes`);
    expect(german.status).toBe(200);
    const modes = printModeListSchema.parse(await german.json());
    expect(modes[0]).toMatchObject({
      id: "sls-pa12-white",
      name: "SLS PA 12 weiß",
      printModeMaterial: { name: "PA 12 (Polyamid)" },
      features: { maxDimensions: { x: 200, y: 200, z: 330 }, minFeatureSize: 0.7 },
    });
    expect(modes[0]?.surfaceFinishes[0]).toMatchObject({
      id: "sls-pa12-white-raw",
      properties: { name: "Unbehandelt" },
    });
    expect(modes[0]?.processingSteps[0]?.options[0]).toHaveProperty("_id");

    const english = printModeListSchema.parse(
      await (await fetch(`${shop.servicesUrl}/print-modes`, { headers: { "language-key": "GB" } })).json(),
    );
    expect(english[0]?.name).toBe("SLS PA 12 white");
  });

  it("GET /print-modes/surface-finishes lists every finish with its colours", async () => {
    const response = await fetch(`${shop.servicesUrl}/print-modes/surface-finishes`, {
      headers: { "language-key": "FR" },
    });
    const finishes = surfaceFinishListSchema.parse(await response.json());
    expect(finishes.length).toBeGreaterThanOrEqual(10);
    expect(finishes.find((f) => f.id === "sls-pa12-white-smoothed")?.properties.name).toBe("Tribofinition");
  });

  it("answers unknown routes and colours with the one JSON error shape", async () => {
    const unknownRoute = await fetch(`${shop.servicesUrl}/no-such-route`);
    expect(unknownRoute.status).toBe(404);
    expect(await unknownRoute.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    const unknownColor = await fetch(`${shop.servicesUrl}/print-modes/colors/none/thumbnail.svg`);
    expect(unknownColor.status).toBe(404);
    const body = (await unknownColor.json()) as { error: { requestId: string } };
    expect(body.error).toMatchObject({ code: "NOT_FOUND", message: "Colour none not found" });
    expect(unknownColor.headers.get("x-request-id")).toBe(body.error.requestId);
  });

  it("answers the health route", async () => {
    expect(await (await fetch(`${shop.servicesUrl}/health`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${shop.shopUrl}/health`)).json()).toEqual({ status: "ok" });
  });
});

import { boxMesh, exportStl } from "@druckwerk/mesh";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModelFileDocument, PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import { type Browser, browser } from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";

const UPLOAD = `mutation ($file: Upload!) {
  uploadModel(file: $file) { __typename ... on UploadModelSuccess { modelFile { id } } }
}`;

interface Price {
  printable: boolean;
  tooLarge: boolean;
  gross: number | null;
  productionDays: number;
}
interface Matrix {
  printModes: { id: string; surfaceFinishes: { colors: { price: Price | null }[] }[] }[];
}

/** The storefront's own comparison query, as the configurator sends it. */
const comparison = (shopper: Browser, modelFileId: string, scale: number) =>
  shopper.graphql<Matrix>(print(PriceMatrixDocument), {
    modelFileId,
    scale,
    unit: "MM",
    quantity: 1,
    language: "DE",
  });

describe("the configurator's print-mode comparison", () => {
  let shop: TestShop;
  let shopper: Browser;
  let modelFileId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    shopper = browser(shop, "203.0.113.20");
    // 160 mm: too large for the SLA printers and for SLS's sum of sides, fine for the others.
    const bytes = exportStl(boxMesh([0, 0, 0], [160, 160, 160]));
    const { data } = await shopper.upload(UPLOAD, {}, { bytes, filename: "cube.stl" });
    modelFileId = (data as { uploadModel: { modelFile: { id: string } } }).uploadModel.modelFile.id;
    await eventually(async () => {
      const file = await shopper.graphql<{ modelFile: { status: string } }>(print(ModelFileDocument), {
        id: modelFileId,
      });
      return file.data?.modelFile.status === "COMPLETED";
    }, "the cube analysed");
  });
  afterAll(() => shop?.stop());

  it("loads every mode's prices and printability with exactly one batch pricing call", async () => {
    const since = shop.upstreamCalls.length;
    const { data, errors } = await comparison(shopper, modelFileId, 1);
    expect(errors).toBeUndefined();
    const pricing = shop.upstreamCalls.slice(since).filter((call) => call.includes("/pricing"));
    expect(pricing).toEqual(["POST /pricing/calculations/batch"]);

    const modes = data?.printModes ?? [];
    const printable = (id: string) =>
      modes
        .find((m) => m.id === id)
        ?.surfaceFinishes.flatMap((f) => f.colors)
        .some((c) => c.price?.printable);
    expect(modes.length).toBeGreaterThan(3);
    expect(printable("fdm-pla")).toBe(true);
    expect(printable("sla-standard-resin")).toBe(false);
    expect(printable("sls-pa12-white")).toBe(false);
  });

  it("prices the scaled model again with one batch call: scaled to fit, SLA prints it", async () => {
    const since = shop.upstreamCalls.length;
    const { data } = await comparison(shopper, modelFileId, 0.9);
    expect(shop.upstreamCalls.slice(since).filter((call) => call.includes("/pricing"))).toEqual([
      "POST /pricing/calculations/batch",
    ]);
    const sla = data?.printModes.find((m) => m.id === "sla-standard-resin");
    expect(sla?.surfaceFinishes.flatMap((f) => f.colors).every((c) => c.price?.printable)).toBe(true);
  });
});

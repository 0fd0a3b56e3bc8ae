import { calculationLimits } from "@druckwerk/pricing/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel, json } from "./rest-client";

const pla = { printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard", printModeColorId: "fdm-pla-red" };

/** One refused and one valid price through `price(input)` and through every PLA colour's `price`. */
const SIBLINGS = `query ($id: ID!, $scale: Float!, $quantity: Int!) {
  refused: price(input: { modelFileId: $id, printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard",
    colorId: "fdm-pla-red", scale: $scale, quantity: $quantity }) { net }
  priced: price(input: { modelFileId: $id, printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard",
    colorId: "fdm-pla-red" }) { net }
  printMode(id: "fdm-pla") {
    colors { id refused: price(modelFileId: $id, scale: $scale, quantity: $quantity) { net } priced: price(modelFileId: $id) { net } }
  }
}`;

interface SiblingsData {
  refused: null;
  priced: { net: number };
  printMode: { colors: { id: string; refused: null; priced: { net: number } }[] };
}

describe("the pricing service's limits, over REST and through GraphQL", () => {
  let shop: TestShop;
  let objectId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    objectId = await analysedModel(shop.servicesUrl, models.block(), "block.stl");
  });
  afterAll(() => shop?.stop());

  const object = (over: Record<string, unknown> = {}) => ({
    objectId,
    objectScale: 1,
    objectUnitLength: "mm",
    objectQuantity: 1,
    ...over,
  });

  it.each([
    [{ objectScale: 0 }, "INVALID_SCALE"],
    [{ objectScale: calculationLimits.maxScale + 1 }, "INVALID_SCALE"],
    [{ objectQuantity: 0 }, "INVALID_QUANTITY"],
    [{ objectQuantity: 1.5 }, "INVALID_QUANTITY"],
  ])("refuses %o with 422 %s on the single and the batch route", async (over, code) => {
    const single = await json(`${shop.servicesUrl}/pricing/calculations`, {
      method: "POST",
      json: { ...object(over), ...pla },
    });
    expect(single).toMatchObject({ status: 422, body: { error: { code, requestId: expect.any(String) } } });
    const batch = await json(`${shop.servicesUrl}/pricing/calculations/batch`, {
      method: "POST",
      json: { ...object(over), selections: [pla] },
    });
    expect(batch).toMatchObject({ status: 422, body: { error: { code } } });
  });

  it("answers a batch per selection: a selection that does not fit is refused in its place", async () => {
    const { status, body } = await json(`${shop.servicesUrl}/pricing/calculations/batch`, {
      method: "POST",
      json: { ...object(), selections: [{ ...pla, surfaceFinishId: "sls-tpu-raw" }, pla] },
    });
    expect(status).toBe(200);
    expect(body.results[0]).toEqual({ ...pla, surfaceFinishId: "sls-tpu-raw", error: expect.any(Object) });
    expect(body.results[0].error.code).toBe("FINISH_NOT_IN_PRINT_MODE");
    expect(body.results[1].price.netPrice).toBeGreaterThan(0);
  });

  it.each([
    [{ scale: 0, quantity: 1 }, "INVALID_SCALE", "scale must be above 0"],
    [{ scale: 1001, quantity: 1 }, "INVALID_SCALE", "scale must be above 0"],
    [{ scale: 1, quantity: 0 }, "INVALID_QUANTITY", "quantity must be a whole number"],
  ])(
    "GraphQL: %o is refused with the service's %s, and the valid siblings keep their prices",
    async (amounts, reason, text) => {
      const { data, errors } = await shop.graphql<SiblingsData>(SIBLINGS, { id: objectId, ...amounts });
      expect(data?.refused).toBeNull();
      expect(data?.priced.net).toBeGreaterThan(0);
      const colors = data?.printMode.colors ?? [];
      expect(colors.length).toBeGreaterThan(1);
      for (const color of colors) {
        expect(color.refused).toBeNull();
        expect(color.priced.net).toBeGreaterThan(0);
      }
      expect(errors?.map((e) => e.path)).toEqual(
        expect.arrayContaining([
          ["refused"],
          ...colors.map((_c, i) => ["printMode", "colors", i, "refused"]),
        ]),
      );
      expect(errors).toHaveLength(1 + colors.length);
      for (const error of errors ?? []) {
        expect(error.extensions).toEqual({ code: "BAD_USER_INPUT", reason });
        expect(error.message).toContain(text);
      }
    },
  );

  it("GraphQL: a quantity of 1.5 is no Int, refused by the schema before anything is priced", async () => {
    shop.upstreamCalls.length = 0;
    const { data, errors } = await shop.graphql(SIBLINGS, { id: objectId, scale: 1, quantity: 1.5 });
    expect(data).toBeUndefined();
    expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(shop.upstreamCalls).toEqual([]);
  });

  it("GraphQL: a finish that does not fit refuses only the colours it does not fit, in one batch", async () => {
    shop.upstreamCalls.length = 0;
    const { data, errors } = await shop.graphql<{
      printModes: { id: string; colors: { price: { net: number } | null }[] }[];
    }>(
      `query ($id: ID!) { printModes { id colors { price(modelFileId: $id, surfaceFinishId: "fdm-pla-standard") { net } } } }`,
      { id: objectId },
    );
    for (const mode of data?.printModes ?? []) {
      for (const color of mode.colors) {
        if (mode.id === "fdm-pla") expect(color.price?.net).toBeGreaterThan(0);
        else expect(color.price).toBeNull();
      }
    }
    expect(new Set(errors?.map((e) => (e.extensions as { reason?: string }).reason))).toEqual(
      new Set(["FINISH_NOT_IN_PRINT_MODE"]),
    );
    expect(shop.upstreamCalls.filter((call) => call.startsWith("POST /pricing"))).toEqual([
      "POST /pricing/calculations/batch",
    ]);
  });
});

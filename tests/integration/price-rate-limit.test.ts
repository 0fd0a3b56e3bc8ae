import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } modelFile { id } } } }`;
const PRICE = `query ($id: ID!) { price(input: { modelFileId: $id, printModeId: "fdm-pla",
  surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red" }) { net } }`;
/** Every colour of every finish of every mode: the configurator's price matrix. */
const MATRIX = `query ($id: ID!) { printModes(language: EN) { surfaceFinishes { colors {
  price(modelFileId: $id) { net } } } } }`;

describe.each(testDatabaseKinds())("prices per client and window (PRICE_RATE_LIMIT) (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback", PRICE_RATE_LIMIT: "5" });
  });
  afterAll(() => shop?.stop());

  async function uploadBlock(shopper: Browser) {
    const { data } = await shopper.upload<{ uploadModel: Json }>(
      UPLOAD,
      {},
      { bytes: models.block(), filename: "block.stl" },
    );
    await waitForTask(shop.servicesUrl, data?.uploadModel.task.id);
    return data?.uploadModel.modelFile.id as string;
  }

  it("computes a client's prices up to the limit, then answers RATE_LIMITED with when to retry; other clients go on", async () => {
    const greedy = browser(shop, "198.51.100.20");
    const fileId = await uploadBlock(greedy);
    for (let i = 0; i < 5; i++) {
      expect((await greedy.graphql<Json>(PRICE, { id: fileId })).data.price.net).toBeGreaterThan(0);
    }
    const refused = await greedy.graphql<Json>(PRICE, { id: fileId });
    expect(refused.data).toEqual({ price: null });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Too many price calculations; try again in \d+ seconds$/),
        path: ["price"],
        extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
      }),
    ]);
    const patient = browser(shop, "198.51.100.21");
    const ownFile = await uploadBlock(patient);
    expect((await patient.graphql<Json>(PRICE, { id: ownFile })).data.price.net).toBeGreaterThan(0);
  });

  it("counts every price of one operation: a matrix of more prices than the limit is refused whole", async () => {
    const shopper = browser(shop, "198.51.100.22");
    const fileId = await uploadBlock(shopper);
    const { data, errors } = await shopper.graphql<Json>(MATRIX, { id: fileId });
    const prices = data.printModes.flatMap((mode: Json) =>
      mode.surfaceFinishes.flatMap((finish: Json) => finish.colors.map((color: Json) => color.price)),
    );
    expect(prices.length).toBeGreaterThan(5);
    expect(prices.every((price: Json) => price === null)).toBe(true);
    expect(new Set(errors?.map((error) => error.extensions?.code))).toEqual(new Set(["RATE_LIMITED"]));
  });
});

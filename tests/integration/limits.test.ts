import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, json, uploadFile, waitForTask } from "./rest-client";

const UPLOAD = `mutation ($file: Upload!) {
  uploadModel(file: $file) { __typename ... on FileRejected { code message } }
}`;
const ADD = `mutation ($cartId: ID!, $items: [CartItemInput!]!) {
  addCartItems(cartId: $cartId, items: $items) { __typename ... on Cart { itemCount } ... on CartError { code message } }
}`;

/** What one client may do: a shop configured with small limits so a test can reach them. */
describe.each(testDatabaseKinds())("per-client and per-cart limits (%s)", (kind) => {
  let shop: TestShop;
  let client = 0;
  const newClient = () => browser(shop, `198.51.100.${++client}`);
  beforeAll(async () => {
    shop = await startTestShop(kind, {
      TRUST_PROXY: "loopback",
      UPLOADS_PER_HOUR: "2",
      UPLOAD_MB_PER_DAY: "1",
      CART_MAX_ITEMS: "3",
    });
  });
  afterAll(() => shop?.stop());

  const block = { bytes: models.block(), filename: "block.stl" };

  describe("uploads", () => {
    it("refuses a client's upload past its uploads an hour, typed, and not another client's", async () => {
      const shopper = newClient();
      for (let i = 0; i < 2; i++)
        expect((await shopper.upload(UPLOAD, {}, block)).data).toEqual({
          uploadModel: { __typename: "UploadModelSuccess" },
        });
      const third = await shopper.upload<{ uploadModel: Json }>(UPLOAD, {}, block);
      expect(third.data?.uploadModel).toEqual({
        __typename: "FileRejected",
        code: "UPLOAD_QUOTA_EXCEEDED",
        message: expect.stringContaining("At most 2 uploads an hour"),
      });
      expect((await newClient().upload(UPLOAD, {}, block)).data).toEqual({
        uploadModel: { __typename: "UploadModelSuccess" },
      });
    });

    it("finishes an upload that starts under the day's megabytes, then refuses the client, storing nothing", async () => {
      const shopper = newClient();
      const big = { bytes: new Uint8Array(1_200_000), filename: "big.stl" };
      expect((await shopper.upload(UPLOAD, {}, big)).data).toEqual({
        uploadModel: { __typename: "UploadModelSuccess" },
      });
      const next = await shopper.upload<{ uploadModel: Json }>(UPLOAD, {}, block);
      expect(next.data?.uploadModel).toMatchObject({
        code: "UPLOAD_QUOTA_EXCEEDED",
        message: expect.stringContaining("At most 1 MB of uploads a day"),
      });
    });

    it("answers 429 with the code and when to retry on the REST route", async () => {
      const upload = (ip: string) => {
        const form = new FormData();
        form.append("file", new Blob([block.bytes]), "block.stl");
        return fetch(`${shop.servicesUrl}/analytx/file/`, {
          method: "POST",
          body: form,
          headers: { "x-forwarded-for": ip },
        });
      };
      expect((await upload("192.0.2.77")).status).toBe(201);
      expect((await upload("192.0.2.77")).status).toBe(201);
      const refused = await upload("192.0.2.77");
      expect(refused.status).toBe(429);
      const { error } = (await refused.json()) as Json;
      expect(error).toMatchObject({
        code: "UPLOAD_QUOTA_EXCEEDED",
        details: { retryAfterSeconds: expect.any(Number) },
      });
      expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    });
  });

  describe("carts", () => {
    let modelFileId: string;
    beforeAll(async () => {
      const upload = await uploadFile(shop.servicesUrl, models.block(), "block.stl");
      await waitForTask(shop.servicesUrl, upload.body.taskId);
      modelFileId = upload.body.createdObject._id;
    });
    const item = {
      unitOfLength: "MM",
      scale: 2,
      quantity: 1,
      printModeId: "fdm-pla",
      surfaceFinishId: "fdm-pla-standard",
      colorId: "fdm-pla-black",
    };
    const items = (count: number) => Array.from({ length: count }, () => ({ ...item, modelFileId }));

    it("holds at most the configured items: one more is CART_FULL and nothing of it is added", async () => {
      const shopper = newClient();
      const cartId = (await shopper.call<{ id: string }>("mutation { createCart { id } }")).data.id;
      expect((await shopper.call(ADD, { cartId, items: items(2) })).data).toEqual({
        __typename: "Cart",
        itemCount: 2,
      });
      expect((await shopper.call(ADD, { cartId, items: items(2) })).data).toEqual({
        __typename: "CartError",
        code: "CART_FULL",
        message: "A cart holds at most 3 items",
      });
      expect((await shopper.call(ADD, { cartId, items: items(1) })).data).toMatchObject({ itemCount: 3 });
      expect((await shopper.call(ADD, { cartId, items: items(1) })).data).toMatchObject({
        code: "CART_FULL",
      });
      const rest = await json(`${shop.servicesUrl}/checkout/cart/${cartId}`);
      expect(rest.body.items).toHaveLength(3);
    });

    it("lets only as many in as fit when adds race", async () => {
      const cartId = (await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" })).body._id as string;
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
            method: "POST",
            json: {
              items: [
                {
                  referencedId: modelFileId,
                  givenUnitOfLength: "mm",
                  scale: 2,
                  quantity: 1,
                  printModeId: "fdm-pla",
                  finishId: "fdm-pla-standard",
                  colorId: "fdm-pla-black",
                },
              ],
            },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409]);
      expect((await json(`${shop.servicesUrl}/checkout/cart/${cartId}`)).body.items).toHaveLength(3);
    });
  });
});

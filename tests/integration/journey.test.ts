import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import type { Json } from "./rest-client";

const UPLOAD = `mutation ($file: Upload!, $unit: UnitOfLength) {
  uploadModel(file: $file, unit: $unit) {
    __typename
    ... on UploadModelSuccess { task { id status } modelFile { id name status } }
    ... on FileRejected { code message }
  }
}`;

const MATRIX = `query ($id: ID!, $scale: Float!, $quantity: Int!) {
  printModes(language: EN) {
    id
    surfaceFinishes { id colors { id price(modelFileId: $id, scale: $scale, quantity: $quantity) { printable tooLarge tooSmall net gross pieceNet productionDays } } }
  }
}`;

async function uploadOverGraphql(shopper: Browser, bytes: Uint8Array, filename: string, unit = "MM") {
  return (await shopper.upload(UPLOAD, { unit }, { bytes, filename })) as { data: { uploadModel: Json } };
}

/** Follows the analysis over the WebSocket subscription, with the browser's cookies, and returns every state it saw. */
async function followAnalysis(shopper: Browser, taskId: string) {
  const client = shopper.socket();
  const states: { status: string; phase: string; message: string }[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      client.subscribe(
        {
          query: `subscription ($id: ID!) { analysisProgress(taskId: $id) { status phase message progress error { code } } }`,
          variables: { id: taskId },
        },
        {
          next: ({ data }) =>
            states.push((data as { analysisProgress: (typeof states)[number] }).analysisProgress),
          error: reject,
          complete: resolve,
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return states;
}

describe("the shopper's journey through the GraphQL gateway", () => {
  let shop: TestShop;
  /** The browser that uploads the models and reads them. */
  let shopper: Browser;
  let modelFileId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    shopper = browser(shop, "203.0.113.10");
    const { data } = await uploadOverGraphql(shopper, models.block(), "bracket.stl");
    expect(data.uploadModel.__typename).toBe("UploadModelSuccess");
    modelFileId = data.uploadModel.modelFile.id;
    const states = await followAnalysis(shopper, data.uploadModel.task.id);
    expect(states.at(-1)).toMatchObject({ status: "COMPLETED", phase: "COMPLETED", message: "completed" });
  });
  afterAll(() => shop?.stop());

  it("uploads through the gateway and follows the analysis over the subscription", async () => {
    const { data } = await uploadOverGraphql(shopper, models.flippedBlock(), "flipped.stl");
    const states = await followAnalysis(shopper, data.uploadModel.task.id);
    expect(states.map((s) => s.status)).toContain("COMPLETED");
    const file = await shopper.graphql<{ modelFile: Json }>(
      `query ($id: ID!) { modelFile(id: $id) { name status dimensions { x y z } repairInfo { flippedPolygons changed image(axis: Z, direction: P, rotation: 90) } modelUrl frontPictureUrl } }`,
      { id: data.uploadModel.modelFile.id },
    );
    expect(file.data?.modelFile).toMatchObject({
      name: "flipped",
      status: "COMPLETED",
      repairInfo: { flippedPolygons: 1, changed: true },
    });
    const image = await shopper.get(file.data?.modelFile.repairInfo.image);
    expect(image.headers.get("content-type")).toBe("image/png");
    const model = await shopper.get(file.data?.modelFile.modelUrl);
    expect(model.status).toBe(200);
  });

  it("refuses a file of the wrong type with a typed result", async () => {
    const { data } = await uploadOverGraphql(shopper, new Uint8Array([1, 2, 3]), "notes.txt");
    expect(data.uploadModel).toMatchObject({ __typename: "FileRejected", code: "UNSUPPORTED_FILE_TYPE" });
  });

  it("prices the whole catalogue's colour matrix with exactly one pricing request", async () => {
    shop.upstreamCalls.length = 0;
    const { data, errors } = await shopper.graphql<{
      printModes: { surfaceFinishes: { colors: { price: Record<string, unknown> }[] }[] }[];
    }>(MATRIX, { id: modelFileId, scale: 2, quantity: 3 });
    expect(errors).toBeUndefined();
    const prices =
      data?.printModes.flatMap((m) => m.surfaceFinishes.flatMap((f) => f.colors.map((c) => c.price))) ?? [];
    expect(prices.length).toBeGreaterThan(15);
    expect(prices.every((p) => p.printable && typeof p.net === "number")).toBe(true);
    expect(shop.upstreamCalls.filter((call) => call.startsWith("POST /pricing"))).toEqual([
      "POST /pricing/calculations/batch",
    ]);
  });

  it("measures the wall-thickness picture against the chosen print mode's minimum feature size", async () => {
    const { data, errors } = await shopper.graphql<{ modelFile: { sls: string; unknown: null } }>(
      `query ($id: ID!) { modelFile(id: $id) {
        sls: wallThicknessImageUrl(printModeId: "sls-pa12-white")
        unknown: wallThicknessImageUrl(printModeId: "no-such-mode")
      } }`,
      { id: modelFileId },
    );
    const url = new URL(String(data?.modelFile.sls));
    expect(url.searchParams.get("threshold")).toBe("0.7");
    expect(url.searchParams.has("printModeId")).toBe(false);
    const picture = await shopper.get(url.toString());
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(errors).toMatchObject([
      {
        path: ["modelFile", "unknown"],
        extensions: { code: "BAD_USER_INPUT", reason: "UNKNOWN_PRINT_MODE" },
      },
    ]);
  });

  it("tells too large and too small apart by scale", async () => {
    const huge = await shopper.graphql<{
      printModes: { surfaceFinishes: { colors: { price: { tooLarge: boolean } }[] }[] }[];
    }>(MATRIX, { id: modelFileId, scale: 40, quantity: 1 });
    const all =
      huge.data?.printModes.flatMap((m) => m.surfaceFinishes.flatMap((f) => f.colors.map((c) => c.price))) ??
      [];
    expect(all.every((p) => p.tooLarge)).toBe(true);
    const tiny = await shopper.graphql<{
      printModes: { surfaceFinishes: { colors: { price: { tooSmall: boolean } }[] }[] }[];
    }>(MATRIX, { id: modelFileId, scale: 0.05, quantity: 1 });
    const small =
      tiny.data?.printModes.flatMap((m) => m.surfaceFinishes.flatMap((f) => f.colors.map((c) => c.price))) ??
      [];
    expect(small.every((p) => p.tooSmall)).toBe(true);
  });

  it("fills a cart, changes a quantity and removes the item", async () => {
    const created = await shopper.graphql<{ createCart: { id: string } }>(`mutation { createCart { id } }`);
    const cartId = created.data?.createCart.id;
    const added = await shopper.graphql<{ addCartItems: Json }>(
      `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) {
        __typename ... on Cart { itemCount total { net gross } items { id name quantity printMode { name } surfaceFinishName color { name hex } price { net gross } } }
        ... on CartError { code message } } }`,
      {
        cartId,
        items: [
          {
            modelFileId,
            unitOfLength: "MM",
            scale: 2,
            quantity: 1,
            surfaceFinishId: "fdm-pla-standard",
            colorId: "fdm-pla-red",
          },
        ],
      },
      { "accept-language": "de" },
    );
    expect(added.data?.addCartItems).toMatchObject({
      __typename: "Cart",
      itemCount: 1,
      items: [
        {
          name: "bracket",
          printMode: { name: "FDM PLA" },
          surfaceFinishName: "Standard",
          color: { name: "Rot" },
        },
      ],
    });
    const itemId = added.data?.addCartItems.items[0].id;
    const updated = await shop.graphql<{ updateCartItem: Json }>(
      `mutation ($cartId: ID!, $itemId: ID!) { updateCartItem(cartId: $cartId, itemId: $itemId, input: { quantity: 4 }) {
        __typename ... on Cart { items { quantity price { net } piecePrice { net } } } ... on CartError { code } } }`,
      { cartId, itemId },
    );
    expect(updated.data?.updateCartItem.items[0].quantity).toBe(4);
    const invalid = await shop.graphql<{ updateCartItem: Json }>(
      `mutation ($cartId: ID!, $itemId: ID!) { updateCartItem(cartId: $cartId, itemId: $itemId, input: { quantity: 0 }) {
        __typename ... on CartError { code message } } }`,
      { cartId, itemId },
    );
    expect(invalid.data?.updateCartItem).toMatchObject({ __typename: "CartError", code: "INVALID_QUANTITY" });
    const removed = await shop.graphql<{ removeCartItem: Json }>(
      `mutation ($cartId: ID!, $itemId: ID!) { removeCartItem(cartId: $cartId, itemId: $itemId) { __typename ... on Cart { itemCount } } }`,
      { cartId, itemId },
    );
    expect(removed.data?.removeCartItem).toEqual({ __typename: "Cart", itemCount: 0 });
    const missing = await shop.graphql<{ cart: unknown }>(
      `{ cart(id: "00000000-0000-0000-0000-000000000000") { id } }`,
    );
    expect(missing.data?.cart).toBeNull();
  });

  it("refuses an upload announced over 100 MB at the gateway before reading it", async () => {
    const answer = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const req = request(`${shop.shopUrl}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(101 * 1024 * 1024 + 2_000_000),
            "apollo-require-preflight": "true",
          },
        });
        req.on("response", (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
          });
        });
        req.on("error", reject);
        req.write("--x\r\n");
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({
      message: "The file is larger than 100 MB",
      extensions: { code: "FILE_TOO_LARGE" },
    });
  });
});

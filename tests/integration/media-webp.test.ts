import { readFileSync } from "node:fs";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

/**
 * A browser that takes WebP gets the shop's pictures as WebP; everything else, and every other
 * client, gets what the upstream sent (docs/architecture.md, "Media").
 */

const WEBP = { accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" };
const NO_WEBP = { accept: "image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5" };

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } modelFile { id } } } }`;
const FILE = `query ($id: ID!) { modelFile(id: $id) { id originalUrl repairedDownloadUrl frontPictureUrl } }`;
const ADD = `mutation ($cartId: ID!, $id: ID!) { addCartItems(cartId: $cartId, items: [{ modelFileId: $id,
  unitOfLength: MM, scale: 1, quantity: 1, surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red" }]) {
  __typename ... on Cart { items { id } } } }`;
const ATTACH = `mutation ($cartId: ID!, $itemId: ID!, $file: Upload!) {
  addCartItemAttachment(cartId: $cartId, itemId: $itemId, file: $file) { __typename } }`;
const ATTACHMENTS = `query ($id: ID!) { cart(id: $id) { items { attachments { url } } } }`;

const gearPng = readFileSync(
  new URL("../../packages/cms/content/fileadmin/renders/gear.png", import.meta.url),
);

const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

/** What a browser sees of an answer that should be a WebP made from `png`. */
async function expectWebpOf(answer: Response, png: Uint8Array) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("image/webp");
  expect(answer.headers.get("vary")).toMatch(/\baccept\b/i);
  const webp = await bytesOf(answer);
  expect(Number(answer.headers.get("content-length"))).toBe(webp.byteLength);
  expect(webp.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect(webp.byteLength).toBeLessThan(png.byteLength);
  const [original, converted] = await Promise.all([sharp(png).metadata(), sharp(webp).metadata()]);
  expect(converted).toMatchObject({ format: "webp", width: original.width, height: original.height });
  return webp;
}

describe.each(testDatabaseKinds())("pictures as WebP through the gateway (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  it("answers a content picture as WebP to a browser that takes it, the original PNG to one that does not", async () => {
    const url = `${shop.shopUrl}/media/cms/fileadmin/renders/gear.png`;
    const asked = () =>
      shop.upstreamCalls.filter((call) => call === "GET /cms/fileadmin/renders/gear.png").length;
    const before = asked();

    const png = await fetch(url, { headers: NO_WEBP });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("vary")).toMatch(/\baccept\b/i);
    expect((await bytesOf(png)).equals(gearPng)).toBe(true);

    const first = await fetch(url, { headers: WEBP });
    const webp = await expectWebpOf(first, gearPng);
    expect(first.headers.get("cache-control")).toBe(png.headers.get("cache-control"));
    expect(first.headers.get("etag")).toBe(png.headers.get("etag")?.replace(/"$/, '-webp"'));
    expect(first.headers.get("etag")).not.toBe(png.headers.get("etag"));

    // The conversion is kept; the CMS is still asked every time.
    expect((await bytesOf(await fetch(url, { headers: WEBP }))).equals(webp)).toBe(true);
    expect((await bytesOf(await fetch(url))).equals(gearPng)).toBe(true);
    expect(asked() - before).toBe(4);
  });

  it("answers a HEAD request as before", async () => {
    const head = await fetch(`${shop.shopUrl}/media/cms/fileadmin/renders/gear.png`, {
      method: "HEAD",
      headers: WEBP,
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.headers.get("vary")).toBeNull();
  });

  it("answers the model's picture as WebP to its reader only; downloads are never converted", async () => {
    const owner = browser(shop, "198.51.100.1");
    const { data } = await owner.upload<{ uploadModel: Json }>(
      UPLOAD,
      {},
      {
        bytes: models.block(),
        filename: "block.stl",
      },
    );
    await waitForTask(shop.servicesUrl, data?.uploadModel.task.id);
    const file = (await owner.call<Json>(FILE, { id: data?.uploadModel.modelFile.id })).data;
    const frontUrl = file.frontPictureUrl as string;
    const frontPng = await bytesOf(await owner.get(frontUrl, NO_WEBP));
    await expectWebpOf(await owner.get(frontUrl, WEBP), frontPng);

    // Converted once for its reader, it is no less private.
    const stranger = browser(shop, "198.51.100.2");
    const refused = await stranger.get(frontUrl, WEBP);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).not.toBe("image/webp");
    expect((await fetch(frontUrl, { headers: WEBP })).status).toBe(404);

    const original = await owner.get(file.originalUrl as string, WEBP);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-disposition")).toMatch(/^attachment/);
    expect((await bytesOf(original)).equals(Buffer.from(models.block()))).toBe(true);
    const repaired = await owner.get(file.repairedDownloadUrl as string, WEBP);
    expect(repaired.headers.get("content-type")).toBe("model/stl");

    // A PNG drawing attached to a cart item is a download, byte for byte.
    const cartId = (await owner.call<{ id: string }>("mutation { createCart { id } }")).data.id;
    const added = await owner.call<Json>(ADD, { cartId, id: file.id });
    const itemId = added.data.items[0].id as string;
    const attached = await shop.graphqlUpload<Json>(
      ATTACH,
      { cartId, itemId },
      { bytes: gearPng, filename: "Zeichnung.png" },
    );
    expect(attached.data?.addCartItemAttachment.__typename).toBe("Cart");
    const cart = (await owner.call<Json>(ATTACHMENTS, { id: cartId })).data;
    const drawing = await owner.get(cart.items[0].attachments[0].url, WEBP);
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(drawing.headers.get("vary")).toBeNull();
    expect((await bytesOf(drawing)).equals(gearPng)).toBe(true);
  });
});

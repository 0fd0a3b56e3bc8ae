import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { json, uploadFile, waitForTask } from "./rest-client";

const selection = {
  printModeId: "sls-pa12-white",
  surfaceFinishId: "sls-pa12-white-raw",
  printModeColorId: "sls-pa12-white-white",
};

describe("pricing calculations and the cart over REST", () => {
  let shop: TestShop;
  let objectId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    const upload = await uploadFile(shop.servicesUrl, models.block(), "block.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    objectId = upload.body.createdObject._id;
  });
  afterAll(() => shop?.stop());

  const calculate = (over: Record<string, unknown> = {}) =>
    json(`${shop.servicesUrl}/pricing/calculations`, {
      method: "POST",
      json: {
        objectId,
        objectScale: 1,
        objectUnitLength: "mm",
        objectQuantity: 1,
        ...selection,
        printModeColor: "Weiß",
        ...over,
      },
    });

  it("prices a model with the spec's answer", async () => {
    const { status, body } = await calculate();
    expect(status).toBe(200);
    // 1 cm3 * 95 + 1 cm3 box * 6 + 150 handling = 251, under the 500 minimum
    expect(body).toMatchObject({
      price: { netPrice: 500, totalPrice: 595 },
      calculatedTaxes: { netPrice: 500, tax: 95, taxRate: 19 },
      printable: true,
      tooLarge: false,
      tooSmall: false,
      productionTime: { days: 5 },
    });
  });

  it("flags too large at a scale that fits no orientation, and prices nothing then", async () => {
    const { body } = await calculate({ objectScale: 12 });
    expect(body).toMatchObject({ tooLarge: true, printable: false, price: null });
  });

  it("prices many selections for one object in one batch request", async () => {
    const { status, body } = await json(`${shop.servicesUrl}/pricing/calculations/batch`, {
      method: "POST",
      json: {
        objectId,
        objectScale: 3,
        objectUnitLength: "mm",
        objectQuantity: 10,
        selections: [
          selection,
          { printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard", printModeColorId: "fdm-pla-red" },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body.results).toHaveLength(2);
    expect(body.results[0].price.netPrice).toBeGreaterThan(body.results[1].price.netPrice);
    expect(body.results[0].quantityDiscountPercent).toBe(10);
  });

  it("refuses selections that do not belong together, and unknown objects", async () => {
    expect((await calculate({ surfaceFinishId: "fdm-pla-standard" })).body.error.code).toBe(
      "FINISH_NOT_IN_PRINT_MODE",
    );
    expect((await calculate({ printModeColorId: "sls-pa12-white-black" })).body.error.code).toBe(
      "COLOR_NOT_AVAILABLE_WITH_FINISH",
    );
    const unknown = await calculate({ objectId: "00000000-0000-0000-0000-000000000000" });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: "OBJECT_NOT_FOUND" } } });
    expect(await calculate({ objectQuantity: 0 })).toMatchObject({
      status: 422,
      body: { error: { code: "INVALID_QUANTITY" } },
    });
  });

  const item = (over: Record<string, unknown> = {}) => ({
    referencedId: objectId,
    givenUnitOfLength: "mm",
    scale: 2,
    quantity: 1,
    colorId: "sls-pa12-white-white",
    finishId: "sls-pa12-white-raw",
    ...over,
  });

  it("creates a cart, adds a priced item, changes and deletes it", async () => {
    const created = await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" });
    expect(created.status).toBe(201);
    const cartId = created.body._id;
    const added = await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
      method: "POST",
      json: { items: [item()] },
      headers: { "language-key": "GB" },
    });
    expect(added.status).toBe(201);
    const [first] = added.body.createdItems;
    expect(first).toMatchObject({
      model: { _id: objectId, name: "block" },
      printModeId: "sls-pa12-white",
      color: { name: "White" },
      quantity: 1,
      priceCents: first.pricing.netPrice,
    });

    const patched = await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${first._id}`, {
      method: "PATCH",
      json: { quantity: 5 },
    });
    expect(patched.body.items[0].quantity).toBe(5);
    expect(patched.body.items[0].pricing.netPrice).toBe(Math.round(first.piecePrice.netPrice * 5 * 0.95));

    const zero = await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${first._id}`, {
      method: "PATCH",
      json: { quantity: 0 },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toContain("at least 1");

    const removed = await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${first._id}`, {
      method: "DELETE",
    });
    expect(removed.body.items).toEqual([]);
  });

  it("loses no item when many are added to one cart at once", async () => {
    const cartId = (await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" })).body._id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
          method: "POST",
          json: { items: [item({ quantity: i + 1 })] },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const cart = await json(`${shop.servicesUrl}/checkout/cart/${cartId}`);
    expect(
      cart.body.items.map((i: { quantity: number }) => i.quantity).sort((a: number, b: number) => a - b),
    ).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("keeps price and configuration together under concurrent changes of one item", async () => {
    const cartId = (await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" })).body._id;
    const itemId = (
      await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
        method: "POST",
        json: { items: [item()] },
      })
    ).body.createdItems[0]._id;
    const url = `${shop.servicesUrl}/checkout/cart/${cartId}/item/${itemId}`;
    await Promise.all([
      json(url, { method: "PATCH", json: { quantity: 7 } }),
      json(url, {
        method: "PATCH",
        json: { colorId: "sls-pa12-white-black", finishId: "sls-pa12-white-dyed" },
      }),
      json(url, { method: "PATCH", json: { scale: 3 } }),
    ]);
    const [final] = (await json(`${shop.servicesUrl}/checkout/cart/${cartId}`)).body.items;
    expect(final).toMatchObject({ quantity: 7, colorId: "sls-pa12-white-black", scale: 3 });
    const fresh = await calculate({
      objectScale: 3,
      objectQuantity: 7,
      surfaceFinishId: "sls-pa12-white-dyed",
      printModeColorId: "sls-pa12-white-black",
    });
    expect(final.pricing).toEqual(fresh.body.price);
  });

  it("answers an unknown cart with 404 and a thumbnail that is no PNG with 415", async () => {
    expect(
      (await json(`${shop.servicesUrl}/checkout/cart/00000000-0000-0000-0000-000000000000`)).status,
    ).toBe(404);
    const cartId = (await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" })).body._id;
    const itemId = (
      await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
        method: "POST",
        json: { items: [item()] },
      })
    ).body.createdItems[0]._id;
    const form = new FormData();
    form.append("file", new Blob(["not a png"]), "thumb.png");
    const bad = await fetch(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${itemId}/thumbnail`, {
      method: "POST",
      body: form,
    });
    expect(bad.status).toBe(415);
    const front = await fetch(`${shop.servicesUrl}/analytx/file/${objectId}/front.png`);
    const good = new FormData();
    good.append("file", new Blob([await front.arrayBuffer()]), "thumb.png");
    const stored = await fetch(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${itemId}/thumbnail`, {
      method: "POST",
      body: good,
    });
    expect(stored.status).toBe(200);
    const thumbnail = ((await stored.json()) as { thumbnail: string }).thumbnail;
    expect((await fetch(`${shop.servicesUrl}${thumbnail}`)).headers.get("content-type")).toBe("image/png");
  });

  it("keeps attachments of the accepted kinds and refuses others", async () => {
    const cartId = (await json(`${shop.servicesUrl}/checkout/cart`, { method: "POST" })).body._id;
    const itemId = (
      await json(`${shop.servicesUrl}/checkout/cart/${cartId}/item`, {
        method: "POST",
        json: { items: [item()] },
      })
    ).body.createdItems[0]._id;
    const attach = (name: string, content: string) => {
      const form = new FormData();
      form.append("file", new Blob([content]), name);
      return fetch(`${shop.servicesUrl}/checkout/cart/${cartId}/item/${itemId}/attachments`, {
        method: "POST",
        body: form,
      });
    };
    const refused = await attach("virus.exe", "MZ");
    expect(refused.status).toBe(415);
    const stored = await attach("Zeichnung A.pdf", "%PDF-1.4 drawing");
    expect(stored.status).toBe(200);
    const { attachments } = (await stored.json()) as { attachments: string[] };
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatch(/Zeichnung_A\.pdf$/);
    const download = await fetch(`${shop.servicesUrl}${attachments[0]}`);
    expect(await download.text()).toBe("%PDF-1.4 drawing");
  });
});

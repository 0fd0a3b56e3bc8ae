import { cartErrorCodes } from "@druckwerk/checkout/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, json, uploadFile, waitForTask } from "./rest-client";

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

  it("prices many batches in one request, each as the batch route answers it", async () => {
    const fdm = {
      printModeId: "fdm-pla",
      surfaceFinishId: "fdm-pla-standard",
      printModeColorId: "fdm-pla-red",
    };
    const batch = (over: Record<string, unknown>) => ({
      objectId,
      objectScale: 1,
      objectUnitLength: "mm",
      objectQuantity: 1,
      selections: [selection, fdm, { ...fdm, surfaceFinishId: "sls-pa12-white-raw" }],
      ...over,
    });
    const batches = [
      batch({ objectScale: 3, objectQuantity: 10 }),
      batch({ objectUnitLength: "cm", taxRate: 7 }),
    ];
    const since = shop.upstreamCalls.length;
    const { status, body } = await json(`${shop.servicesUrl}/pricing/calculations/batches`, {
      method: "POST",
      json: { batches },
    });
    expect(status).toBe(200);
    expect(shop.upstreamCalls.slice(since)).toEqual([
      "POST /pricing/calculations/batches",
      "POST /analytx/files/lookup",
    ]);
    const single = await Promise.all(
      batches.map(
        async (b) =>
          (await json(`${shop.servicesUrl}/pricing/calculations/batch`, { method: "POST", json: b })).body,
      ),
    );
    expect(body.answers).toEqual(single);
    expect(body.answers[0].results[0].price.netPrice).not.toBe(body.answers[1].results[0].price.netPrice);
    expect(body.answers[1].results[2].error.code).toBe("FINISH_NOT_IN_PRINT_MODE");

    // One batch that cannot be priced refuses the whole request, as the batch route refuses it.
    const refusal = async (over: Record<string, unknown>) => {
      const { status, body } = await json(`${shop.servicesUrl}/pricing/calculations/batches`, {
        method: "POST",
        json: { batches: [batch({}), batch(over)] },
      });
      return [status, body.error.code];
    };
    expect(await refusal({ objectQuantity: 0 })).toEqual([422, "INVALID_QUANTITY"]);
    expect(await refusal({ objectScale: 2000 })).toEqual([422, "INVALID_SCALE"]);
    expect(await refusal({ objectId: "00000000-0000-0000-0000-000000000000" })).toEqual([
      404,
      "OBJECT_NOT_FOUND",
    ]);
    expect(await refusal({ objectId: "not-a-file" })).toEqual([404, "OBJECT_NOT_FOUND"]);
  });

  it("reads many files at once as each is read alone, leaving out ids that name none", async () => {
    const { body } = await json(`${shop.servicesUrl}/analytx/files/lookup`, {
      method: "POST",
      json: { ids: ["00000000-0000-0000-0000-000000000000", objectId.toUpperCase(), "not-a-file", objectId] },
    });
    expect(body.files).toEqual([(await json(`${shop.servicesUrl}/analytx/file/${objectId}`)).body]);
    const empty = await json(`${shop.servicesUrl}/analytx/files/lookup`, {
      method: "POST",
      json: { ids: [] },
    });
    expect(empty).toMatchObject({ status: 400, body: { error: { code: "VALIDATION_FAILED" } } });
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
    expect(zero.body.error).toMatchObject({
      code: "INVALID_QUANTITY",
      message: "The quantity must be a whole number from 1 to 100000",
    });

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
      await json(`${shop.servicesUrl}/checkout/cart/00000000-0000-0000-0000-000000000000`),
    ).toMatchObject({
      status: 404,
      body: { error: { code: "CART_NOT_FOUND" } },
    });
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
    expect(((await bad.json()) as Json).error.code).toBe("NOT_A_PNG");
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

const NO_CART = "00000000-0000-0000-0000-000000000000";
const CART = `id itemCount total { net gross } tax taxRate
  items { id quantity price { net gross } priceBeforeDiscount { net gross } piecePrice { net gross } }`;
const CART_RESULT = `__typename ... on Cart { ${CART} } ... on CartError { code message }`;
const ADD = `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { ${CART_RESULT} } }`;
const UPDATE = `mutation ($cartId: ID!, $itemId: ID!, $input: CartItemUpdateInput!) {
  updateCartItem(cartId: $cartId, itemId: $itemId, input: $input) { ${CART_RESULT} } }`;
const REMOVE = `mutation ($cartId: ID!, $itemId: ID!) { removeCartItem(cartId: $cartId, itemId: $itemId) { ${CART_RESULT} } }`;
const UPLOAD = (field: string) => `mutation ($cartId: ID!, $itemId: ID!, $file: Upload!) {
  ${field}(cartId: $cartId, itemId: $itemId, file: $file) { ${CART_RESULT} } }`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("the cart over GraphQL", () => {
  let shop: TestShop;
  let modelFileId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    modelFileId = await analysedModel(shop);
  });
  afterAll(() => shop?.stop());

  const pla = (colorId: string, over: Record<string, unknown> = {}) => ({
    modelFileId,
    unitOfLength: "MM",
    scale: 2,
    quantity: 1,
    printModeId: "fdm-pla",
    surfaceFinishId: "fdm-pla-standard",
    colorId,
    ...over,
  });
  const newCart = async () =>
    ((await shop.graphql<{ createCart: { id: string } }>("mutation { createCart { id } }")).data?.createCart
      .id ?? "") as string;
  async function mutate(query: string, variables: Record<string, unknown>) {
    const { data, errors } = await shop.graphql<Record<string, Json>>(query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data ?? {})[0] as Json;
  }
  const add = (cartId: string, items: unknown[]) => mutate(ADD, { cartId, items });
  const update = (cartId: string, itemId: string, input: Record<string, unknown>) =>
    mutate(UPDATE, { cartId, itemId, input });
  async function cartWithItem() {
    const cartId = await newCart();
    const itemId = (await add(cartId, [pla("fdm-pla-black")])).items[0].id as string;
    return { cartId, itemId };
  }
  /** Every call the services received since `since`, with ids as `:id`. */
  const callsSince = (since: number) =>
    shop.upstreamCalls
      .slice(since)
      .map((call) => call.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id"))
      .sort();

  it("shows the line before the quantity discount above the discounted line", async () => {
    const cart = await add(await newCart(), [pla("fdm-pla-red", { quantity: 10 }), pla("fdm-pla-blue")]);
    const [discounted, single] = cart.items;
    expect(discounted.priceBeforeDiscount).toEqual({
      net: discounted.piecePrice.net * 10,
      gross: discounted.piecePrice.gross * 10,
    });
    expect(discounted.priceBeforeDiscount.net).toBeGreaterThan(discounted.price.net);
    expect(discounted.priceBeforeDiscount.gross).toBeGreaterThan(discounted.price.gross);
    expect(single.priceBeforeDiscount).toEqual(single.price);
  });

  it("carries the total, its VAT and the rate from the service, for every change", async () => {
    const cartId = await newCart();
    const added = await add(cartId, [pla("fdm-pla-red", { quantity: 3 }), pla("fdm-pla-blue")]);
    const lines = added.items.map((item: Json) => item.price);
    expect(added.total).toEqual({
      net: lines[0].net + lines[1].net,
      gross: lines[0].gross + lines[1].gross,
    });
    expect(added).toMatchObject({ taxRate: 19, tax: added.total.gross - added.total.net });
    expect(added.tax).toBeGreaterThan(0);

    const changed = await update(cartId, added.items[1].id, { quantity: 2 });
    expect(changed.total.net).toBe(lines[0].net + changed.items[1].price.net);
    const removed = await mutate(REMOVE, { cartId, itemId: added.items[0].id });
    expect(removed).toMatchObject({ total: changed.items[1].price, taxRate: 19 });
    const read = await shop.graphql<{ cart: Json }>(`query ($id: ID!) { cart(id: $id) { ${CART} } }`, {
      id: cartId,
    });
    expect(read.data?.cart).toMatchObject({ total: removed.total, tax: removed.tax, taxRate: 19 });
    const empty = await shop.graphql<{ createCart: Json }>(`mutation { createCart { ${CART} } }`);
    expect(empty.data?.createCart).toMatchObject({ total: { net: 0, gross: 0 }, tax: 0, taxRate: 19 });
  });

  it("prices at the shop's TAX_RATE and says so", async () => {
    const reduced = await startTestShop("pglite", { TAX_RATE: "7" });
    try {
      const id = await analysedModel(reduced);
      const cartId = (await reduced.graphql<{ createCart: { id: string } }>("mutation { createCart { id } }"))
        .data?.createCart.id;
      const { data } = await reduced.graphql<{ addCartItems: Json }>(ADD, {
        cartId,
        items: [{ ...pla("fdm-pla-red"), modelFileId: id }],
      });
      const cart = data?.addCartItems;
      expect(cart.taxRate).toBe(7);
      expect(cart.total.gross).toBe(Math.round(cart.total.net * 1.07));
      expect(cart.tax).toBe(cart.total.gross - cart.total.net);
    } finally {
      await reduced.stop();
    }
  });

  // The gateway's check that the shopper may read the models, the add itself, the models' names, the
  // catalogue, one price for all batches and pricing's read of the models.
  const ADD_CALLS = [
    "GET /print-modes",
    "POST /analytx/files/lookup",
    "POST /analytx/files/lookup",
    "POST /analytx/files/lookup",
    "POST /checkout/cart/:id/item",
    "POST /pricing/calculations/batches",
  ];

  it("adds five items with as many upstream calls as one", async () => {
    const cartId = await newCart();
    let since = shop.upstreamCalls.length;
    expect((await add(cartId, [pla("fdm-pla-black")])).itemCount).toBe(1);
    expect(callsSince(since)).toEqual(ADD_CALLS);
    since = shop.upstreamCalls.length;
    const five = ["fdm-pla-white", "fdm-pla-red", "fdm-pla-blue", "fdm-pla-green", "fdm-pla-yellow"];
    expect(
      (
        await add(
          cartId,
          five.map((color) => pla(color)),
        )
      ).itemCount,
    ).toBe(6);
    expect(callsSince(since)).toEqual(ADD_CALLS);
  });

  it("adds items of several models at several scales and quantities with as many calls as one, each priced as alone", async () => {
    const [second, third] = [await analysedModel(shop), await analysedModel(shop)];
    const items = [
      pla("fdm-pla-red", { quantity: 3 }),
      pla("fdm-pla-blue", { modelFileId: second, scale: 1 }),
      pla("fdm-pla-green", { modelFileId: second, scale: 3, quantity: 7 }),
      pla("fdm-pla-white", { modelFileId: third, quantity: 12 }),
      pla("fdm-pla-black", { modelFileId: third, scale: 1.5, quantity: 2 }),
    ];
    const cartId = await newCart();
    const since = shop.upstreamCalls.length;
    const cart = await add(cartId, items);
    expect(callsSince(since)).toEqual(ADD_CALLS);
    expect(cart.itemCount).toBe(5);
    const alone = await Promise.all(items.map(async (item) => (await add(await newCart(), [item])).items[0]));
    expect(cart.items.map((i: Json) => [i.quantity, i.price])).toEqual(
      alone.map((i) => [i.quantity, i.price]),
    );
    expect(new Set(cart.items.map((i: Json) => i.price.net)).size).toBe(5);
  });

  it("changes an item with one price for it, and reads the catalogue only for a new selection", async () => {
    const { cartId, itemId } = await cartWithItem();
    let since = shop.upstreamCalls.length;
    await update(cartId, itemId, { quantity: 4 });
    expect(callsSince(since)).toEqual([
      "PATCH /checkout/cart/:id/item/:id",
      "POST /analytx/files/lookup",
      "POST /pricing/calculations/batches",
    ]);
    since = shop.upstreamCalls.length;
    expect((await update(cartId, itemId, { colorId: "fdm-pla-green" })).__typename).toBe("Cart");
    expect(callsSince(since)).toEqual([
      "GET /print-modes",
      "PATCH /checkout/cart/:id/item/:id",
      "POST /analytx/files/lookup",
      "POST /pricing/calculations/batches",
    ]);
  });

  describe("refuses with the service's typed code", () => {
    const refused = (result: Json, code: string) => {
      expect(result).toMatchObject({ __typename: "CartError", code });
      expect(result.message.length).toBeGreaterThan(10);
    };

    it("an unknown cart or item", async () => {
      refused(await add(NO_CART, [pla("fdm-pla-black")]), "CART_NOT_FOUND");
      refused(await add("not-a-cart", [pla("fdm-pla-black")]), "CART_NOT_FOUND");
      const { cartId, itemId } = await cartWithItem();
      refused(await update(NO_CART, itemId, { quantity: 2 }), "CART_NOT_FOUND");
      refused(await update(cartId, NO_CART, { quantity: 2 }), "ITEM_NOT_FOUND");
      refused(await mutate(REMOVE, { cartId, itemId: "not-an-item" }), "ITEM_NOT_FOUND");
    });

    it("a scale, quantity or empty change out of bounds, with a clear sentence", async () => {
      const { cartId, itemId } = await cartWithItem();
      const scale = await update(cartId, itemId, { scale: 0 });
      refused(scale, "INVALID_SCALE");
      expect(scale.message).toBe("The scale must be above 0 and at most 1000");
      refused(await update(cartId, itemId, { quantity: 0 }), "INVALID_QUANTITY");
      refused(await update(cartId, itemId, { quantity: 100_001 }), "INVALID_QUANTITY");
      refused(await add(cartId, [pla("fdm-pla-black", { quantity: 0 })]), "INVALID_QUANTITY");
      refused(await update(cartId, itemId, {}), "NOTHING_TO_UPDATE");
      refused(await add(cartId, []), "INVALID_ITEMS");
    });

    it("a colour, finish or print mode the catalogue does not offer together", async () => {
      const { cartId, itemId } = await cartWithItem();
      refused(await add(cartId, [pla("no-such-colour")]), "INVALID_SELECTION");
      refused(await add(cartId, [pla("sls-pa12-white-white")]), "INVALID_SELECTION");
      refused(await update(cartId, itemId, { colorId: "no-such-colour" }), "INVALID_SELECTION");
      refused(await update(cartId, itemId, { printModeId: "sls-pa12-white" }), "INVALID_SELECTION");
      refused(await update(cartId, itemId, { surfaceFinishId: "sls-pa12-white-dyed" }), "INVALID_SELECTION");
    });

    it("a model that is missing or too large", async () => {
      const cartId = await newCart();
      refused(await add(cartId, [pla("fdm-pla-black", { modelFileId: NO_CART })]), "OBJECT_NOT_FOUND");
      refused(await add(cartId, [pla("fdm-pla-black", { scale: 40 })]), "OBJECT_TOO_LARGE");
    });

    it("a thumbnail that is too large or no PNG, and an attachment of another kind", async () => {
      const { cartId, itemId } = await cartWithItem();
      const oversized = new Uint8Array(2 * 1024 * 1024 + 1);
      oversized.set(PNG_SIGNATURE);
      refused(await upload("setCartItemThumbnail", cartId, itemId, oversized, "big.png"), "FILE_TOO_LARGE");
      refused(
        await upload("setCartItemThumbnail", cartId, itemId, new TextEncoder().encode("GIF89a"), "a.png"),
        "NOT_A_PNG",
      );
      refused(
        await upload("addCartItemAttachment", cartId, itemId, new TextEncoder().encode("MZ"), "run.exe"),
        "UNSUPPORTED_ATTACHMENT",
      );
    });

    it("a change whose write keeps missing the item's version", async () => {
      const { cartId, itemId } = await cartWithItem();
      // Other writers always coming first cannot be timed, so the database drops every write of
      // this item instead: each of the service's attempts misses, as if another change won.
      await shop.database.db.execute(
        "create function checkout.drop_write() returns trigger language plpgsql as $$ begin return null; end $$",
      );
      await shop.database.db.execute(`create trigger always_second before update on checkout.cart_items
        for each row when (old.id = '${itemId}') execute function checkout.drop_write()`);
      try {
        refused(await update(cartId, itemId, { quantity: 2 }), "CONCURRENT_UPDATE");
      } finally {
        await shop.database.db.execute("drop trigger always_second on checkout.cart_items");
        await shop.database.db.execute("drop function checkout.drop_write()");
      }
      expect((await update(cartId, itemId, { quantity: 2 })).items[0].quantity).toBe(2);
    });

    it("with the contract's codes, each described, in the schema's ErrorCode", async () => {
      const { data } = await shop.graphql<{
        __type: { enumValues: { name: string; description: string }[] };
      }>(`{ __type(name: "ErrorCode") { enumValues { name description } } }`);
      const values = new Map((data?.__type.enumValues ?? []).map((v) => [v.name, v.description]));
      for (const code of cartErrorCodes) expect(values.get(code)?.length, code).toBeGreaterThan(10);
    });
  });

  async function upload(field: string, cartId: string, itemId: string, bytes: Uint8Array, name: string) {
    const { data, errors } = await shop.graphqlUpload<Record<string, Json>>(
      UPLOAD(field),
      { cartId, itemId },
      { bytes, filename: name },
    );
    expect(errors).toBeUndefined();
    return data?.[field] as Json;
  }
});

/** Uploads the test block to the shop and waits for its analysis; answers its id. */
async function analysedModel(shop: TestShop): Promise<string> {
  const upload = await uploadFile(shop.servicesUrl, models.block(), "block.stl");
  await waitForTask(shop.servicesUrl, upload.body.taskId);
  return upload.body.createdObject._id;
}

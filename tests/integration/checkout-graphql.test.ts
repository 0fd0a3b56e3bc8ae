import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel, type Json } from "./rest-client";

const VOUCHER = `
  __typename
  ... on Voucher { id voucherCode type value minValueCents usageCount freeShipping discount { net gross } }
  ... on VoucherMinimumNotReached { code message remainingCents minimumCents }
  ... on VoucherInvalid { code message }`;
const CHECKOUT_ERROR = "... on CheckoutError { code message reason fields { field code message } }";
const ORDER = `
  id number createdAt isQuote isBusinessCustomer status paymentStatus paymentMethod email referenceNumber
  items { name quantity printMode surfaceFinish color { name } pieceNetCents lineNetCents price { net gross } thumbnailUrl }
  bankTransfer { accountHolder iban bic bankName reference amountCents }
  billingAddress { firstname lastname postalCode city countryId country }
  shippingAddress { city country }
  shippingMethod { id name days }
  totals { positions { net gross } discount { net gross } surcharge { net gross } shipping { net gross }
           net tax taxRate gross }
  productionDays deliveryDays documentUrl`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  __typename ... on OrderPlaced { paymentLink priceChanged order { ${ORDER} } } ${CHECKOUT_ERROR} } }`;
const METHODS = `query ($cartId: ID!, $countryId: ID) { availablePaymentMethods(cartId: $cartId, countryId: $countryId) {
  __typename ... on PaymentMethodList { methods { method available reason } } ${CHECKOUT_ERROR} } }`;

const germanAddress = {
  firstname: "Erika",
  lastname: "Muster",
  street: "Hauptstraße 1",
  postalCode: "10115",
  city: "Berlin",
  countryId: "DE",
};

describe("checkout over GraphQL", () => {
  let shop: TestShop;
  let modelFileId: string;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    modelFileId = await analysedModel(shop.servicesUrl, models.block(), "block.stl");
  });
  afterAll(() => shop?.stop());

  async function ask(query: string, variables: Record<string, unknown> = {}): Promise<Json> {
    const { data, errors } = await shop.graphql<Record<string, Json>>(query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data ?? {})[0];
  }

  /** A cart with the block in PA12 at `quantity`: its id and the item's id. */
  async function cart(quantity: number) {
    const cartId = (await ask("mutation { createCart { id } }")).id as string;
    const added = await ask(
      "mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { ... on Cart { items { id } } } }",
      {
        cartId,
        items: [
          {
            modelFileId,
            unitOfLength: "MM",
            scale: 1,
            quantity,
            surfaceFinishId: "sls-pa12-white-raw",
            colorId: "sls-pa12-white-white",
          },
        ],
      },
    );
    return { cartId, itemId: added.items[0].id as string };
  }

  const placeOrder = (cartId: string, over: Record<string, unknown> = {}) =>
    ask(PLACE, {
      input: {
        cartId,
        email: "erika@example.com",
        paymentMethod: "PREPAID",
        isBusinessCustomer: false,
        billingAddress: germanAddress,
        shippingMethodId: "standard",
        ...over,
      },
    });

  const validate = (code: string, cartId: string) =>
    ask(
      `query ($code: String!, $cartId: ID!) { validateVoucher(code: $code, cartId: $cartId, isBusinessCustomer: false) { ${VOUCHER} } }`,
      { code, cartId },
    );

  it("checks the demo vouchers: valid, unknown, and below the minimum", async () => {
    const { cartId } = await cart(20);
    const valid = await validate("willkommen10", cartId);
    expect(valid).toMatchObject({
      __typename: "Voucher",
      voucherCode: "WILLKOMMEN10",
      type: "PERCENTAGE",
      value: 10,
      freeShipping: false,
    });
    const { total } = await ask("query ($id: ID!) { cart(id: $id) { total { net gross } } }", { id: cartId });
    expect(total.gross).toBeGreaterThan(3000); // above the small-order surcharge's reach
    expect(valid.discount.net).toBeCloseTo(total.net / 10, -1);
    expect(valid.discount.gross).toBeCloseTo(total.gross / 10, -1);
    expect(await validate("GIBTSNICHT", cartId)).toMatchObject({
      __typename: "VoucherInvalid",
      code: "DISCOUNT_NOT_VALID",
    });
    // One block: 595 gross; MIN50 needs 50.00.
    expect(await validate("min50", (await cart(1)).cartId)).toMatchObject({
      __typename: "VoucherMinimumNotReached",
      code: "DISCOUNT_MIN_VALUE_NOT_REACHED",
      minimumCents: 5000,
      remainingCents: 5000 - 595,
    });
  });

  it("previews what placing charges: the same sums, the same refusals, nothing placed or redeemed", async () => {
    const PREVIEW = `query ($input: PlaceOrderInput!) { orderPreview(input: $input) {
      __typename ... on OrderPreview { voucherCode productionDays deliveryDays shippingMethod { id name days }
        totals { positions { net gross } discount { net gross } surcharge { net gross } shipping { net gross }
                 net tax taxRate gross } }
      ${CHECKOUT_ERROR} } }`;
    const { cartId } = await cart(20);
    const voucher = await validate("VERSANDFREI", cartId);
    const input = {
      cartId,
      email: "erika@example.com",
      paymentMethod: "PREPAID",
      isBusinessCustomer: false,
      billingAddress: germanAddress,
      shippingMethodId: "DE-express",
      voucherId: voucher.id,
    };
    const preview = await ask(PREVIEW, { input });
    expect(preview).toMatchObject({
      __typename: "OrderPreview",
      voucherCode: "VERSANDFREI",
      shippingMethod: { id: "express" },
    });
    // Free shipping makes the standard method free, not express.
    expect(preview.totals.shipping.net).toBeGreaterThan(0);
    expect(preview.deliveryDays).toBe(preview.productionDays + preview.shippingMethod.days);
    const usedBefore = (await validate("VERSANDFREI", cartId)).usageCount;

    const refused = await ask(PREVIEW, { input: { ...input, paymentMethod: "INVOICE" } });
    expect(refused).toMatchObject({ code: "PAYMENT_METHOD_NOT_AVAILABLE", reason: "LOGIN_REQUIRED" });
    const badAddress = await ask(PREVIEW, {
      input: { ...input, billingAddress: { ...germanAddress, postalCode: "1011" } },
    });
    expect(badAddress).toMatchObject({ code: "INVALID_ADDRESS" });
    expect(badAddress.fields).toContainEqual(expect.objectContaining({ field: "billingAddress.postalCode" }));
    expect((await ask("query ($id: ID!) { cart(id: $id) { itemCount } }", { id: cartId })).itemCount).toBe(1);
    expect((await validate("VERSANDFREI", cartId)).usageCount).toBe(usedBefore);

    const placed = await ask(PLACE, { input: { ...input, expectedTotalCents: preview.totals.gross } });
    expect(placed.priceChanged).toBe(false);
    expect(placed.order.totals).toEqual(preview.totals);
    expect(await ask(PREVIEW, { input })).toMatchObject({ code: "CART_EMPTY" });
  });

  it("tells a guest which payment methods are open, with and without drawings", async () => {
    const { cartId, itemId } = await cart(1);
    const plain = await ask(METHODS, { cartId });
    expect(plain.methods).toEqual([
      { method: "PREPAID", available: true, reason: null },
      { method: "INVOICE", available: false, reason: "LOGIN_REQUIRED" },
      { method: "PAYPAL", available: true, reason: null },
      { method: "QUOTE", available: false, reason: "LOGIN_REQUIRED" },
    ]);
    const attached = await shop.graphqlUpload<Record<string, Json>>(
      "mutation ($cartId: ID!, $itemId: ID!, $file: Upload!) { addCartItemAttachment(cartId: $cartId, itemId: $itemId, file: $file) { __typename } }",
      { cartId, itemId },
      { bytes: new TextEncoder().encode("%PDF-1.4 drawing"), filename: "Zeichnung.pdf" },
    );
    expect(attached.data?.addCartItemAttachment.__typename).toBe("Cart");
    const withDrawings = await ask(METHODS, { cartId, countryId: "AT" });
    expect(withDrawings.methods).toEqual([
      { method: "PREPAID", available: false, reason: "ATTACHMENTS" },
      { method: "INVOICE", available: false, reason: "LOGIN_REQUIRED" },
      { method: "PAYPAL", available: false, reason: "ATTACHMENTS" },
      { method: "QUOTE", available: false, reason: "LOGIN_REQUIRED" },
    ]);
    const unknown = await ask(METHODS, { cartId: "no-such-cart" });
    expect(unknown).toMatchObject({ __typename: "CheckoutError", code: "CART_NOT_FOUND" });
  });

  it("places a guest's prepaid order in one call to the checkout service and reads it back", async () => {
    const { cartId } = await cart(20);
    const before = shop.upstreamCalls.length;
    const placed = await placeOrder(cartId, { referenceNumber: "PO-7" });
    // The gateway's one call (a guest has no account to look up); the rest are the checkout's own reads.
    expect(shop.upstreamCalls.slice(before).sort()).toEqual([
      "GET /print-modes",
      "GET /shipping/countries",
      "POST /analytx/files/lookup",
      "POST /checkout/order/checkout",
      "POST /pricing/calculations/batches",
    ]);
    expect(placed).toMatchObject({ __typename: "OrderPlaced", paymentLink: null, priceChanged: false });
    const { order } = placed;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^DW-\d{4}-\d{6}$/),
      isQuote: false,
      status: "ORDER_RECEIVED",
      paymentStatus: "PAYMENT_PENDING",
      paymentMethod: "PREPAID",
      referenceNumber: "PO-7",
      items: [{ name: "block", quantity: 20 }],
      billingAddress: { lastname: "Muster", country: "Deutschland" },
      shippingAddress: { city: "Berlin" },
      shippingMethod: { id: "standard" },
    });
    const { totals } = order;
    expect(totals.net).toBe(
      totals.positions.net - totals.discount.net + totals.surcharge.net + totals.shipping.net,
    );
    expect(totals).toMatchObject({ taxRate: 19, gross: totals.net + totals.tax });
    expect(order.deliveryDays).toBe(order.productionDays + order.shippingMethod.days);
    expect(order.isBusinessCustomer).toBe(false);
    const [line] = order.items;
    expect(line.price).toEqual({ net: line.lineNetCents, gross: Math.round(line.lineNetCents * 1.19) });
    // Unpaid and prepaid: where to transfer the total, with the order number as reference.
    expect(order.bankTransfer).toEqual({
      accountHolder: "Druckwerk GmbH",
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
      bankName: "Deutsche Kreditbank Berlin",
      reference: order.number,
      amountCents: totals.gross,
    });

    expect(await ask(`query ($id: ID!) { order(id: $id) { ${ORDER} } }`, { id: order.id })).toEqual(order);
    const pdf = await fetch(order.documentUrl);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect((await ask("query ($id: ID!) { cart(id: $id) { itemCount } }", { id: cartId })).itemCount).toBe(0);
    expect(await ask('query { order(id: "00000000-0000-0000-0000-000000000000") { id } }')).toBeNull();
  });

  it("answers every refusal a shopper can cause as a typed CheckoutError", async () => {
    const empty = (await ask("mutation { createCart { id } }")).id;
    expect(await placeOrder(empty)).toMatchObject({ code: "CART_EMPTY", fields: [], reason: null });

    const badAddress = await placeOrder((await cart(1)).cartId, {
      billingAddress: { ...germanAddress, postalCode: "1234", city: "" },
    });
    expect(badAddress).toMatchObject({ __typename: "CheckoutError", code: "INVALID_ADDRESS" });
    expect(badAddress.fields).toEqual([
      { field: "billingAddress.city", code: "REQUIRED", message: expect.any(String) },
      { field: "billingAddress.postalCode", code: "INVALID_POSTAL_CODE", message: expect.any(String) },
    ]);

    const invoice = await placeOrder((await cart(20)).cartId, { paymentMethod: "INVOICE" });
    expect(invoice).toMatchObject({ code: "PAYMENT_METHOD_NOT_AVAILABLE", reason: "LOGIN_REQUIRED" });

    const quote = await placeOrder((await cart(20)).cartId, { paymentMethod: "QUOTE" });
    expect(quote).toMatchObject({ __typename: "CheckoutError", code: "LOGIN_REQUIRED", reason: null });
  });

  it("pays a PayPal order on the simulator's page and completes it on the shopper's return", async () => {
    const placed = await placeOrder((await cart(20)).cartId, { paymentMethod: "PAYPAL" });
    expect(placed.order).toMatchObject({ paymentMethod: "PAYPAL", paymentStatus: "PAYMENT_PENDING" });
    expect(placed.order.bankTransfer).toBeNull();
    const page = await fetch(placed.paymentLink);
    const action = (await page.text()).match(/<form method="post" action="([^"]+\/approve)"/)?.[1];
    expect(action).toBeDefined();
    const approved = await fetch(new URL(action ?? "", page.url), { method: "POST", redirect: "manual" });
    const returned = new URL(approved.headers.get("location") ?? "");
    const complete = (orderId: string) =>
      ask(
        `mutation ($orderId: ID!, $token: String!, $payerId: String) {
          completePayPalPayment(orderId: $orderId, token: $token, payerId: $payerId, success: true) {
            __typename ... on Order { id paymentStatus } ${CHECKOUT_ERROR} } }`,
        {
          orderId,
          token: returned.searchParams.get("token"),
          payerId: returned.searchParams.get("PayerID"),
        },
      );
    expect(await complete(placed.order.id)).toEqual({
      __typename: "Order",
      id: placed.order.id,
      paymentStatus: "PAYMENT_RECEIVED",
    });
    const other = (await placeOrder((await cart(20)).cartId)).order.id;
    expect(await complete(other)).toMatchObject({ __typename: "CheckoutError", code: "PAYMENT_NOT_FOUND" });
  });

  it("pays an open order with PayPal now, and refuses an unknown one", async () => {
    const update = (orderId: string) =>
      ask(
        `mutation ($orderId: ID!) { updateOrderPayment(orderId: $orderId, input: { paymentMethod: PAYPAL }) {
          __typename ... on OrderPayment { paymentLink order { paymentMethod } } ${CHECKOUT_ERROR} } }`,
        { orderId },
      );
    const open = (await placeOrder((await cart(20)).cartId)).order.id;
    const changed = await update(open);
    expect(changed).toMatchObject({ __typename: "OrderPayment", order: { paymentMethod: "PAYPAL" } });
    expect(changed.paymentLink).toMatch(/^http/);
    expect(await update("00000000-0000-0000-0000-000000000000")).toMatchObject({ code: "ORDER_NOT_FOUND" });
  });
});

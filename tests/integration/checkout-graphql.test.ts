import { readFileSync } from "node:fs";
import { importLegacyOrders, legacyOrdersFileSchema } from "@druckwerk/checkout";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTokenSent, outboxMails } from "../tools/outbox";
import { germanAddress } from "./addresses";
import { type Browser, browser, signedInBrowser } from "./browser";
import { eventually } from "./eventually";
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
  items { name quantity printMode surfaceFinish color { name } pieceNetCents lineNetCents price { net gross } thumbnailUrl
          attachments { name url } }
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

/** Legacy order look-ups per client and window in this shop. */
const TRACKING_LIMIT = 4;

describe("checkout over GraphQL", () => {
  let shop: TestShop;
  let modelFileId: string;
  beforeAll(async () => {
    // Each signed-in shopper is a client of its own (X-Forwarded-For) for the attempt limits.
    shop = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      TRACKING_RATE_LIMIT: String(TRACKING_LIMIT),
    });
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

  const orderInput = (cartId: string, over: Record<string, unknown> = {}) => ({
    cartId,
    email: "erika@example.com",
    paymentMethod: "PREPAID",
    isBusinessCustomer: false,
    billingAddress: germanAddress,
    shippingMethodId: "standard",
    ...over,
  });
  const placeOrder = (cartId: string, over: Record<string, unknown> = {}) =>
    ask(PLACE, { input: orderInput(cartId, over) });

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
        shippingOptions { methodId price { net gross } }
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
    const offered = await ask(`query { shippingCountries { id shippingMethods { id kind } } }`).then(
      (countries) => countries.find((c: { id: string }) => c.id === "DE").shippingMethods,
    );
    expect(preview.shippingOptions.map((o: { methodId: string }) => o.methodId)).toEqual(
      offered.map((m: { id: string }) => m.id),
    );
    const priceOf = (kind: string) =>
      preview.shippingOptions.find(
        (o: { methodId: string }) => o.methodId === offered.find((m: { kind: string }) => m.kind === kind).id,
      ).price;
    expect(priceOf("STANDARD")).toEqual({ net: 0, gross: 0 });
    expect(priceOf("EXPRESS")).toEqual(preview.totals.shipping);
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

  let guests = 0;
  /** A guest's browser of its own (its cookies: the orders it placed). */
  const guestBrowser = () => browser(shop, `198.51.100.${++guests}`);

  it("places a guest's prepaid order in one call to the checkout service and reads it back", async () => {
    const { cartId } = await cart(20);
    const guest = guestBrowser();
    const before = shop.upstreamCalls.length;
    const placed = (await guest.call<Json>(PLACE, { input: orderInput(cartId, { referenceNumber: "PO-7" }) }))
      .data;
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

    // The placing browser reads it (the order-complete page), as does the link in the mail.
    const READ = `query ($id: ID!, $token: String) { order(id: $id, token: $token) { ${ORDER} } }`;
    const read = (await guest.call<Json>(READ, { id: order.id })).data;
    expect(read).toEqual(order);
    const pdf = await fetch(order.documentUrl);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bareDocument = order.documentUrl.replace(/\?.*$/, "");
    expect((await guest.get(bareDocument)).status).toBe(200);
    expect((await ask("query ($id: ID!) { cart(id: $id) { itemCount } }", { id: cartId })).itemCount).toBe(0);
    expect(await ask('query { order(id: "00000000-0000-0000-0000-000000000000") { id } }')).toBeNull();
  });

  it("answers a guest's order only to the browser that placed it and to the mail's link", async () => {
    const guest = guestBrowser();
    const placed = (await guest.call<Json>(PLACE, { input: orderInput((await cart(20)).cartId) })).data;
    const { id, documentUrl } = placed.order;
    const READ =
      "query ($id: ID!, $token: String) { order(id: $id, token: $token) { id number documentUrl } }";
    expect((await guest.call<Json>(READ, { id })).data.id).toBe(id);

    // Another client with the bare id reads nothing, exactly as for a missing order; nor its files.
    const other = guestBrowser();
    expect((await other.call(READ, { id })).data).toBeNull();
    expect((await other.call(READ, { id, token: "not-the-token" })).data).toBeNull();
    expect((await fetch(documentUrl.replace(/\?.*$/, ""))).status).toBe(404);

    // The confirmation mail links the order's page with its token, which reads it anywhere.
    const token = await eventually(() => orderTokenSent(shop.dataDir, id), "the confirmation's link");
    const byLink = (await other.call<Json>(READ, { id, token })).data;
    expect(byLink).toMatchObject({ id, number: placed.order.number });
    expect((await fetch(byLink.documentUrl)).status).toBe(200);
    // That browser remembers it: the page reloads without the token.
    expect((await other.call<Json>(READ, { id })).data.id).toBe(id);

    // A signed-in customer is no owner of a guest's order either.
    const customer = await signedInBrowser(shop, "203.0.113.90", {
      username: "neugierig",
      email: "neugierig@example.com",
      billingAddress: germanAddress,
    });
    expect((await customer.call(READ, { id })).data).toBeNull();
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
    const guest = guestBrowser();
    const update = async (orderId: string, client = guest) =>
      (
        await client.call<Json>(
          `mutation ($orderId: ID!) { updateOrderPayment(orderId: $orderId, input: { paymentMethod: PAYPAL }) {
          __typename ... on OrderPayment { paymentLink order { paymentMethod } } ${CHECKOUT_ERROR} } }`,
          { orderId },
        )
      ).data;
    const open = (await guest.call<Json>(PLACE, { input: orderInput((await cart(20)).cartId) })).data.order
      .id;
    // Another browser cannot change it: to it the order does not exist.
    expect(await update(open, guestBrowser())).toMatchObject({ code: "ORDER_NOT_FOUND" });
    const changed = await update(open);
    expect(changed).toMatchObject({ __typename: "OrderPayment", order: { paymentMethod: "PAYPAL" } });
    expect(changed.paymentLink).toMatch(/^http/);
    expect(await update("00000000-0000-0000-0000-000000000000")).toMatchObject({ code: "ORDER_NOT_FOUND" });
  });

  describe("legacy order tracking", () => {
    const TRACK = `query ($orderNumber: String!, $postalCode: String!) {
      legacyOrderTracking(orderNumber: $orderNumber, postalCode: $postalCode) {
        __typename
        ... on TooManyAttempts { code retryAfterSeconds }
        ... on LegacyOrderTracking {
          orderNumber orderedAt status productionDays shippingDays email totalGrossCents shippingCostCents paymentMethod
          shippingAddress { firstname lastname street houseNumber postalCode city country }
          billingAddress { street houseNumber postalCode city country } } } }`;
    beforeAll(async () => {
      const file = new URL("../../packages/checkout/legacy-orders.sample.json", import.meta.url);
      const { orders } = legacyOrdersFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
      await importLegacyOrders(shop.database.db, orders);
    });

    it("tracks a legacy order by its number and postal code, and answers null for a guess", async () => {
      expect(await ask(TRACK, { orderNumber: "JM-104802", postalCode: "20457" })).toEqual({
        __typename: "LegacyOrderTracking",
        orderNumber: "JM-104802",
        orderedAt: "2025-02-18T14:40:00+01:00",
        status: "In Produktion",
        productionDays: 7,
        shippingDays: 3,
        email: "max@example.com",
        totalGrossCents: 6120,
        shippingCostCents: 1190,
        paymentMethod: "PayPal",
        shippingAddress: {
          firstname: "Max",
          lastname: "Beispiel",
          street: "Am Hafen",
          houseNumber: "12a",
          postalCode: "20457",
          city: "Hamburg",
          country: "Deutschland",
        },
        billingAddress: {
          street: "Lindenweg",
          houseNumber: "3",
          postalCode: "1010",
          city: "Wien",
          country: "Österreich",
        },
      });
      expect(await ask(TRACK, { orderNumber: "JM-104802", postalCode: "10115" })).toBeNull();
      expect(await ask(TRACK, { orderNumber: "JM-104803", postalCode: "20457" })).toBeNull();
    });

    it("refuses a client that guesses too many, even with the right facts, and no one else", async () => {
      const guesser = browser(shop, "203.0.113.77");
      const track = async (client: Browser, postalCode: string) =>
        (await client.call<Json>(TRACK, { orderNumber: "JM-104802", postalCode })).data;
      for (let guess = 0; guess < TRACKING_LIMIT; guess++) {
        expect(await track(guesser, String(10000 + guess))).toBeNull();
      }
      const refused = await track(guesser, "20457");
      expect(refused).toMatchObject({ __typename: "TooManyAttempts", code: "RATE_LIMITED" });
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(await track(browser(shop, "203.0.113.78"), "20457")).toMatchObject({
        __typename: "LegacyOrderTracking",
        orderNumber: "JM-104802",
      });
    });
  });

  describe("signed in", () => {
    let client = 0;
    const VIEWER = `{ viewer { phone
      billingAddress { title company firstname lastname street postalCode city country { id } vatRegistrationNumber }
      shippingAddress { firstname street city country { id } } } }`;
    /** A new account, registered in Cologne, signed in from a browser of its own. */
    const customer = (username: string) =>
      signedInBrowser(shop, `192.0.2.${++client}`, {
        username,
        email: `${username}@example.com`,
        phone: "0221 1111",
        billingAddress: { ...germanAddress, street: "Heidestraße 17", postalCode: "51147", city: "Köln" },
      });
    type Customer = Awaited<ReturnType<typeof customer>>;
    const placeAs = async (b: Customer, cartId: string, over: Record<string, unknown> = {}) =>
      (await b.call<Json>(PLACE, { input: orderInput(cartId, over) })).data;
    const viewer = async (b: Customer) => (await b.call<Json>(VIEWER)).data;
    const submissionsFor = async (mail: string) => {
      const { rows } = (await shop.database.db.execute(
        sql`select kind, fields from cms.form_submissions where fields->>'mail' = ${mail}`,
      )) as unknown as { rows: { kind: string; fields: Record<string, string> }[] };
      return rows;
    };

    it("gives a German customer invoice, not an Austrian billing address, and places it", async () => {
      const b = await customer("rechnung");
      const { cartId } = await cart(20);
      const methods = async (countryId: string) =>
        (await b.call<Json>(METHODS, { cartId, countryId })).data.methods;
      expect(await methods("DE")).toEqual([
        { method: "PREPAID", available: true, reason: null },
        { method: "INVOICE", available: true, reason: null },
        { method: "PAYPAL", available: true, reason: null },
        { method: "QUOTE", available: true, reason: null },
      ]);
      expect((await methods("AT")).find((m: Json) => m.method === "INVOICE")).toEqual({
        method: "INVOICE",
        available: false,
        reason: "COUNTRY_NOT_GERMANY",
      });
      const before = shop.upstreamCalls.length;
      const placed = await placeAs(b, cartId, { paymentMethod: "INVOICE", email: "rechnung@example.com" });
      expect(placed).toMatchObject({
        __typename: "OrderPlaced",
        paymentLink: null,
        order: { paymentMethod: "INVOICE", status: "ORDER_RECEIVED", paymentStatus: "PAYMENT_PENDING" },
      });
      // The account, then the checkout; without saveNewAddress and signupToNewsletter nothing else.
      const gatewayCalls = shop.upstreamCalls
        .slice(before)
        .filter((call) => /auth|ContactForm|order\/checkout/.test(call));
      expect(gatewayCalls).toEqual(["GET /auth/user/details", "POST /checkout/order/checkout"]);
      expect((await viewer(b)).billingAddress.city).toBe("Köln");
    });

    it("requests a quote for a drawing, mails it with its PDF and serves the drawing after the cart", async () => {
      const b = await customer("angebot");
      const { cartId, itemId } = await cart(20);
      const drawing = "%PDF-1.4 drawing of the bracket";
      await shop.graphqlUpload(
        "mutation ($cartId: ID!, $itemId: ID!, $file: Upload!) { addCartItemAttachment(cartId: $cartId, itemId: $itemId, file: $file) { __typename } }",
        { cartId, itemId },
        { bytes: new TextEncoder().encode(drawing), filename: "Zeichnung.pdf" },
      );
      const placed = await placeAs(b, cartId, { paymentMethod: "QUOTE", email: "angebot@example.com" });
      expect(placed.order).toMatchObject({
        isQuote: true,
        status: "QUOTE_GENERATED",
        paymentStatus: "PAYMENT_PENDING",
        paymentMethod: "QUOTE",
      });
      const mail = await eventually(
        () =>
          outboxMails(shop.dataDir).find(
            (text) => text.includes("To: angebot@example.com") && text.includes(placed.order.number),
          ),
        "the quote mail",
      );
      expect(mail).toContain(`Angebot-${placed.order.number}.pdf`);
      expect(mail).toMatch(/Content-Type: application\/pdf/);

      expect((await ask("query ($id: ID!) { cart(id: $id) { itemCount } }", { id: cartId })).itemCount).toBe(
        0,
      );
      const [attachment] = placed.order.items[0].attachments;
      expect(attachment).toEqual({
        name: "Zeichnung.pdf",
        url: expect.stringMatching(
          /\/media\/checkout\/checkout\/order\/[0-9a-f-]{36}\/items\/0\/attachments\/0$/,
        ),
      });
      // A customer's files answer only to the customer's session.
      expect((await fetch(attachment.url)).status).toBe(404);
      const file = await b.get(attachment.url);
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="Zeichnung.pdf"');
      expect(await file.text()).toBe(drawing);
      // A guest's quote is refused (see the refusals above); this one is not.
      expect(await placeOrder((await cart(20)).cartId, { paymentMethod: "QUOTE" })).toMatchObject({
        code: "LOGIN_REQUIRED",
      });
    });

    it("saves the order's addresses and phone to the account when asked, and only then", async () => {
      const b = await customer("umzug");
      const berlin = { ...germanAddress, title: "Dr.", addressSuffix: "3. OG" };
      const hamburg = { ...germanAddress, street: "Elbchaussee 5", postalCode: "20095", city: "Hamburg" };
      await placeAs(b, (await cart(20)).cartId, { billingAddress: berlin, phone: "030 2222" });
      expect(await viewer(b)).toMatchObject({ phone: "0221 1111", billingAddress: { city: "Köln" } });

      const placed = await placeAs(b, (await cart(20)).cartId, {
        billingAddress: berlin,
        shippingAddress: hamburg,
        phone: "030 2222",
        saveNewAddress: true,
      });
      expect(placed.__typename).toBe("OrderPlaced");
      expect(await viewer(b)).toEqual({
        phone: "030 2222",
        billingAddress: {
          title: "Dr.",
          company: null,
          firstname: "Erika",
          lastname: "Muster",
          street: "Hauptstraße 1",
          postalCode: "10115",
          city: "Berlin",
          country: { id: "DE" },
          vatRegistrationNumber: null,
        },
        shippingAddress: {
          firstname: "Erika",
          street: "Elbchaussee 5",
          city: "Hamburg",
          country: { id: "DE" },
        },
      });

      // A business customer in Austria: the VAT id comes along; one address for both.
      const vienna = {
        ...germanAddress,
        company: "Wiener Teile GmbH",
        postalCode: "1010",
        city: "Wien",
        countryId: "AT",
        vatRegistrationNumber: "ATU12345678",
      };
      await placeAs(b, (await cart(20)).cartId, {
        isBusinessCustomer: true,
        billingAddress: vienna,
        saveNewAddress: true,
      });
      expect(await viewer(b)).toMatchObject({
        phone: null,
        billingAddress: { company: "Wiener Teile GmbH", city: "Wien", vatRegistrationNumber: "ATU12345678" },
        shippingAddress: null,
      });

      // An address the order takes but the account's rules do not (a city over 50 characters):
      // the order is placed, the account keeps what it had.
      const refused = await placeAs(b, (await cart(20)).cartId, {
        billingAddress: { ...germanAddress, city: "B".repeat(60) },
        saveNewAddress: true,
      });
      expect(refused.__typename).toBe("OrderPlaced");
      expect((await viewer(b)).billingAddress.city).toBe("Wien");
    });

    it("signs the order's e-mail up for the newsletter once, with the billing names", async () => {
      const b = await customer("leserin");
      const { cartId } = await cart(20);
      const input = orderInput(cartId, {
        email: "leserin@example.com",
        billingAddress: { ...germanAddress, title: "Frau" },
        signupToNewsletter: true,
      });
      const placed = await b.call<Json>(PLACE, { input });
      expect(placed.data.__typename).toBe("OrderPlaced");
      expect(await submissionsFor("leserin@example.com")).toEqual([
        {
          kind: "newsletter",
          fields: {
            subject: "Newsletteranmeldung",
            salutation: "Frau",
            firstName: "Erika",
            lastName: "Muster",
            mail: "leserin@example.com",
            confirmation: "true",
            message: [
              "Bitte nehmen Sie mich in den Newsletter von Druckwerk auf.",
              "Frau Erika Muster",
              "E-Mail: leserin@example.com",
              "Einwilligung in die Verarbeitung meiner Daten: ja",
            ].join("\n"),
          },
        },
      ]);
      const mail = outboxMails(shop.dataDir).find(
        (text) => text.includes("[Newsletteranmeldung]") && text.includes("Reply-To: leserin@example.com"),
      );
      expect(mail).toContain("salutation: Frau");
      // The same cart submitted again answers the order and signs up no second time.
      expect((await b.call<Json>(PLACE, { input })).data.order.id).toBe(placed.data.order.id);
      expect(await submissionsFor("leserin@example.com")).toHaveLength(1);

      // A guest without a title is signed up with a neutral salutation; saveNewAddress needs an account.
      const before = shop.upstreamCalls.length;
      const guest = await placeOrder((await cart(20)).cartId, {
        email: "gast-leser@example.com",
        signupToNewsletter: true,
        saveNewAddress: true,
      });
      expect(guest.__typename).toBe("OrderPlaced");
      expect((await submissionsFor("gast-leser@example.com"))[0]?.fields.salutation).toBe("Keine Angabe");
      expect(shop.upstreamCalls.slice(before)).not.toContain("PUT /auth/user/details");
    });

    const ORDERS = `query ($first: Int, $after: String) { viewer { orders(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id number createdAt legacy } } } } }`;
    const READ = "query ($id: ID!) { order(id: $id) { id number paymentStatus } }";
    const REORDER = `mutation ($orderId: ID!, $key: String) { reorder(orderId: $orderId, idempotencyKey: $key) {
      __typename ... on OrderPlaced { priceChanged paymentLink order { ${ORDER} } }
      ... on CheckoutError { code message } } }`;
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await shop.database.db.execute(query)) as unknown as { rows: Json[] }).rows;

    it("answers a customer's order to that customer only, and lists each of 120 orders once, newest first", async () => {
      const a = await customer("kundin-a");
      const b = await customer("kunde-b");
      const placedA = await placeAs(a, (await cart(20)).cartId, { email: "kundin-a@example.com" });
      const placedB = await placeAs(b, (await cart(20)).cartId, { email: "kunde-b@example.com" });
      expect((await a.call<Json>(READ, { id: placedA.order.id })).data.id).toBe(placedA.order.id);
      // Customer A reading B's order gets what a missing order gets; so does a guest.
      expect((await a.call(READ, { id: placedB.order.id })).data).toBeNull();
      expect(await ask(READ, { id: placedA.order.id })).toBeNull();
      expect((await a.get(placedB.order.documentUrl)).status).toBe(404);
      expect((await b.get(placedB.order.documentUrl)).status).toBe(200);

      // 119 more of A's orders, copies of the first (numbers far above the shop's), 40 of them
      // sharing one moment: the id orders those.
      await shop.database.db.execute(sql`
        insert into checkout.orders (id, order_number, year, seq, status, payment_status, payment_method, email,
          phone, billing_address, shipping_address, business_customer, vat_id, user_id, language,
          reference_number, shipping_method, lines, totals, gross_cents, tax_rule, voucher_code, cart_id, created_at)
        select gen_random_uuid(), 'DW-1999-' || lpad(n::text, 6, '0'), 1999, n, status, payment_status,
          payment_method, email, phone, billing_address, shipping_address, business_customer, vat_id, user_id,
          language, reference_number, shipping_method, lines, totals, gross_cents, tax_rule, voucher_code,
          gen_random_uuid(), created_at - make_interval(secs => case when n <= 40 then 5 else n end)
        from checkout.orders, generate_series(1, 119) as n where id = ${placedA.order.id}`);

      const seen: Json[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: Json = (await a.call<Json>(ORDERS, { first: 7, after })).data.orders;
        expect(page.totalCount).toBe(120);
        seen.push(...page.edges.map((edge: Json) => edge.node));
        pages++;
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(pages).toBe(Math.ceil(120 / 7));
      expect(new Set(seen.map((order) => order.id)).size).toBe(120);
      expect(seen[0].id).toBe(placedA.order.id);
      const expected = await rows(
        sql`select id from checkout.orders where user_id = (select user_id from checkout.orders where id = ${placedA.order.id})
            order by created_at desc, id desc`,
      );
      expect(seen.map((order) => order.id)).toEqual(expected.map((row) => row.id));
      expect(seen.map((order) => order.id)).not.toContain(placedB.order.id);
      // `first` is capped at 50; a foreign cursor is refused.
      expect((await a.call<Json>(ORDERS, { first: 500 })).data.orders.edges).toHaveLength(50);
      expect((await b.call<Json>(ORDERS, {})).data.orders).toMatchObject({
        totalCount: 1,
        edges: [{ node: { id: placedB.order.id } }],
      });
    });

    it("orders a paid order again at today's prices, once per idempotency key, and refuses the rest", async () => {
      const a = await customer("wieder");
      const stranger = await customer("fremder");
      const placed = await placeAs(a, (await cart(20)).cartId, {
        email: "wieder@example.com",
        shippingMethodId: "DE-express",
        referenceNumber: "PO-9",
      });
      const source = placed.order;
      // Unpaid: not yet.
      expect((await a.call(REORDER, { orderId: source.id })).data).toMatchObject({
        code: "ORDER_NOT_REORDERABLE",
      });
      // Staff book the transfer (the back office is not built: straight in the table).
      await shop.database.db.execute(
        sql`update checkout.orders set payment_status = 'PAYMENT_RECEIVED' where id = ${source.id}`,
      );
      expect((await stranger.call(REORDER, { orderId: source.id })).data).toMatchObject({
        code: "ORDER_NOT_FOUND",
      });
      expect(await ask(REORDER, { orderId: source.id })).toMatchObject({ code: "LOGIN_REQUIRED" });

      const key = "7d7f6c1e-double-click";
      const [first, second] = await Promise.all([
        a.call<Json>(REORDER, { orderId: source.id, key }),
        a.call<Json>(REORDER, { orderId: source.id, key }),
      ]);
      expect(first.data.__typename).toBe("OrderPlaced");
      const again = first.data.order;
      expect(second.data.order.id).toBe(again.id);
      expect(again.id).not.toBe(source.id);
      expect(again).toMatchObject({
        status: "ORDER_RECEIVED",
        paymentStatus: "PAYMENT_PENDING",
        paymentMethod: source.paymentMethod,
        referenceNumber: "PO-9",
        billingAddress: source.billingAddress,
        shippingAddress: source.shippingAddress,
        shippingMethod: source.shippingMethod,
        items: source.items,
        totals: source.totals,
      });
      expect(first.data.priceChanged).toBe(false);
      // Numbers stay gap-free: the re-order took the next one, and the next order the one after.
      const seq = (number: string) => Number(number.slice(-6));
      const next = await placeAs(a, (await cart(1)).cartId, { email: "wieder@example.com" });
      expect(seq(next.order.number)).toBe(seq(again.number) + 1);
      const mail = await eventually(
        () =>
          outboxMails(shop.dataDir).find(
            (text) => text.includes("To: wieder@example.com") && text.includes(again.number),
          ),
        "the re-order's confirmation",
      );
      expect(mail).toContain(`Auftragsbestaetigung-${again.number}.pdf`);
      expect(mail).toMatch(/Content-Type: application\/pdf/);
      // An unpaid order is not ordered again, whatever the key; a new key orders again.
      expect((await a.call(REORDER, { orderId: next.order.id, key })).data).toMatchObject({
        code: "ORDER_NOT_REORDERABLE",
      });
      const third = await a.call<Json>(REORDER, { orderId: source.id, key: "another-click" });
      expect(third.data.order.id).not.toBe(again.id);

      // A quote is ordered by its own route, not again.
      const quote = await placeAs(a, (await cart(20)).cartId, {
        paymentMethod: "QUOTE",
        email: "wieder@example.com",
      });
      await shop.database.db.execute(
        sql`update checkout.orders set payment_status = 'PAYMENT_RECEIVED' where id = ${quote.order.id}`,
      );
      expect((await a.call(REORDER, { orderId: quote.order.id })).data).toMatchObject({
        code: "ORDER_NOT_REORDERABLE",
      });
    });
  });
});

import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { importLegacyOrders, legacyOrdersFileSchema } from "@druckwerk/checkout";
import { orderErrorCodes } from "@druckwerk/checkout/contract";
import { priceOrder } from "@druckwerk/checkout/order-rules";
import { openDatabase } from "@druckwerk/platform";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../tools/outbox";
import { germanAddress } from "./addresses";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel, type Json, json } from "./rest-client";

const sampleFile = fileURLToPath(
  new URL("../../packages/checkout/legacy-orders.sample.json", import.meta.url),
);
/** The shipped sample's two orders: a guest's (Berlin) and one to give a customer (Hamburg/Vienna). */
function legacySample() {
  const [guestOrder, customerOrder] = legacyOrdersFileSchema.parse(
    JSON.parse(readFileSync(sampleFile, "utf8")),
  ).orders;
  if (!guestOrder || !customerOrder) throw new Error("the sample has two orders");
  return [guestOrder, customerOrder] as const;
}

describe.each(testDatabaseKinds())("orders over REST (%s)", (kind) => {
  let shop: TestShop;
  let objectId: string;
  let countries: Json[];
  const url = (path: string) => `${shop.servicesUrl}${path}`;

  beforeAll(async () => {
    shop = await startTestShop(kind);
    objectId = await analysedModel(shop.servicesUrl, models.block(), "block.stl");
    countries = (await json(url("/shipping/countries"))).body.shippingCountries;
  });
  afterAll(() => shop?.stop());

  /** A cart with the block in PA12 at `quantity`; answers its id and the priced items. */
  async function cart(quantity = 1): Promise<{ cartId: string; items: Json[] }> {
    const cartId = (await json(url("/checkout/cart"), { method: "POST" })).body._id;
    const added = await json(url(`/checkout/cart/${cartId}/item`), {
      method: "POST",
      json: {
        items: [
          {
            referencedId: objectId,
            givenUnitOfLength: "mm",
            scale: 1,
            quantity,
            colorId: "sls-pa12-white-white",
            finishId: "sls-pa12-white-raw",
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    return { cartId, items: added.body.cart.items };
  }

  const checkout = (
    cartId: string,
    over: Record<string, unknown> = {},
    details: Record<string, unknown> = {},
  ) =>
    json(url("/checkout/order/checkout"), {
      method: "POST",
      json: {
        cartId,
        isBusinessCustomer: false,
        paymentDetails: {
          email: "erika@example.com",
          phone: "030 1234567",
          billingPaymentMethod: "prepaid",
          billingAddress: germanAddress,
          isBillingAndShippingEqual: true,
          shippingMethodId: "standard",
          ...details,
        },
        ...over,
      },
    });

  const country = (code: string) => countries.find((c) => c.countryCode === code);
  const mailsTo = (address: string) =>
    outboxMails(shop.dataDir).filter((mail) => mail.includes(`To: ${address}`));
  const seqOf = (orderNumber: string) => Number(orderNumber.slice(-6));

  it("places a guest's prepaid order at the money rules' total, empties the cart and mails the confirmation", async () => {
    const { cartId, items } = await cart(20);
    const placed = await checkout(cartId, {}, { email: "guest@example.com" });
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    const de = country("DE");
    const expected = priceOrder({
      lines: items.map((item) => ({ priceCents: item.priceCents })),
      country: de,
      customer: { kind: "private" },
      shippingMethod: { shippingMethodId: "standard", priceCents: de.shippingMethods[0].priceCents },
      voucher: null,
      at: new Date(),
    }).total;
    expect(order.totals).toEqual(expected);
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^DW-\d{4}-\d{6}$/),
      orderStatus: "ORDER_RECEIVED",
      paymentStatus: "PAYMENT_PENDING",
      legacyOrder: false,
      amountTotal: expected.gross,
      positionPrice: expected.positionNet,
      smallOrderSurcharge: 0,
      billingInformation: { lastname: "Muster", country: "Deutschland", paymentMethod: "prepaid" },
      items: [{ name: "block", quantity: 20, lineNetCents: items[0].priceCents }],
    });
    expect(placed.body).toMatchObject({ paymentLink: null, priceChanged: false, totalCents: expected.gross });

    expect((await json(url(`/checkout/cart/${cartId}`))).body.items).toEqual([]);
    const token = `?token=${placed.body.accessToken}`;
    expect((await json(url(`/checkout/order/${order._id}${token}`))).body).toEqual(order);
    const pdf = await fetch(url(`/checkout/order/${order._id}/document.pdf${token}`));
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const mail = await eventually(() => mailsTo("guest@example.com")[0], "the confirmation");
    expect(mail).toContain(order.orderNumber);
    expect(mail).toMatch(/Content-Type: application\/pdf/);
  });

  it("places one order, with one number, for 20 parallel checkouts of one cart", async () => {
    const { cartId } = await cart(20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(cartId)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.order.orderNumber)).size).toBe(1);
  });

  it("numbers orders without gaps, each later order higher", async () => {
    const carts = await Promise.all(Array.from({ length: 5 }, () => cart(20)));
    const numbers = (await Promise.all(carts.map(({ cartId }) => checkout(cartId)))).map(
      (a) => a.body.order.orderNumber,
    );
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    const next = await checkout((await cart(20)).cartId);
    expect(seqOf(next.body.order.orderNumber)).toBe((seqs.at(-1) ?? 0) + 1);
  });

  it("redeems a voucher with maxUsage 1 for exactly one of 5 parallel orders, losing no number", async () => {
    await shop.database.db.execute(
      sql`insert into checkout.discounts (code, type, value, max_usage) values ('EinMal', 'percentage', 10, 1)`,
    );
    const carts = await Promise.all(Array.from({ length: 5 }, () => cart(20)));
    const validated = await json(url("/checkout/order/validate-discount"), {
      method: "POST",
      json: { code: "einmal", cartId: carts[0]?.cartId, isBusinessCustomer: false },
    });
    expect(validated.body).toMatchObject({
      code: "EinMal",
      usageCount: 0,
      usageLeft: 1,
      minValueReached: true,
    });
    const answers = await Promise.all(
      carts.map(({ cartId }) => checkout(cartId, { discountId: validated.body._id })),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body.order.discount).toMatchObject({ code: "EinMal" });
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe("DISCOUNT_NOT_VALID");
    }
    // The refused carts keep their items and order without the voucher, numbered on without a gap.
    const refusedCart = carts[answers.findIndex((a) => a.status !== 201)];
    const later = await checkout(refusedCart?.cartId ?? "");
    expect(later.status).toBe(201);
    expect(seqOf(later.body.order.orderNumber)).toBe(seqOf(placed[0]?.body.order.orderNumber) + 1);
  });

  it("answers the seeded vouchers for the voucher modal, and 404 for an unknown one", async () => {
    const { cartId } = await cart(1);
    const validate = (code: string) =>
      json(url("/checkout/order/validate-discount"), { method: "POST", json: { code, cartId } });
    const min50 = await validate("min50");
    expect(min50.status).toBe(200);
    // One block: 500 net, 595 gross; MIN50 needs 50.00.
    expect(min50.body).toMatchObject({
      minValueReached: false,
      remainingCents: 5000 - 595,
      rules: { minValue: 5000 },
    });
    expect((await validate("WILLKOMMEN10")).body).toMatchObject({
      type: "percentage",
      value: 10,
      minValueReached: true,
    });
    // Five euro off the goods as the private customer reads them: raised to 30.00 by the surcharge.
    expect((await validate("fuenf")).body).toMatchObject({
      type: "absolute",
      calculatedTaxes: { totalPrice: 500 },
    });
    const free = await validate("VERSANDFREI");
    expect(free.body.rules.freeShipping).toBe(true);
    const placed = await checkout(cartId, { discountId: free.body._id });
    expect(placed.body.order.totals).toMatchObject({ shippingNet: 0, shippingGross: 0, discountNet: 0 });
    expect(placed.body.order.discount).toMatchObject({ code: "VERSANDFREI" });
    const unknown = await validate("GIBTSNICHT");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("DISCOUNT_NOT_VALID");
  });

  it("places the order at the server's price and says so when the shopper saw another total", async () => {
    const { cartId } = await cart(20);
    const answer = await checkout(cartId, { expectedTotalCents: 1 });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      priceChanged: true,
      expectedTotalCents: 1,
      totalCents: answer.body.order.amountTotal,
    });
    expect(answer.body.totalCents).toBeGreaterThan(1);
  });

  it("refuses invoice to a guest and to drawings, and gives it to a signed-in German customer", async () => {
    const guest = await checkout((await cart(20)).cartId, {}, { billingPaymentMethod: "invoice" });
    expect(guest.status).toBe(422);
    expect(guest.body.error).toMatchObject({
      code: "PAYMENT_METHOD_NOT_AVAILABLE",
      details: { reason: "LOGIN_REQUIRED" },
    });
    expect(orderErrorCodes).toContain(guest.body.error.code);

    const { cartId, items } = await cart(20);
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4 drawing"]), "Zeichnung.pdf");
    await fetch(url(`/checkout/cart/${cartId}/item/${items[0]._id}/attachments`), {
      method: "POST",
      body: form,
    });
    const prepaid = await checkout(cartId, { userId: "user-1" });
    expect(prepaid.body.error).toMatchObject({
      code: "PAYMENT_METHOD_NOT_AVAILABLE",
      details: { reason: "ATTACHMENTS" },
    });

    const customer = await checkout(
      (await cart(20)).cartId,
      { userId: "user-1" },
      { billingPaymentMethod: "invoice" },
    );
    expect(customer.status).toBe(201);
    expect(customer.body.order.billingInformation.paymentMethod).toBe("invoice");
  });

  it("keeps a line's drawings under the order, served by name after the cart was emptied", async () => {
    const { cartId, items } = await cart(20);
    const drawing = "%PDF-1.4 drawing of the bracket";
    const form = new FormData();
    form.append("file", new Blob([drawing]), "Halter (rev 2).pdf");
    const attached = await fetch(url(`/checkout/cart/${cartId}/item/${items[0]._id}/attachments`), {
      method: "POST",
      body: form,
    });
    const cartPath = ((await attached.json()) as Json).attachments[0];
    expect((await fetch(url(cartPath))).status).toBe(200);

    // Drawings are quoted first. Of five parallel checkouts one places the order; the others'
    // copies of the drawing are removed again.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => checkout(cartId, { userId: "user-1", quote: true })),
    );
    const placed = answers.find((answer) => answer.status === 201);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const { order } = placed?.body ?? {};
    expect(readdirSync(path.join(shop.dataDir, "files", "checkout", "orders"))).toEqual([order._id]);
    const orderPath = `/checkout/order/${order._id}/items/0/attachments/0`;
    expect(order.items[0]).toMatchObject({
      attachments: [orderPath],
      attachmentNames: ["Halter_rev_2_.pdf"],
    });
    const owner = "?userId=user-1";
    expect((await json(url(`/checkout/order/${order._id}${owner}`))).body.items[0].attachments).toEqual([
      orderPath,
    ]);

    // The cart's items are gone, and with them the cart's route to the file.
    expect((await json(url(`/checkout/cart/${cartId}`))).body.items).toEqual([]);
    expect((await fetch(url(cartPath))).status).toBe(404);
    expect((await fetch(url(orderPath))).status).toBe(404); // only its customer reads it
    const file = await fetch(url(`${orderPath}${owner}`));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="Halter_rev_2_.pdf"');
    expect(await file.text()).toBe(drawing);
    for (const missing of ["items/0/attachments/1", "items/1/attachments/0"]) {
      const answer = await json(url(`/checkout/order/${order._id}/${missing}${owner}`));
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("ORDER_NOT_FOUND");
    }
  });

  it("names the address fields at fault", async () => {
    const answer = await checkout(
      (await cart(1)).cartId,
      {},
      { billingAddress: { ...germanAddress, postalCode: "1234", city: "" } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("INVALID_ADDRESS");
    expect(answer.body.error.details.fields.map((f: Json) => f.field).sort()).toEqual([
      "billingAddress.city",
      "billingAddress.postalCode",
    ]);
  });

  it("charges an Austrian business customer with a VAT id no tax (reverse charge)", async () => {
    const answer = await checkout(
      (await cart(20)).cartId,
      { isBusinessCustomer: true },
      {
        billingAddress: {
          ...germanAddress,
          company: "Muster GmbH",
          postalCode: "1010",
          city: "Wien",
          countryId: "AT",
          vatRegistrationNumber: "ATU12345678",
        },
      },
    );
    expect(answer.status).toBe(201);
    const { totals } = answer.body.order;
    expect(totals).toMatchObject({ taxRate: 0, tax: 0, gross: totals.net });
    expect(totals.shippingNet).toBe(country("AT").shippingMethods[0].priceCents);
  });

  it("raises an order under 30 euro by the small-order surcharge", async () => {
    const answer = await checkout((await cart(1)).cartId);
    const { order } = answer.body;
    expect(order.smallOrderSurcharge).toBeGreaterThan(0);
    expect(order.totals.positionGross + order.totals.surchargeGross).toBe(3000);
  });

  describe("legacy orders of the partner shop", () => {
    const customerId = "legacy-customer-1";
    beforeAll(async () => {
      const [guestOrder, customerOrder] = legacySample();
      const report = await importLegacyOrders(shop.database.db, [
        guestOrder,
        { ...customerOrder, userId: customerId },
      ]);
      expect(report).toEqual({ imported: 2, updated: 0, conflicts: [] });
    });
    const track = (query: string) => json(url(`/rest_api/trackorder.php?${query}`));

    it("tracks one only by its number and a postal code or its e-mail, as the legacy endpoint did", async () => {
      const found = await track("id=JM-104711&postcode=10115");
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({
        id: "JM-104711",
        publicStatus_de: "Versendet",
        prodTime: 5,
        shipTime: 2,
        shipStreet: "Hauptstraße",
        shipHouseNumber: "1",
        eMail: "erika@example.com",
        priceBrutto: 148.75,
        shipCost: 5.95,
        methodForm_de: "Vorkasse",
      });
      // The billing address's postal code, or the e-mail in any case, do as well.
      expect((await track("id=JM-104802&postcode=1010")).status).toBe(200);
      expect((await track("id=JM-104711&eMail=ERIKA@example.com")).status).toBe(200);
      for (const wrong of ["id=JM-104711&postcode=10117", "id=JM-104711", "id=JM-999999&postcode=10115"]) {
        const refused = await track(wrong);
        expect(refused.status).toBe(404);
        expect(refused.body.error.code).toBe("ORDER_NOT_FOUND");
      }
    });

    it("lists a customer's legacy orders, among their orders too, and neither re-orders nor pays them", async () => {
      const legacy = await json(url(`/ProfileOrdersGet.php?userId=${customerId}`));
      expect(legacy.body.orders.map((order: Json) => order.id)).toEqual(["JM-104802"]);
      const listed = await json(url(`/checkout/order/user?userId=${customerId}`));
      expect(listed.body).toMatchObject({ totalCount: 1, next: null });
      const [id] = listed.body.ids;
      expect(listed.body.orders[id]).toMatchObject({
        orderNumber: "JM-104802",
        legacyOrder: true,
        orderStatus: "IN_PRODUCTION",
        paymentStatus: "PAYMENT_RECEIVED",
        amountTotal: 6120,
        shippingTotal: 1190,
        estimatedProductionTimeDays: 7,
        billingInformation: { paymentMethod: "paypal", street: "Lindenweg 3", countryId: "AT" },
      });
      const again = await json(url(`/checkout/order/${id}`), {
        method: "POST",
        json: { userId: customerId },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({
        code: "ORDER_NOT_REORDERABLE",
        details: { reason: "LEGACY" },
      });
      const payNow = await json(url(`/checkout/order/${id}/payment-details`), {
        method: "PUT",
        json: { billingPaymentMethod: "paypal", userId: customerId },
      });
      expect(payNow.body.error.code).toBe("ORDER_NOT_PAYABLE");
    });

    it("updates imported orders on a second import and never overwrites one of Druckwerk's", async () => {
      const placed = await checkout((await cart(20)).cartId);
      const [first] = legacySample();
      const report = await importLegacyOrders(shop.database.db, [
        { ...first, publicStatus_de: "Storniert" },
        { ...first, id: placed.body.order.orderNumber },
      ]);
      expect(report).toEqual({ imported: 0, updated: 1, conflicts: [placed.body.order.orderNumber] });
      expect((await track("id=JM-104711&postcode=10115")).body.publicStatus_de).toBe("Storniert");
      const own = await json(
        url(`/checkout/order/${placed.body.order._id}?token=${placed.body.accessToken}`),
      );
      expect(own.body).toMatchObject({ legacyOrder: false, orderStatus: "ORDER_RECEIVED" });
    });
  });

  describe("PayPal through the simulated provider", () => {
    /** A PayPal order, approved on the simulator's page: its id and PayPal's token. */
    async function approvedPayPalOrder(email: string) {
      const placed = await checkout((await cart(20)).cartId, {}, { billingPaymentMethod: "paypal", email });
      expect(placed.status).toBe(201);
      const approved = await fetch(`${placed.body.paymentLink}/approve`, {
        method: "POST",
        redirect: "manual",
      });
      const returnUrl = new URL(approved.headers.get("location") ?? "");
      expect(returnUrl.pathname).toBe(`/order-complete/${placed.body.order._id}`);
      return {
        orderId: placed.body.order._id,
        token: returnUrl.searchParams.get("token") ?? "",
        read: `?token=${placed.body.accessToken}`,
      };
    }

    const callback = (token: string) =>
      json(url("/checkout/order/checkout/callback"), {
        method: "POST",
        json: { token, PayerID: "P", success: true },
      });
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await shop.database.db.execute(query)) as unknown as { rows: Json[] }).rows;
    const eventsFor = (token: string) =>
      rows(sql`select type from checkout.payment_events where provider_order_id = ${token}`);

    async function expectPaidOnce(orderId: string, token: string, read: string, email: string) {
      // The simulator posts the approval and the capture as webhooks; both are recorded once acted on.
      await eventually(async () => (await eventsFor(token)).length === 2, "both webhooks");
      expect((await json(url(`/checkout/order/${orderId}${read}`))).body.paymentStatus).toBe(
        "PAYMENT_RECEIVED",
      );
      const payments = await rows(
        sql`select capture_id, status from checkout.payments where order_id = ${orderId}`,
      );
      expect(payments).toEqual([{ capture_id: expect.any(String), status: "COMPLETED" }]);
      await eventually(() => mailsTo(email).length === 2, "the confirmation and the payment mail");
      expect(mailsTo(email).filter((mail) => !mail.includes("application/pdf"))).toHaveLength(1);
    }

    it("captures once when the return callback races the webhooks, each twice", async () => {
      const { orderId, token, read } = await approvedPayPalOrder("race@example.com");
      const answers = await Promise.all([callback(token), callback(token)]);
      expect(answers.map((a) => a.body.paymentStatus)).toEqual(["PAYMENT_RECEIVED", "PAYMENT_RECEIVED"]);
      await expectPaidOnce(orderId, token, read, "race@example.com");
    });

    it("captures once when the webhooks come first and the callback twice after", async () => {
      const { orderId, token, read } = await approvedPayPalOrder("late@example.com");
      await eventually(
        async () =>
          (await json(url(`/checkout/order/${orderId}${read}`))).body.paymentStatus === "PAYMENT_RECEIVED",
        "the webhook's capture",
      );
      const answers = await Promise.all([callback(token), callback(token)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await expectPaidOnce(orderId, token, read, "late@example.com");
    });

    it("leaves the order open after a cancelled approval, and pays it later with a new payment", async () => {
      const placed = await checkout((await cart(20)).cartId, {}, { billingPaymentMethod: "paypal" });
      const cancelled = await fetch(`${placed.body.paymentLink}/cancel`, {
        method: "POST",
        redirect: "manual",
      });
      const token = new URL(cancelled.headers.get("location") ?? "").searchParams.get("token") ?? "";
      const failed = await json(url("/checkout/order/checkout/callback"), {
        method: "POST",
        json: { token, success: false },
      });
      expect(failed.body).toMatchObject({ orderStatus: "ORDER_RECEIVED", paymentStatus: "PAYMENT_PENDING" });
      const payNow = (token?: string) =>
        json(url(`/checkout/order/${placed.body.order._id}/payment-details`), {
          method: "PUT",
          json: { billingPaymentMethod: "paypal", token },
        });
      // A guest's order is changed with its token only.
      expect((await payNow()).status).toBe(404);
      const paid = await payNow(placed.body.accessToken);
      expect(paid.status).toBe(200);
      expect(paid.body.paymentLink).not.toBe(placed.body.paymentLink);
    });
  });
});

describe("the legacy import command", () => {
  it("imports the shipped sample into a fresh database, and again without adding anything", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-legacy-"));
    const root = fileURLToPath(new URL("../..", import.meta.url));
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "src/legacy-import.ts"], {
        cwd: path.join(root, "packages/checkout"),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: root },
      });
    try {
      expect((await run()).stdout).toMatch(/2 added, 0 updated/);
      expect((await run()).stdout).toMatch(/0 added, 2 updated/);
      const database = await openDatabase({ dataDir: path.join(dataDir, "pg") });
      const { rows } = (await database.db.execute(
        sql`select order_number, legacy from checkout.orders order by order_number`,
      )) as unknown as { rows: Json[] };
      await database.close();
      expect(rows).toEqual([
        { order_number: "JM-104711", legacy: true },
        { order_number: "JM-104802", legacy: true },
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

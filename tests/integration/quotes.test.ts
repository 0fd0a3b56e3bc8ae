import { expireQuotes } from "@druckwerk/checkout";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../tools/outbox";
import { germanAddress } from "./addresses";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel, type Json, json } from "./rest-client";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("quotes (%s)", (kind) => {
  let shop: TestShop;
  let objectId: string;
  const url = (path: string) => `${shop.servicesUrl}${path}`;

  beforeAll(async () => {
    shop = await startTestShop(kind, { QUOTE_VALID_DAYS: "14" });
    objectId = await analysedModel(shop.servicesUrl, models.block(), "block.stl");
  });
  afterAll(() => shop?.stop());

  const rows = async (query: ReturnType<typeof sql>) =>
    ((await shop.database.db.execute(query)) as unknown as { rows: Json[] }).rows;
  const mailsTo = (address: string) =>
    outboxMails(shop.dataDir).filter((mail) => mail.includes(`To: ${address}`));

  /** A cart with the block in PA12 (20 pieces): its id and the price the pricing service gives today. */
  async function blockCart(): Promise<{ cartId: string; lineNetCents: number }> {
    const cartId = (await json(url("/checkout/cart"), { method: "POST" })).body._id;
    const added = await json(url(`/checkout/cart/${cartId}/item`), {
      method: "POST",
      json: {
        items: [
          {
            referencedId: objectId,
            givenUnitOfLength: "mm",
            scale: 1,
            quantity: 20,
            colorId: "sls-pa12-white-white",
            finishId: "sls-pa12-white-raw",
          },
        ],
      },
    });
    expect(added.status).toBe(201);
    return { cartId, lineNetCents: added.body.cart.items[0].pricing.netPrice };
  }

  /** A quote of the block requested by customer `userId`, mailed to `email`. */
  async function quote(userId: string, email: string): Promise<Json> {
    const { cartId } = await blockCart();
    const placed = await json(url("/checkout/order/checkout"), {
      method: "POST",
      json: {
        cartId,
        isBusinessCustomer: false,
        quote: true,
        userId,
        paymentDetails: {
          email,
          billingPaymentMethod: "prepaid",
          billingAddress: germanAddress,
          isBillingAndShippingEqual: true,
          shippingMethodId: "standard",
        },
      },
    });
    expect(placed.status).toBe(201);
    await eventually(() => mailsTo(email).length === 1, "the quote mail");
    return placed.body;
  }

  const accept = (orderId: string, body: Record<string, unknown>) =>
    json(url(`/checkout/order/${orderId}/accept-quote`), { method: "POST", json: body });
  const read = async (orderId: string, reader: string) =>
    (await json(url(`/checkout/order/${orderId}?${reader}`))).body;
  const auditOf = (orderId: string) =>
    rows(
      sql`select actor_id, actor_name, before, after from checkout.audit_events where subject_id = ${orderId} order by at`,
    );

  it("is valid QUOTE_VALID_DAYS, and its mail links the page that accepts it", async () => {
    const { order } = await quote("user-valid", "valid@example.com");
    expect(order).toMatchObject({ orderStatus: "QUOTE_GENERATED", isQuote: true, quote: { state: "open" } });
    expect(Date.parse(order.quote.validUntil) - Date.parse(order.createdAt)).toBe(14 * DAY_MS);
    const [mail = ""] = mailsTo("valid@example.com");
    const text = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(text).toContain(`/accept-quote/${order._id}`);
    expect(text).toContain("Angebot annehmen");
  });

  it("accepts at exactly the quoted prices (never priced again), mails the confirmation and records who", async () => {
    const { order } = await quote("user-price", "price@example.com");
    // The catalogue's PA12 gets dearer after the quote was made; like every catalogue change, it is
    // recorded as an import, which tells the pricing service to read the catalogue again.
    await shop.database.db.execute(
      sql`update pricing.print_modes set handling_cents_per_piece = handling_cents_per_piece + 500 where id = (select print_mode_id from pricing.colors where id = 'sls-pa12-white-white')`,
    );
    await shop.database.db.execute(
      sql`insert into pricing.catalog_imports (source, hash, changes) values ('quotes test: PA12 dearer', 'test', '{}')`,
    );
    const today = await blockCart();
    expect(today.lineNetCents).toBeGreaterThan(order.items[0].lineNetCents);
    const accepted = await accept(order._id, { billingPaymentMethod: "prepaid", userId: "user-price" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.paymentLink).toBeNull();
    expect(accepted.body.order).toMatchObject({
      _id: order._id,
      orderNumber: order.orderNumber,
      orderStatus: "ORDER_RECEIVED",
      paymentStatus: "PAYMENT_PENDING",
      isQuote: false,
      items: order.items,
      quote: { validUntil: order.quote.validUntil, state: "accepted" },
      totals: order.totals,
      amountTotal: order.amountTotal,
      bankTransfer: { amountCents: order.amountTotal, reference: order.orderNumber },
    });
    expect(accepted.body.order.billingInformation.paymentMethod).toBe("prepaid");

    await eventually(() => mailsTo("price@example.com").length === 2, "the order confirmation");
    const confirmation = mailsTo("price@example.com")[1] ?? "";
    expect(confirmation).toContain(`Subject: Ihre Bestellung ${order.orderNumber}`);
    expect(confirmation).toContain(`Auftragsbestaetigung-${order.orderNumber}.pdf`);
    expect(await auditOf(order._id)).toEqual([
      {
        actor_id: "user-price",
        actor_name: "customer",
        before: { status: "QUOTE_GENERATED", paymentMethod: "quote" },
        after: { status: "ORDER_RECEIVED", paymentMethod: "prepaid", quote: "accepted" },
      },
    ]);
  });

  it("accepts a quote once when five accepts race: one order, one confirmation", async () => {
    const { order } = await quote("user-race", "race@example.com");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        accept(order._id, { billingPaymentMethod: "prepaid", userId: "user-race" }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.code).toBe("QUOTE_ALREADY_ACCEPTED");
    }
    await eventually(() => mailsTo("race@example.com").length === 2, "the order confirmation");
    expect(await auditOf(order._id)).toHaveLength(1);
    expect(
      await rows(
        sql`select count(*)::int as n from checkout.orders where order_number = ${order.orderNumber}`,
      ),
    ).toEqual([{ n: 1 }]);
    // Mails are sent in the background: none more came after the settled one.
    expect(mailsTo("race@example.com")).toHaveLength(2);
  });

  it("refuses an expired quote, and the sweep cancels it as expired by the system", async () => {
    const { order } = await quote("user-late", "late@example.com");
    const accepted = await quote("user-late", "late2@example.com");
    expect(
      (await accept(accepted.order._id, { billingPaymentMethod: "prepaid", userId: "user-late" })).status,
    ).toBe(200);
    await shop.database.db.execute(
      sql`update checkout.orders set quote_valid_until = now() - interval '1 minute' where id in (${order._id}, ${accepted.order._id})`,
    );
    const refused = await accept(order._id, { billingPaymentMethod: "prepaid", userId: "user-late" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("QUOTE_EXPIRED");
    expect((await read(order._id, "userId=user-late")).quote.state).toBe("expired");

    const expired = await expireQuotes(shop.database.db, new Date());
    expect(expired).toContain(order.orderNumber);
    expect(expired).not.toContain(accepted.order.orderNumber);
    expect(await read(order._id, "userId=user-late")).toMatchObject({
      orderStatus: "ORDER_CANCELLED",
      quote: { state: "expired" },
    });
    expect((await read(accepted.order._id, "userId=user-late")).orderStatus).toBe("ORDER_RECEIVED");
    expect(await auditOf(order._id)).toEqual([
      {
        actor_id: "system",
        actor_name: "system",
        before: { status: "QUOTE_GENERATED" },
        after: { status: "ORDER_CANCELLED", reason: "quote expired" },
      },
    ]);
    expect(await expireQuotes(shop.database.db, new Date())).not.toContain(order.orderNumber);
    const again = await accept(order._id, { billingPaymentMethod: "prepaid", userId: "user-late" });
    expect(again.body.error.code).toBe("QUOTE_EXPIRED");
    // No mail tells of the expiry: the quote's own mail said until when it holds.
    expect(mailsTo("late@example.com")).toHaveLength(1);
  });

  it("answers someone else's quote and a wrong token as a missing order", async () => {
    const { order, accessToken } = await quote("user-owner", "owner@example.com");
    for (const reader of [{ userId: "user-stranger" }, { token: accessToken }, {}]) {
      const refused = await accept(order._id, { billingPaymentMethod: "prepaid", ...reader });
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe("ORDER_NOT_FOUND");
    }
    // A guest's quote (none is requested through the shop today) opens only with its own token.
    await shop.database.db.execute(sql`update checkout.orders set user_id = null where id = ${order._id}`);
    const wrong = await accept(order._id, { billingPaymentMethod: "prepaid", token: `${accessToken}x` });
    expect(wrong.body.error.code).toBe("ORDER_NOT_FOUND");
    const methods = await json(url(`/checkout/order/${order._id}/payment-methods?token=${accessToken}`));
    expect(methods.body.paymentMethods).toContainEqual({
      method: "invoice",
      available: false,
      reason: "LOGIN_REQUIRED",
    });
    const invoice = await accept(order._id, { billingPaymentMethod: "invoice", token: accessToken });
    expect(invoice.status).toBe(422);
    expect(invoice.body.error).toMatchObject({
      code: "PAYMENT_METHOD_NOT_AVAILABLE",
      details: { reason: "LOGIN_REQUIRED" },
    });
    const guest = await accept(order._id, { billingPaymentMethod: "prepaid", token: accessToken });
    expect(guest.status).toBe(200);
    expect((await auditOf(order._id))[0]).toMatchObject({
      actor_id: "guest",
      actor_name: "customer (guest)",
    });
  });

  it("accepts with PayPal through the approval flow and is paid by the capture", async () => {
    const { order } = await quote("user-paypal", "paypal@example.com");
    const methods = await json(url(`/checkout/order/${order._id}/payment-methods?userId=user-paypal`));
    expect(methods.body.paymentMethods.filter((m: Json) => m.available).map((m: Json) => m.method)).toEqual([
      "prepaid",
      "invoice",
      "paypal",
      "quote",
    ]);
    const accepted = await accept(order._id, { billingPaymentMethod: "paypal", userId: "user-paypal" });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({
      orderStatus: "ORDER_RECEIVED",
      paymentStatus: "PAYMENT_PENDING",
    });
    const approved = await fetch(`${accepted.body.paymentLink}/approve`, {
      method: "POST",
      redirect: "manual",
    });
    const returnUrl = new URL(approved.headers.get("location") ?? "");
    expect(returnUrl.pathname).toBe(`/order-complete/${order._id}`);
    const paid = await json(url("/checkout/order/checkout/callback"), {
      method: "POST",
      json: { token: returnUrl.searchParams.get("token"), PayerID: "P", success: true },
    });
    expect(paid.body).toMatchObject({
      _id: order._id,
      paymentStatus: "PAYMENT_RECEIVED",
      amountTotal: order.amountTotal,
    });
    await eventually(
      () => mailsTo("paypal@example.com").length === 3,
      "the confirmation and the payment mail",
    );
  });

  it("answers GraphQL's acceptQuote with typed refusals", async () => {
    const { order } = await quote("user-graphql", "graphql@example.com");
    const answer = await shop.graphql<{ acceptQuote: Json }>(
      `mutation ($id: ID!) {
        acceptQuote(orderId: $id, paymentMethod: PREPAID) {
          __typename
          ... on CheckoutError { code }
        }
      }`,
      { id: order._id },
    );
    expect(answer.data?.acceptQuote).toEqual({ __typename: "CheckoutError", code: "ORDER_NOT_FOUND" });
  });
});

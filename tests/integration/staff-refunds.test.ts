import { StaffStore } from "@druckwerk/auth";
import { LocalPayPal } from "@druckwerk/checkout/local-paypal";
import { PayPalProvider } from "@druckwerk/checkout/payment";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../tools/outbox";
import { type Browser, billingAddress, browser, signedInBrowser } from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

const STAFF_ORDER = `__typename
  ... on StaffOrder { order { id number status paymentStatus totals { gross } } refundable
    auditTrail { kind actorName fromPaymentStatus toPaymentStatus refundedCents } }
  ... on ErrorResult { code }`;
const GET = `query ($id: ID!) { staffOrder(id: $id) { ${STAFF_ORDER} } }`;
const REFUND = `mutation ($id: ID!) { refundOrder(orderId: $id) { ${STAFF_ORDER} } }`;
const CANCEL = `mutation ($id: ID!) {
  changeOrderStatus(orderId: $id, from: ORDER_RECEIVED, to: ORDER_CANCELLED) { __typename } }`;
const ITEMS = `query ($id: ID!) { staffOrder(id: $id) { ... on StaffOrder { items {
  line { printMode } printMode { id name features { minWallThickness } } thinnestWall wallThicknessImageUrl
  modelFile { originalFilename originalUrl analysis { thickness { min } } } } } } }`;
const CUSTOMER_ORDER = `query ($id: ID!) { order(id: $id) { paymentStatus } }`;

const ADMIN = { email: "chefin@druckwerk.test", name: "Anna Chefin", role: "admin" as const };
/** A name with umlauts, an apostrophe, brackets and spaces: the download keeps it exactly. */
const UPLOAD_NAME = "Gehäuse Deckel (v2) l'été.stl";

/**
 * Refunds of cancelled PayPal orders through the back office, against PayPal's client talking to a
 * local PayPal (the only stand-in: PayPal's servers); and what staff see of an ordered model.
 */
describe.each(testDatabaseKinds())("the back office's refunds and model details (%s)", (kind) => {
  let paypal: LocalPayPal;
  let shop: TestShop;
  let staff: Browser;
  let customer: Browser;
  let modelFileId = "";
  const uploaded = models.block();
  let client = 10;

  const asStaff = async (query: string, variables: Record<string, unknown> = {}) =>
    (await staff.call<Json>(query, variables)).data;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await shop.database.db.execute(query)) as unknown as { rows: Json[] }).rows;
  /** The mails to `email`, quoted-printable soft line breaks undone. */
  const mailsTo = (email: string) =>
    outboxMails(shop.dataDir)
      .filter((m) => m.includes(`To: ${email}`))
      .map((m) => m.replace(/=\r?\n/g, ""));
  /** The customer's refund mails about order `number`. */
  const refundMails = (number: string) =>
    mailsTo("rueckgabe@example.com").filter((m) => m.includes(number) && m.includes("erstattet"));

  beforeAll(async () => {
    paypal = await LocalPayPal.start();
    const payments = new PayPalProvider({ ...paypal.connection, brandName: "Druckwerk", timeoutMs: 5_000 });
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback" }, { payments });
    await new StaffStore(shop.database.db, 12).add({ ...ADMIN, password: "Werkstatt-Schluessel-1" });
    staff = browser(shop, "198.51.100.210");
    const login = await staff.call<Json>(
      `mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { __typename } }`,
      { email: ADMIN.email, password: "Werkstatt-Schluessel-1" },
    );
    expect(login.data.__typename).toBe("StaffLoginSucceeded");
    customer = await signedInBrowser(shop, "198.51.100.211", {
      username: "rueckgabe",
      email: "rueckgabe@example.com",
      billingAddress,
    });
    const upload = await customer.upload<{ uploadModel: Json }>(
      "mutation ($file: Upload!) { uploadModel(file: $file) { ... on UploadModelSuccess { task { id } modelFile { id } } } }",
      {},
      { bytes: uploaded, filename: UPLOAD_NAME },
    );
    const { task, modelFile } = upload.data?.uploadModel ?? {};
    await waitForTask(shop.servicesUrl, task.id);
    modelFileId = modelFile.id;
  });
  afterAll(async () => {
    await shop?.stop();
    await paypal?.close();
  });

  /** An order of the customer, 3 of the model at twice its size in PA12; PayPal ones approved and paid. */
  async function order(paymentMethod: "PAYPAL" | "PREPAID", pay = true) {
    const buy = async (query: string, variables: Record<string, unknown>) =>
      (await customer.call<Json>(query, variables)).data;
    const cartId = (await buy("mutation { createCart { id } }", {})).id;
    const item = {
      modelFileId,
      unitOfLength: "MM",
      scale: 2,
      quantity: 3,
      surfaceFinishId: "sls-pa12-white-raw",
      colorId: "sls-pa12-white-white",
    };
    await buy(
      "mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { __typename } }",
      { cartId, items: [item] },
    );
    const placed = await buy(
      `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on OrderPlaced { order { id number } paymentLink } } }`,
      {
        input: {
          cartId,
          email: "rueckgabe@example.com",
          paymentMethod,
          isBusinessCustomer: false,
          billingAddress,
          shippingMethodId: "standard",
        },
      },
    );
    expect(placed.__typename).toBe("OrderPlaced");
    const id: string = placed.order.id;
    if (paymentMethod === "PAYPAL" && pay) {
      const token = new URL(placed.paymentLink).searchParams.get("token") ?? "";
      paypal.approve(token);
      const callback = await fetch(`${shop.servicesUrl}/checkout/order/checkout/callback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, PayerID: "LOCALPAYER42", success: true }),
      });
      expect(((await callback.json()) as Json).paymentStatus).toBe("PAYMENT_RECEIVED");
    }
    return { id, number: placed.order.number as string };
  }
  const cancelled = async <T extends { id: string }>(placed: T) => {
    expect((await asStaff(CANCEL, { id: placed.id })).__typename).toBe("StaffOrder");
    return placed;
  };

  it("refunds a cancelled PayPal order once: PayPal pays back, the customer sees it and is mailed", async () => {
    const placed = await cancelled(await order("PAYPAL"));
    const before = await asStaff(GET, { id: placed.id });
    expect(before).toMatchObject({ refundable: true, order: { paymentStatus: "PAYMENT_RECEIVED" } });
    const refundsBefore = paypal.refundsMade;

    // Two clicks at once: one refund at PayPal, one answer with the order refunded.
    const answers = await Promise.all([
      asStaff(REFUND, { id: placed.id }),
      asStaff(REFUND, { id: placed.id }),
    ]);

    expect(paypal.refundsMade - refundsBefore).toBe(1);
    const refunded = answers.find((a) => a.__typename === "StaffOrder");
    expect(refunded).toMatchObject({ refundable: false, order: { paymentStatus: "PAYMENT_REFUNDED" } });
    expect(answers.filter((a) => a !== refunded)).toEqual([
      { __typename: "CheckoutError", code: "ORDER_ALREADY_REFUNDED" },
    ]);
    const payments = refunded.auditTrail.filter((e: Json) => e.kind === "PAYMENT");
    expect(payments).toEqual([
      {
        kind: "PAYMENT",
        actorName: "Anna Chefin",
        fromPaymentStatus: "PAYMENT_RECEIVED",
        toPaymentStatus: "PAYMENT_REFUNDED",
        refundedCents: before.order.totals.gross,
      },
    ]);
    // A later click refunds nothing either.
    expect(await asStaff(REFUND, { id: placed.id })).toMatchObject({ code: "ORDER_ALREADY_REFUNDED" });
    expect(paypal.refundsMade - refundsBefore).toBe(1);

    expect((await customer.call<Json>(CUSTOMER_ORDER, { id: placed.id })).data.paymentStatus).toBe(
      "PAYMENT_REFUNDED",
    );
    // In the order's language (German): one mail, sent by the call that refunded.
    await eventually(() => refundMails(placed.number).length > 0, "the refund mail");
    expect(refundMails(placed.number)).toHaveLength(1);
    expect(refundMails(placed.number)[0]).toContain("PayPal erstattet");
  });

  it("refuses what is not a paid, cancelled PayPal order, with stable codes", async () => {
    const prepaid = await cancelled(await order("PREPAID"));
    const unpaid = await cancelled(await order("PAYPAL", false));
    const running = await order("PAYPAL");
    const refundsBefore = paypal.refundsMade;

    expect(await asStaff(REFUND, { id: prepaid.id })).toEqual({
      __typename: "CheckoutError",
      code: "ORDER_NOT_PAYPAL",
    });
    expect(await asStaff(REFUND, { id: unpaid.id })).toEqual({
      __typename: "CheckoutError",
      code: "ORDER_NOT_PAID",
    });
    expect(await asStaff(REFUND, { id: running.id })).toEqual({
      __typename: "CheckoutError",
      code: "ORDER_NOT_CANCELLED",
    });
    expect(await asStaff(REFUND, { id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      code: "ORDER_NOT_FOUND",
    });
    for (const placed of [prepaid, unpaid, running]) {
      expect(await asStaff(GET, { id: placed.id })).toMatchObject({ refundable: false });
    }
    expect(paypal.refundsMade).toBe(refundsBefore);
  });

  it("changes nothing when PayPal is down, and refunds once it is back", async () => {
    const placed = await cancelled(await order("PAYPAL"));
    const before = await asStaff(GET, { id: placed.id });
    paypal.outage = true;
    try {
      expect(await asStaff(REFUND, { id: placed.id })).toEqual({
        __typename: "CheckoutError",
        code: "PAYMENT_PROVIDER_UNAVAILABLE",
      });
    } finally {
      paypal.outage = false;
    }
    expect(await asStaff(GET, { id: placed.id })).toEqual(before);
    expect(
      await rows(
        sql`select status, refund_id from checkout.payments where order_id = ${placed.id} and capture_id is not null`,
      ),
    ).toEqual([{ status: "COMPLETED", refund_id: null }]);
    expect(refundMails(placed.number)).toEqual([]);

    expect((await asStaff(REFUND, { id: placed.id })).order.paymentStatus).toBe("PAYMENT_REFUNDED");
  });

  it("refuses a refund to a guest and to a customer, and changes nothing", async () => {
    const placed = await cancelled(await order("PAYPAL"));
    const refundsBefore = paypal.refundsMade;
    for (const b of [browser(shop, `198.51.100.${++client}`), customer]) {
      expect((await b.call<Json>(REFUND, { id: placed.id })).data).toEqual({
        __typename: "StaffOnly",
        code: "STAFF_ONLY",
      });
    }
    expect(await asStaff(GET, { id: placed.id })).toMatchObject({
      refundable: true,
      order: { paymentStatus: "PAYMENT_RECEIVED" },
    });
    expect(paypal.refundsMade).toBe(refundsBefore);
  });

  it("marks an order refunded in PayPal's dashboard when PayPal's webhook tells, once", async () => {
    const placed = await cancelled(await order("PAYPAL"));
    const [payment] = await rows(
      sql`select capture_id from checkout.payments where order_id = ${placed.id} and capture_id is not null`,
    );
    const body = paypal.refundInDashboard(payment?.capture_id);
    const deliver = () =>
      fetch(`${shop.servicesUrl}/checkout/order/paypal/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...paypal.signatureHeaders(body) },
        body,
      });

    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);

    const seen = await asStaff(GET, { id: placed.id });
    expect(seen).toMatchObject({ refundable: false, order: { paymentStatus: "PAYMENT_REFUNDED" } });
    expect(seen.auditTrail.filter((e: Json) => e.kind === "PAYMENT")).toEqual([
      expect.objectContaining({ actorName: "PayPal", toPaymentStatus: "PAYMENT_REFUNDED" }),
    ]);
    expect(await asStaff(REFUND, { id: placed.id })).toMatchObject({ code: "ORDER_ALREADY_REFUNDED" });
  });

  it("lets staff download the original upload under its name; to anyone else but its uploader it is not there", async () => {
    const placed = await order("PREPAID");
    const [item] = (await asStaff(ITEMS, { id: placed.id })).items;
    const url: string = item.modelFile.originalUrl;
    expect(item.modelFile.originalFilename).toBe(UPLOAD_NAME);

    const download = await staff.get(url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(uploaded))).toBe(true);
    const disposition = download.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="Geh_use Deckel \(v2\) l'_t_\.stl"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toBe(UPLOAD_NAME);

    expect((await customer.get(url)).status).toBe(200);
    const stranger = await signedInBrowser(shop, `198.51.100.${++client}`, {
      username: "fremde",
      email: "fremde@example.com",
      billingAddress,
    });
    for (const other of [stranger, browser(shop, `198.51.100.${++client}`)]) {
      const refused = await other.get(url);
      expect(refused.status).toBe(404);
      expect(Buffer.from(await refused.arrayBuffer()).includes(Buffer.from(uploaded).subarray(0, 80))).toBe(
        false,
      );
    }
  });

  it("shows each line's print mode with its minimum wall and the ordered part's thinnest wall", async () => {
    const placed = await order("PREPAID");
    const [item] = (await asStaff(ITEMS, { id: placed.id })).items;
    expect(item.printMode).toMatchObject({ id: "sls-pa12-white", name: "SLS PA 12 weiß" });
    expect(item.printMode.features.minWallThickness).toBe(1);
    // Ordered at twice the model's size: twice its thinnest wall.
    expect(item.thinnestWall).toBeCloseTo(2 * item.modelFile.analysis.thickness.min, 6);
    const picture = new URL(item.wallThicknessImageUrl);
    expect(picture.searchParams.get("threshold")).toBe("1");
    expect(picture.searchParams.get("scale")).toBe("2");
    const png = await staff.get(item.wallThicknessImageUrl);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });
});

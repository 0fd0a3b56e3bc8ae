import { StaffStore } from "@druckwerk/auth";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderTokenSent, outboxMails } from "../tools/outbox";
import { type Browser, billingAddress, browser, signedInBrowser } from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

const ORDER_FIELDS = "id number status paymentStatus email trackingNumber";
const STAFF_ORDER = `__typename
  ... on StaffOrder { order { ${ORDER_FIELDS} } customerId language nextStatuses
    auditTrail { kind actorName fromStatus toStatus trackingNumber fromPaymentStatus toPaymentStatus note } }
  ... on ErrorResult { code }`;
const LIST = `query ($filter: StaffOrderFilter, $sort: StaffOrderSort, $first: Int, $after: String) {
  staffOrders(filter: $filter, sort: $sort, first: $first, after: $after) { __typename
    ... on OrderConnection { totalCount pageInfo { hasNextPage endCursor } edges { node { number email status } } }
    ... on CheckoutError { fields { field } }
    ... on ErrorResult { code } } }`;
const GET = `query ($id: ID!) { staffOrder(id: $id) { ${STAFF_ORDER} } }`;
const MOVE = `mutation ($id: ID!, $from: OrderStatus!, $to: OrderStatus!, $tracking: String) {
  changeOrderStatus(orderId: $id, from: $from, to: $to, trackingNumber: $tracking) { ${STAFF_ORDER} } }`;
const PAID = `mutation ($id: ID!) { markOrderPaid(orderId: $id) { ${STAFF_ORDER} } }`;
const NOTE = `mutation ($id: ID!, $text: String!) { addOrderNote(orderId: $id, text: $text) { ${STAFF_ORDER} } }`;

const VOUCHER_FIELDS = `__typename ... on StaffVoucher { id voucherCode type value fromDate toDate minValueCents maxUsage freeShipping usedCount }
  ... on CheckoutError { code fields { field } } ... on StaffOnly { code }`;
const VOUCHERS = `{ staffVouchers { __typename ... on StaffVoucherList { vouchers { voucherCode usedCount } } ... on ErrorResult { code } } }`;
const CREATE_VOUCHER = `mutation ($input: VoucherInput!) { createVoucher(input: $input) { ${VOUCHER_FIELDS} } }`;
const UPDATE_VOUCHER = `mutation ($id: ID!, $input: VoucherInput!) { updateVoucher(id: $id, input: $input) { ${VOUCHER_FIELDS} } }`;
const END_VOUCHER = `mutation ($id: ID!) { endVoucher(id: $id) { ${VOUCHER_FIELDS} } }`;

const ADMIN = {
  email: "chefin@druckwerk.test",
  name: "Anna Chefin",
  role: "admin" as const,
  password: "Werkstatt-Schluessel-1",
};
/** Erika's and Jonas's orders cost the same; Lena's more. */
const buyers = [
  { firstname: "Erika", lastname: "Muster", email: "erika@example.com", quantity: 20 },
  { firstname: "Jonas", lastname: "Beispiel", email: "jonas@example.org", quantity: 20 },
  { firstname: "Lena", lastname: "Probe", email: "lena@example.net", quantity: 30 },
];
type Buyer = (typeof buyers)[number];

describe.each(testDatabaseKinds())("the back office's orders (%s)", (kind) => {
  let shop: TestShop;
  let staff: Browser;
  let client = 0;
  const orders: { id: string; number: string; email: string }[] = [];
  /** A cart of the buyers' browser that stays open, to try vouchers on. */
  let openCartId = "";
  /** Places `buyer`'s order (prepaid, on a cart of their quantity of the model). */
  let placeOrder: (buyer: Buyer) => Promise<{ id: string; number: string; email: string }>;

  const ask = async (query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await shop.graphql<Record<string, Json>>(query, variables);
    expect(errors).toBeUndefined();
    return Object.values(data ?? {})[0] as Json;
  };
  const asStaff = async (query: string, variables: Record<string, unknown> = {}) =>
    (await staff.call<Json>(query, variables)).data;

  beforeAll(async () => {
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback" });
    await new StaffStore(shop.database.db, 12).add(ADMIN);
    staff = browser(shop, "198.51.100.200");
    const login = await staff.call<Json>(
      `mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) { __typename } }`,
      ADMIN,
    );
    expect(login.data.__typename).toBe("StaffLoginSucceeded");
    // The buyers' browser uploads the model: it is theirs, not anyone's (docs/architecture.md).
    const buyerBrowser = browser(shop, "198.51.100.201");
    const uploaded = await buyerBrowser.upload<{ uploadModel: Json }>(
      "mutation ($file: Upload!) { uploadModel(file: $file) { ... on UploadModelSuccess { task { id } modelFile { id } } } }",
      {},
      { bytes: models.block(), filename: "Halterung.stl" },
    );
    const { task, modelFile } = uploaded.data?.uploadModel ?? {};
    await waitForTask(shop.servicesUrl, task.id);
    const modelFileId = modelFile.id;
    const buy = async (query: string, variables: Record<string, unknown>) =>
      (await buyerBrowser.call<Json>(query, variables)).data;
    /** A new cart of the buyers' browser with `quantity` of the model in PA12. */
    const filledCart = async (quantity = 20) => {
      const cartId = (await buy("mutation { createCart { id } }", {})).id;
      const item = {
        modelFileId,
        unitOfLength: "MM",
        scale: 1,
        quantity,
        surfaceFinishId: "sls-pa12-white-raw",
        colorId: "sls-pa12-white-white",
      };
      await buy(
        "mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { __typename } }",
        { cartId, items: [item] },
      );
      return cartId as string;
    };
    placeOrder = async (buyer) => {
      const cartId = await filledCart(buyer.quantity);
      const placed = await buy(
        `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on OrderPlaced { order { id number } } } }`,
        {
          input: {
            cartId,
            email: buyer.email,
            paymentMethod: "PREPAID",
            isBusinessCustomer: false,
            billingAddress: { ...billingAddress, firstname: buyer.firstname, lastname: buyer.lastname },
            shippingMethodId: "standard",
          },
        },
      );
      expect(placed.__typename).toBe("OrderPlaced");
      return { ...placed.order, email: buyer.email };
    };
    for (const buyer of buyers) orders.push(await placeOrder(buyer));
    openCartId = await filledCart();
  });
  afterAll(() => shop?.stop());

  it("refuses every staff order and voucher operation to a guest and to a signed-in customer", async () => {
    const voucher = { code: "GAST10", type: "PERCENTAGE", value: 10 };
    const customer = await signedInBrowser(shop, `198.51.100.${++client}`, {
      username: "kundin",
      email: "kundin@example.com",
      billingAddress,
    });
    const [first] = orders;
    for (const b of [browser(shop, `198.51.100.${++client}`), customer]) {
      const answers = await Promise.all([
        b.call<Json>(LIST),
        b.call<Json>(LIST, { sort: { field: "TOTAL", direction: "ASC" } }),
        b.call<Json>(GET, { id: first?.id }),
        b.call<Json>(MOVE, { id: first?.id, from: "ORDER_RECEIVED", to: "ORDER_CANCELLED" }),
        b.call<Json>(PAID, { id: first?.id }),
        b.call<Json>(NOTE, { id: first?.id, text: "x" }),
        b.call<Json>(VOUCHERS),
        b.call<Json>(CREATE_VOUCHER, { input: voucher }),
        b.call<Json>(UPDATE_VOUCHER, { id: first?.id, input: voucher }),
        b.call<Json>(END_VOUCHER, { id: first?.id }),
      ]);
      expect(answers.map((a) => a.data)).toEqual(
        Array(10).fill({ __typename: "StaffOnly", code: "STAFF_ONLY" }),
      );
    }
    // Nothing was changed by them.
    expect((await asStaff(GET, { id: first?.id })).order.status).toBe("ORDER_RECEIVED");
    expect((await asStaff(VOUCHERS)).vouchers.map((v: Json) => v.voucherCode)).not.toContain("GAST10");
  });

  it("lists the orders newest first, each page once, filtered and searched", async () => {
    const numbers: string[] = [];
    let after: string | null = null;
    do {
      const page: Json = await asStaff(LIST, { first: 2, after });
      expect(page.totalCount).toBe(3);
      numbers.push(...page.edges.map((e: Json) => e.node.number));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(numbers).toEqual(orders.map((o) => o.number).reverse());

    const search = async (text: string) =>
      (await asStaff(LIST, { filter: { search: text } })).edges.map((e: Json) => e.node.email);
    expect(await search("jonas@")).toEqual(["jonas@example.org"]);
    expect(await search("lena prob")).toEqual(["lena@example.net"]);
    expect(await search(orders[0]?.number.slice(-6) ?? "")).toEqual(["erika@example.com"]);
    expect(await search("%")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await asStaff(LIST, { filter: { from: today, to: today, paymentStatus: "PAYMENT_PENDING" } }))
        .totalCount,
    ).toBe(3);
    expect((await asStaff(LIST, { filter: { to: "2020-01-01" } })).totalCount).toBe(0);
  });

  it("sorts by each column, in pages of one, each order exactly once, ties broken by the id", async () => {
    const [erika, jonas, lena] = orders;
    if (!erika || !jonas || !lena) throw new Error("no orders");
    // Lena's order moves on along the workflow; Erika's and Jonas's stay received.
    const moved = await asStaff(MOVE, { id: lena.id, from: "ORDER_RECEIVED", to: "IN_PRODUCTION" });
    expect(moved.order.status).toBe("IN_PRODUCTION");
    /** Every page of one in `sort`: the buyers' e-mail addresses in the order shown. */
    const allPages = async (sort: Json) => {
      const emails: string[] = [];
      let after: string | null = null;
      do {
        const page: Json = await asStaff(LIST, { sort, first: 1, after });
        expect(page.__typename).toBe("OrderConnection");
        emails.push(...page.edges.map((e: Json) => e.node.email));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return emails;
    };
    const emails = (list: { email: string }[]) => list.map((o) => o.email);
    // The orders costing the same, as the tie-break puts them: by id.
    const tie = emails([erika, jonas].sort((a, b) => (a.id < b.id ? -1 : 1)));
    const byNumber = emails([...orders].sort((a, b) => (a.number < b.number ? -1 : 1)));
    const expected: [string, string, string[]][] = [
      ["PLACED_AT", "ASC", emails([erika, jonas, lena])],
      ["ORDER_NUMBER", "ASC", byNumber],
      ["ORDER_NUMBER", "DESC", [...byNumber].reverse()],
      ["TOTAL", "ASC", [...tie, lena.email]],
      ["TOTAL", "DESC", [lena.email, ...[...tie].reverse()]],
      ["STATUS", "ASC", [...tie, lena.email]],
      ["STATUS", "DESC", [lena.email, ...[...tie].reverse()]],
      ["CUSTOMER", "ASC", emails([erika, jonas, lena])],
      ["CUSTOMER", "DESC", emails([lena, jonas, erika])],
    ];
    for (const [field, direction, order] of expected)
      expect({ field, direction, order: await allPages({ field, direction }) }).toEqual({
        field,
        direction,
        order,
      });
    // Without a direction: descending; without a sort: newest first.
    expect(await allPages({ field: "TOTAL" })).toEqual([lena.email, ...[...tie].reverse()]);
    expect(await allPages(null)).toEqual(emails([lena, jonas, erika]));
  });

  it("pages on across equal totals while an order of the same total is placed, each order once", async () => {
    const sort = { field: "TOTAL", direction: "ASC" };
    const first: Json = await asStaff(LIST, { sort, first: 1 });
    const seen: string[] = first.edges.map((e: Json) => e.node.number);
    const placed = await placeOrder({
      firstname: "Anna",
      lastname: "Neu",
      email: "anna@example.com",
      quantity: 20,
    });
    let after: string | null = first.pageInfo.endCursor;
    while (after) {
      const page: Json = await asStaff(LIST, { sort, first: 1, after });
      seen.push(...page.edges.map((e: Json) => e.node.number));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    // Every order once; the new one shown when its id falls after the page already read.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((n) => n !== placed.number).sort()).toEqual(orders.map((o) => o.number).sort());
    expect((await asStaff(LIST, { sort })).totalCount).toBe(4);
  });

  it("refuses a cursor of another sort or of nothing as INVALID_REQUEST on `after`", async () => {
    const newest: Json = await asStaff(LIST, { first: 1 });
    const cursor = newest.pageInfo.endCursor;
    expect((await asStaff(LIST, { first: 1, after: cursor })).__typename).toBe("OrderConnection");
    const refused = { __typename: "CheckoutError", code: "INVALID_REQUEST", fields: [{ field: "after" }] };
    for (const [sort, after] of [
      [{ field: "TOTAL", direction: "DESC" }, cursor],
      [{ field: "PLACED_AT", direction: "ASC" }, cursor],
      [null, "kein-cursor"],
      [
        null,
        Buffer.from(
          JSON.stringify({ sort: "placedAt", direction: "desc", key: "gestern", id: orders[0]?.id }),
        ).toString("base64url"),
      ],
    ] as const)
      expect(await asStaff(LIST, { sort, after })).toEqual(refused);
  });

  it("moves an order along the status machine only, mails the customer, and keeps who did what", async () => {
    const order = orders[1];
    if (!order) throw new Error("no order");
    const move = (from: string, to: string, tracking?: string) =>
      asStaff(MOVE, { id: order.id, from, to, ...(tracking ? { tracking } : {}) });
    const mailsTo = () => outboxMails(shop.dataDir).filter((m) => m.includes(`To: ${order.email}`));
    const before = mailsTo().length;

    const opened = await asStaff(GET, { id: order.id });
    expect(opened).toMatchObject({ customerId: null, language: "DE", auditTrail: [] });
    expect(opened.nextStatuses).not.toContain("ORDER_COMPLETED");
    expect(await move("ORDER_RECEIVED", "ORDER_COMPLETED", "00340434")).toEqual({
      __typename: "CheckoutError",
      code: "TRANSITION_NOT_ALLOWED",
    });
    expect((await move("ORDER_RECEIVED", "IN_PRODUCTION")).order.status).toBe("IN_PRODUCTION");
    expect(await move("ORDER_RECEIVED", "ORDER_CANCELLED")).toMatchObject({ code: "ORDER_CHANGED" });
    expect(await move("IN_PRODUCTION", "ORDER_COMPLETED")).toMatchObject({
      code: "TRACKING_NUMBER_REQUIRED",
    });
    const shipped = await move("IN_PRODUCTION", "ORDER_COMPLETED", "00340434161094042557");
    expect(shipped.order).toMatchObject({
      status: "ORDER_COMPLETED",
      trackingNumber: "00340434161094042557",
    });
    expect(shipped.nextStatuses).toEqual([]);

    const paid = await asStaff(PAID, { id: order.id });
    expect(paid.order.paymentStatus).toBe("PAYMENT_RECEIVED");
    expect(await asStaff(PAID, { id: order.id })).toMatchObject({ code: "ORDER_NOT_PAYABLE" });
    const noted = await asStaff(NOTE, { id: order.id, text: "Kunde wünscht Abholung" });
    expect(noted.auditTrail).toEqual([
      {
        kind: "STATUS",
        actorName: ADMIN.name,
        fromStatus: "ORDER_RECEIVED",
        toStatus: "IN_PRODUCTION",
        trackingNumber: null,
        fromPaymentStatus: null,
        toPaymentStatus: null,
        note: null,
      },
      {
        kind: "STATUS",
        actorName: ADMIN.name,
        fromStatus: "IN_PRODUCTION",
        toStatus: "ORDER_COMPLETED",
        trackingNumber: "00340434161094042557",
        fromPaymentStatus: null,
        toPaymentStatus: null,
        note: null,
      },
      {
        kind: "PAYMENT",
        actorName: ADMIN.name,
        fromStatus: null,
        toStatus: null,
        trackingNumber: null,
        fromPaymentStatus: "PAYMENT_PENDING",
        toPaymentStatus: "PAYMENT_RECEIVED",
        note: null,
      },
      {
        kind: "NOTE",
        actorName: ADMIN.name,
        fromStatus: null,
        toStatus: null,
        trackingNumber: null,
        fromPaymentStatus: null,
        toPaymentStatus: null,
        note: "Kunde wünscht Abholung",
      },
    ]);

    // In production, shipped with the tracking number, payment received: three mails, in German.
    const mails = await eventually(() => {
      const sent = mailsTo().slice(before);
      return sent.length >= 3 ? sent : undefined;
    }, "the status and payment mails");
    expect(
      mails.some(
        (m) => m.includes(`Subject: Ihre Bestellung ${order.number} bei`) && m.includes("ist in Produktion"),
      ),
    ).toBe(true);
    expect(mails.some((m) => m.includes("ist versandt") && m.includes("00340434161094042557"))).toBe(true);
    // The customer sees the status and the tracking number on their order.
    const token = orderTokenSent(shop.dataDir, order.id);
    expect(
      await ask(
        `query ($id: ID!, $token: String) { order(id: $id, token: $token) { status trackingNumber } }`,
        { id: order.id, token },
      ),
    ).toEqual({
      status: "ORDER_COMPLETED",
      trackingNumber: "00340434161094042557",
    });
  });

  it("shows staff each line's model, its analysis and files, which stay the buyer's to everyone else", async () => {
    const order = orders[0];
    const answer = await asStaff(
      `query ($id: ID!) { staffOrder(id: $id) { ... on StaffOrder { items {
        line { name quantity } modelFile { name dimensions { x y z } modelUrl repairedDownloadUrl } } } } }`,
      { id: order?.id },
    );
    const [item] = answer.items;
    expect(item.line).toEqual({ name: "Halterung", quantity: 20 });
    expect(item.modelFile).toMatchObject({ name: "Halterung", dimensions: { x: 20, y: 10, z: 5 } });
    for (const url of [item.modelFile.modelUrl, item.modelFile.repairedDownloadUrl]) {
      expect((await staff.get(url)).status).toBe(200);
      expect((await browser(shop, `198.51.100.${++client}`).get(url)).status).toBe(404);
    }
  });

  it("creates, changes and ends vouchers that work at checkout, each change audited with its author", async () => {
    const validate = async (code: string) =>
      (
        await staff.call<Json>(
          `query ($code: String!, $cartId: ID!) { validateVoucher(code: $code, cartId: $cartId, isBusinessCustomer: false) {
            __typename ... on Voucher { voucherCode value } } }`,
          { code, cartId: openCartId },
        )
      ).data;
    const input = { code: "HERBST15", type: "PERCENTAGE", value: 15, maxUsage: 100 };
    const created = await asStaff(CREATE_VOUCHER, { input });
    expect(created).toMatchObject({
      __typename: "StaffVoucher",
      voucherCode: "HERBST15",
      value: 15,
      maxUsage: 100,
      usedCount: 0,
      toDate: null,
    });
    expect(await validate("herbst15")).toEqual({ __typename: "Voucher", voucherCode: "HERBST15", value: 15 });

    expect(await asStaff(CREATE_VOUCHER, { input: { ...input, code: "herbst15" } })).toMatchObject({
      code: "VOUCHER_CODE_TAKEN",
    });
    const invalid = await asStaff(CREATE_VOUCHER, { input: { ...input, code: "ZUVIEL", value: 150 } });
    expect(invalid).toMatchObject({ __typename: "CheckoutError", code: "INVALID_REQUEST" });
    expect(invalid.fields.map((f: Json) => f.field)).toContain("voucher.value");
    expect(
      await asStaff(UPDATE_VOUCHER, { id: "00000000-0000-0000-0000-000000000000", input }),
    ).toMatchObject({ code: "VOUCHER_NOT_FOUND" });

    const changed = await asStaff(UPDATE_VOUCHER, {
      id: created.id,
      input: { ...input, value: 20, minValueCents: 5000 },
    });
    expect(changed).toMatchObject({ value: 20, minValueCents: 5000 });
    expect(await validate("HERBST15")).toMatchObject({ value: 20 });
    const ended = await asStaff(END_VOUCHER, { id: created.id });
    expect(ended.toDate).not.toBeNull();
    expect((await validate("HERBST15")).__typename).toBe("VoucherInvalid");
    expect((await asStaff(VOUCHERS)).vouchers).toContainEqual({ voucherCode: "HERBST15", usedCount: 0 });

    const trail = (await shop.database.db.execute(
      sql`select actor_name, before->>'value' as before, after->>'value' as after, after->>'toDate' as to_date
          from checkout.audit_events where subject_id = ${created.id} order by at, id`,
    )) as unknown as { rows: Json[] };
    expect(trail.rows.map((r) => [r.actor_name, r.before, r.after, r.to_date === null])).toEqual([
      [ADMIN.name, null, "15", true],
      [ADMIN.name, "15", "20", true],
      [ADMIN.name, "20", "20", false],
    ]);
  });

  it("answers an unknown or malformed order id as not found", async () => {
    expect(await asStaff(GET, { id: "00000000-0000-0000-0000-000000000000" })).toMatchObject({
      code: "ORDER_NOT_FOUND",
    });
    expect(await asStaff(GET, { id: "kein-auftrag" })).toMatchObject({ code: "ORDER_NOT_FOUND" });
  });
});

import type { Language } from "@druckwerk/platform";
import type { PriceComponentDto, StepOptionSurcharge } from "@druckwerk/pricing/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  ColorSnapshot,
  LegacyTracking,
  Money,
  OrderAddress,
  OrderPaymentMethod,
  OrderShippingMethod,
  OrderStatus,
  PaymentStatus,
  ProcessingStepChoice,
} from "../contract";
import type { OrderLineRecord } from "../order/present";
import type { OrderTotal, TaxRule } from "../order/rules";

export const checkoutSchema = pgSchema("checkout");

export const carts = checkoutSchema.table("carts", {
  id: uuid().primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One configured model in a cart; its price is the pricing service's, stored with the item. */
export const cartItems = checkoutSchema.table(
  "cart_items",
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    referencedId: text("referenced_id").notNull(),
    name: text().notNull(),
    givenUnitOfLength: text("given_unit_of_length").notNull(),
    scale: doublePrecision().notNull(),
    quantity: integer().notNull(),
    printModeId: text("print_mode_id").notNull(),
    finishId: text("finish_id").notNull(),
    colorId: text("color_id").notNull(),
    color: jsonb().$type<ColorSnapshot>().notNull(),
    acknowledgedRepairInfo: boolean("acknowledged_repair_info").notNull().default(false),
    processingSteps: jsonb("processing_steps").$type<ProcessingStepChoice[]>().notNull().default([]),
    attachments: jsonb().$type<string[]>().notNull().default([]),
    thumbnail: text(),
    pricing: jsonb().$type<Money>().notNull(),
    beforeDiscount: jsonb("before_discount").$type<Money>().notNull(),
    piecePrice: jsonb("piece_price").$type<Money>().notNull(),
    productionTimeDays: integer("production_time_days").notNull(),
    /** The line per price component (the pricing service's); null when priced before breakdowns existed. */
    priceBreakdown: jsonb("price_breakdown").$type<PriceComponentDto[]>(),
    /** What each processing-step option of the item's mode adds to one piece, when it was last priced. */
    stepSurcharges: jsonb("step_surcharges").$type<StepOptionSurcharge[]>().notNull().default([]),
    /** Insertion order: items added with one request share their `createdAt`. */
    position: integer().generatedAlwaysAsIdentity(),
    /** Optimistic concurrency: an update applies only to the version it was computed from. */
    version: integer().notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId, t.createdAt, t.position)],
);

/** Gap-free order numbers: one row per year, its last number taken inside the placing transaction. */
export const orderNumberCounters = checkoutSchema.table("order_number_counters", {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/** An order or quote: a snapshot of the cart, the customer and every amount, in cents. */
export const orders = checkoutSchema.table(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull().unique(),
    year: integer().notNull(),
    seq: integer().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull(),
    paymentMethod: text("payment_method").$type<OrderPaymentMethod>().notNull(),
    email: text().notNull(),
    phone: text(),
    billingAddress: jsonb("billing_address").$type<OrderAddress>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<OrderAddress>().notNull(),
    businessCustomer: boolean("business_customer").notNull(),
    vatId: text("vat_id"),
    /** The signed-in customer the gateway named; null for a guest. */
    userId: text("user_id"),
    /**
     * The secret a guest's order is read with (the confirmation mail's link, the placing browser's
     * cookie); a customer's order answers only to its `user_id`.
     */
    accessToken: text("access_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Imported from the merged partner shop (docs/orders.md): no re-order, no pay-now. */
    legacy: boolean().notNull().default(false),
    /** A legacy order's tracking fields as the partner shop answered them (`trackorder.php`). */
    legacyTracking: jsonb("legacy_tracking").$type<LegacyTracking>(),
    /** A re-order: the order it ordered again, and the client's idempotency key (one order per key). */
    reorderOf: uuid("reorder_of"),
    reorderKey: text("reorder_key"),
    language: text().$type<Language>().notNull(),
    referenceNumber: text("reference_number"),
    shippingMethod: jsonb("shipping_method").$type<OrderShippingMethod>().notNull(),
    lines: jsonb().$type<OrderLineRecord[]>().notNull(),
    totals: jsonb().$type<OrderTotal>().notNull(),
    grossCents: integer("gross_cents").notNull(),
    taxRule: text("tax_rule").$type<TaxRule>().notNull(),
    voucherCode: text("voucher_code"),
    providerOrderId: text("provider_order_id"),
    approveUrl: text("approve_url"),
    /** The parcel's tracking number, given by staff when the order is completed (shipped). */
    trackingNumber: text("tracking_number"),
    /** A quote: until when the customer may accept it at its prices (`QUOTE_VALID_DAYS` after it was made). */
    quoteValidUntil: timestamp("quote_valid_until", { withTimezone: true }),
    /** When the customer accepted the quote and it became this order. */
    quoteAcceptedAt: timestamp("quote_accepted_at", { withTimezone: true }),
    /** When the quote expired unaccepted (it is `ORDER_CANCELLED` from then on). */
    quoteExpiredAt: timestamp("quote_expired_at", { withTimezone: true }),
    /** One order per cart: a repeated or concurrent checkout of the cart finds this one. */
    cartId: uuid("cart_id").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt, t.id),
    /** The expiry sweep's look-up: open quotes by their last day. */
    index("orders_open_quotes_idx").on(t.quoteValidUntil).where(sql`${t.status} = 'QUOTE_GENERATED'`),
    uniqueIndex("orders_reorder_key_idx").on(t.userId, t.reorderKey),
  ],
);

/** Vouchers; `code` is unique regardless of case. */
export const discounts = checkoutSchema.table(
  "discounts",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    type: text().$type<"percentage" | "absolute">().notNull(),
    /** percentage: percent (two decimals at most); absolute: cents in the customer's prices. */
    value: doublePrecision().notNull(),
    fromDate: text("from_date"),
    toDate: text("to_date"),
    minValue: integer("min_value"),
    maxUsage: integer("max_usage"),
    freeShipping: boolean("free_shipping").notNull().default(false),
    usedCount: integer("used_count").notNull().default(0),
  },
  (t) => [uniqueIndex("discounts_code_idx").on(sql`lower(${t.code})`)],
);

/** A PayPal payment of an order: one row per provider order, captured at most once. */
export const payments = checkoutSchema.table("payments", {
  id: uuid().primaryKey().defaultRandom(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id),
  provider: text().notNull(),
  providerOrderId: text("provider_order_id").notNull().unique(),
  captureId: text("capture_id"),
  /** The provider's refund of the capture (a cancelled order paid back); null before one. */
  refundId: text("refund_id"),
  status: text().notNull(),
  amountCents: integer("amount_cents").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Provider webhook events acted on, by the provider's event id: a repeated delivery is acknowledged only. */
export const paymentEvents = checkoutSchema.table("payment_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  providerOrderId: text("provider_order_id"),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit trail of the back office: every change a staff member makes (an order's status or
 * payment, a note, a voucher) with who, when, before and after. Rows are only ever added.
 */
export const auditEvents = checkoutSchema.table(
  "audit_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    subjectType: text("subject_type").$type<"order" | "voucher">().notNull(),
    subjectId: uuid("subject_id").notNull(),
    kind: text().$type<"status" | "payment" | "note" | "voucher">().notNull(),
    actorId: text("actor_id").notNull(),
    actorName: text("actor_name").notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_events_subject_idx").on(t.subjectType, t.subjectId, t.at)],
);

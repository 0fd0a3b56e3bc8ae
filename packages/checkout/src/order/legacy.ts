import { randomUUID } from "node:crypto";
import { type Database, type Db, databaseRateLimitOptions } from "@druckwerk/platform";
import rateLimit from "@fastify/rate-limit";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type LegacyOrderImport,
  type LegacyTracking,
  legacyOrdersAnswerSchema,
  legacyOrdersQuerySchema,
  legacyTrackingQuerySchema,
  legacyTrackingSchema,
  type OrderAddress,
  type OrderPaymentMethod,
  type OrderStatus,
} from "../contract";
import { orders } from "../db/schema";
import { newAccessToken } from "./access";
import type { OrderDeps } from "./deps";
import { orderYear } from "./order-number";
import { refuseOrder } from "./refusals";

/** The partner shop's public statuses (German) as the spec's; any other is `UNKNOWN` ("Open"). */
const statusOf: Record<string, OrderStatus> = {
  "auftrag erhalten": "ORDER_RECEIVED",
  "in bearbeitung": "READY_FOR_PROCESSING",
  "in produktion": "IN_PRODUCTION",
  versendet: "ORDER_COMPLETED",
  abgeschlossen: "ORDER_COMPLETED",
  storniert: "ORDER_CANCELLED",
};

/** Its payment methods' German names; any other counts as prepaid (bank transfer). */
const methodOf: Record<string, OrderPaymentMethod> = {
  rechnung: "invoice",
  paypal: "paypal",
  vorkasse: "prepaid",
  überweisung: "prepaid",
};

/** Its country names (or ISO codes) as the shop's country ids. */
const countryIds: Record<string, string> = { deutschland: "DE", österreich: "AT", schweiz: "CH" };
const countryIdOf = (country: string) =>
  /^[A-Za-z]{2}$/.test(country.trim())
    ? country.trim().toUpperCase()
    : (countryIds[country.trim().toLowerCase()] ?? "");

const LEGACY_TAX_RATE = 19;
const cents = (euros: number) => Math.round(euros * 100);
const netOf = (gross: number) => Math.round((gross * 100) / (100 + LEGACY_TAX_RATE));

function addressOf(o: LegacyOrderImport, side: "ship" | "bill"): OrderAddress {
  const field = (name: string) => String(o[`${side}${name}` as keyof LegacyOrderImport] ?? "");
  return {
    title: null,
    company: null,
    firstname: field("FirstName"),
    lastname: field("LastName"),
    street: `${field("Street")} ${field("HouseNumber")}`.trim(),
    addressSuffix: null,
    postalCode: field("Postcode"),
    city: field("City"),
    countryId: countryIdOf(field("Country")),
    country: field("Country"),
    email: null,
    vatRegistrationNumber: null,
  };
}

/**
 * The order row of a legacy order: no lines (the export has none), its amounts taken as gross at
 * 19 % VAT, paid (the partner shop's orders are settled there), `legacy`, its tracking fields kept.
 */
function legacyRow(o: LegacyOrderImport) {
  const { userId, ...tracking } = o;
  const gross = cents(o.priceBrutto);
  const shippingGross = cents(o.shipCost);
  const net = netOf(gross);
  const shippingNet = netOf(shippingGross);
  const createdAt = new Date(o.date);
  return {
    orderNumber: o.id,
    year: orderYear(createdAt),
    seq: 0,
    status: statusOf[o.publicStatus_de.trim().toLowerCase()] ?? "UNKNOWN",
    paymentStatus: "PAYMENT_RECEIVED" as const,
    paymentMethod: methodOf[o.methodForm_de.trim().toLowerCase()] ?? "prepaid",
    email: o.eMail,
    phone: null,
    billingAddress: addressOf(o, "bill"),
    shippingAddress: addressOf(o, "ship"),
    businessCustomer: false,
    userId,
    language: "de" as const,
    shippingMethod: {
      _id: "legacy",
      shippingMethodId: "legacy",
      shippingMethod: "Versand",
      kind: "standard" as const,
      shippingTimeDays: o.shipTime,
      pricing: { netPrice: shippingNet },
    },
    lines: [],
    totals: {
      positionNet: net - shippingNet,
      discountNet: 0,
      surchargeNet: 0,
      shippingNet,
      net,
      taxRate: LEGACY_TAX_RATE,
      tax: gross - net,
      gross,
      positionGross: gross - shippingGross,
      surchargeGross: 0,
      discountGross: 0,
      shippingGross,
    },
    grossCents: gross,
    taxRule: "default" as const,
    legacy: true,
    legacyTracking: tracking,
    createdAt,
  };
}

export interface LegacyImportReport {
  imported: number;
  updated: number;
  /** Numbers that are Druckwerk's own orders' already: never overwritten. */
  conflicts: string[];
}

/**
 * Imports the partner shop's orders (docs/orders.md, "Legacy orders") in one transaction: a new
 * number is added, a legacy order imported before is updated (status, tracking, customer), a
 * number one of Druckwerk's own orders has is left alone and reported.
 */
export async function importLegacyOrders(
  db: Db,
  entries: readonly LegacyOrderImport[],
): Promise<LegacyImportReport> {
  return db.transaction(async (tx) => {
    const report: LegacyImportReport = { imported: 0, updated: 0, conflicts: [] };
    for (const entry of entries) {
      const row = legacyRow(entry);
      const [existing] = await tx
        .select({ legacy: orders.legacy })
        .from(orders)
        .where(eq(orders.orderNumber, row.orderNumber));
      if (existing && !existing.legacy) {
        report.conflicts.push(row.orderNumber);
      } else if (existing) {
        const { orderNumber, ...changes } = row;
        await tx.update(orders).set(changes).where(eq(orders.orderNumber, orderNumber));
        report.updated++;
      } else {
        await tx
          .insert(orders)
          .values({ ...row, id: randomUUID(), cartId: randomUUID(), accessToken: newAccessToken() });
        report.imported++;
      }
    }
    return report;
  });
}

const normalPostcode = (code: string) => code.replace(/\s+/g, "").toUpperCase();

export interface LegacyRoutesOptions {
  deps: OrderDeps;
  database: Database;
  /** Look-ups a client may make per window: a number and a postal code are few facts to guess. */
  rateLimit: { max: number; windowMs: number };
}

/** The partner shop's endpoints (spec, section 7), served from the imported orders. */
export const legacyRoutes: FastifyPluginAsyncZod<LegacyRoutesOptions> = async (app, options) => {
  const { deps } = options;
  await app.register(rateLimit, databaseRateLimitOptions(options.database, "checkout:tracking", "look-ups"));

  app.get(
    "/ProfileOrdersGet.php",
    { schema: { querystring: legacyOrdersQuerySchema, response: { 200: legacyOrdersAnswerSchema } } },
    async (request) => {
      const rows = await deps.db
        .select({ tracking: orders.legacyTracking })
        .from(orders)
        .where(and(eq(orders.userId, request.query.userId), eq(orders.legacy, true)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return { orders: rows.flatMap((row) => (row.tracking ? [row.tracking] : [])) };
    },
  );

  app.get(
    "/rest_api/trackorder.php",
    {
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
      schema: { querystring: legacyTrackingQuerySchema, response: { 200: legacyTrackingSchema } },
    },
    async (request): Promise<LegacyTracking> => {
      const { id, postcode, eMail } = request.query;
      const [row] = await deps.db
        .select({ tracking: orders.legacyTracking })
        .from(orders)
        .where(and(eq(orders.orderNumber, id), eq(orders.legacy, true)));
      const tracking = row?.tracking;
      const matches =
        tracking &&
        ((postcode !== undefined &&
          [tracking.shipPostcode, tracking.billPostcode].some(
            (code) => normalPostcode(code) === normalPostcode(postcode),
          )) ||
          (eMail !== undefined && tracking.eMail.toLowerCase() === eMail.toLowerCase()));
      // A wrong number and a wrong second fact are answered alike: nothing tells which was wrong.
      if (!matches)
        throw refuseOrder("ORDER_NOT_FOUND", "No order with this number and postal code or e-mail");
      return tracking;
    },
  );
};

import { fileURLToPath } from "node:url";
import {
  addReadinessCheck,
  type Database,
  type FileStorage,
  type Logger,
  type Mailer,
  storageCheck,
} from "@druckwerk/platform";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CartStore } from "./cart/cart-store";
import { cartRoutes } from "./cart/routes";
import { httpCartUpstreams } from "./cart/upstreams";
import { DEFAULT_MAX_CART_ITEMS, DEFAULT_QUOTE_VALID_DAYS } from "./contract";
import type { Seller } from "./order/documents";
import { OrderMails } from "./order/order-mails";
import { OrderPayments } from "./order/order-payments";
import { scheduleQuoteExpiry } from "./order/quote-expiry";
import { orderRoutes } from "./order/routes";
import { httpOrderUpstreams } from "./order/upstreams";
import { type PaymentProvider, paymentSimulatorPages, SimulatedPaymentProvider } from "./payment";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function prepareCheckoutDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "checkout" });
}

export interface CheckoutServiceOptions {
  database: Database;
  storage: FileStorage;
  analytxUrl: () => string;
  pricingUrl: () => string;
  shippingUrl: () => string;
  /** The storefront's public URL, where PayPal sends the shopper back to. */
  shopUrl: () => string;
  /** The shop's VAT rate in percent: the cart's lines are priced at it and its total names it. */
  taxRate: number;
  /** The most items one cart holds (DEFAULT_MAX_CART_ITEMS when omitted). */
  maxCartItems?: number;
  /** How many days a quote may be accepted (`QUOTE_VALID_DAYS`, default 30). */
  quoteValidDays?: number;
  /** The clock of orders, quotes and their expiry (default: the system's). */
  now?: () => Date;
  /** Legacy order look-ups a client may make per window. */
  trackingRateLimit: { max: number; windowMs: number };
  payments: PaymentProvider;
  mailer: Mailer;
  seller: Seller;
  logger: Logger;
}

/** The checkout service: carts, and the orders placed from them. */
export const checkoutService: FastifyPluginAsyncZod<CheckoutServiceOptions> = async (app, options) => {
  const cartUpstreams = httpCartUpstreams({ analytx: options.analytxUrl, pricing: options.pricingUrl });
  const store = new CartStore(
    options.database.db,
    cartUpstreams,
    options.taxRate,
    options.maxCartItems ?? DEFAULT_MAX_CART_ITEMS,
  );
  const deps = {
    db: options.database.db,
    storage: options.storage,
    upstreams: httpOrderUpstreams(cartUpstreams, options.shippingUrl),
    payments: options.payments,
    mailer: options.mailer,
    seller: options.seller,
    logger: options.logger,
    shopUrl: options.shopUrl,
    taxRate: options.taxRate,
    quoteValidDays: options.quoteValidDays ?? DEFAULT_QUOTE_VALID_DAYS,
    now: options.now ?? (() => new Date()),
  };
  const mails = new OrderMails(deps);
  addReadinessCheck(app, "storage", storageCheck(options.storage));
  app.addHook("onClose", () => mails.settled());
  // Quotes past their validity expire at start and on a schedule (docs/back-office.md, "Quotes").
  let expiry: ReturnType<typeof scheduleQuoteExpiry> | undefined;
  app.addHook("onReady", async () => {
    expiry = scheduleQuoteExpiry(deps);
  });
  app.addHook("onClose", async () => expiry?.stop());
  await app.register(multipart);
  await app.register(cartRoutes, { store, storage: options.storage });
  if (options.payments instanceof SimulatedPaymentProvider) {
    await app.register(paymentSimulatorPages, { simulator: options.payments });
  }
  await app.register(orderRoutes, {
    deps,
    carts: store,
    payments: new OrderPayments(deps, mails),
    mails,
    tracking: { database: options.database, rateLimit: options.trackingRateLimit },
  });
};

import {
  type Database,
  type FileStorage,
  httpUrl,
  type Logger,
  mailConfigSchema,
  mailerOf,
  storageConfigSchema,
} from "@druckwerk/platform";
import { z } from "zod";
import { DEFAULT_MAX_CART_ITEMS, DEFAULT_QUOTE_VALID_DAYS } from "./contract";
import { sellerConfigSchema, sellerOf } from "./order/documents";
import { createPaymentProvider, paymentConfigSchema } from "./payment";
import type { CheckoutServiceOptions } from "./service";

/** The checkout's variables beyond the services' URLs: PayPal, the seller, mail, limits. */
export const checkoutConfigSchema = paymentConfigSchema
  .extend(sellerConfigSchema.shape)
  .extend(mailConfigSchema.shape)
  .extend(storageConfigSchema.shape)
  .extend({
    /** Legacy order look-ups (two facts guessed) one client may make per window. */
    TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    TRACKING_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** The most items one cart holds; adding past it is refused as CART_FULL. */
    CART_MAX_ITEMS: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_MAX_CART_ITEMS),
    /** How many days a quote may be accepted at its prices; then it expires. */
    QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_QUOTE_VALID_DAYS),
  });
export type CheckoutConfig = z.output<typeof checkoutConfigSchema> & { DATA_DIR: string; TAX_RATE: number };

/** The variables of the service running on its own. */
export const standaloneCheckoutConfigSchema = checkoutConfigSchema.extend({
  PRICING_URL: httpUrl.default("http://127.0.0.1:4101"),
  ANALYTX_URL: httpUrl.default("http://127.0.0.1:4102"),
  SHIPPING_URL: httpUrl.default("http://127.0.0.1:4106"),
  SHOP_URL: httpUrl.default("http://localhost:4000"),
});

export interface CheckoutParts {
  database: Database;
  storage: FileStorage;
  logger: Logger;
  analytxUrl: () => string;
  pricingUrl: () => string;
  shippingUrl: () => string;
  shopUrl: () => string;
  /** Where the shopper's browser reaches this service: the payment simulator's pages and webhook. */
  serviceUrl: () => string;
}

/** The checkout service's options from its variables: PayPal or the simulated provider, seller, mailer. */
export function checkoutServiceOptions(config: CheckoutConfig, parts: CheckoutParts): CheckoutServiceOptions {
  const seller = sellerOf(config);
  return {
    ...parts,
    taxRate: config.TAX_RATE,
    maxCartItems: config.CART_MAX_ITEMS,
    quoteValidDays: config.QUOTE_VALID_DAYS,
    trackingRateLimit: {
      max: config.TRACKING_RATE_LIMIT,
      windowMs: config.TRACKING_RATE_WINDOW_SECONDS * 1000,
    },
    seller,
    mailer: mailerOf(config),
    payments: createPaymentProvider(config, {
      baseUrl: parts.serviceUrl,
      merchantName: seller.shopName,
      webhookUrl: () => `${parts.serviceUrl()}/checkout/order/paypal/webhook`,
      logger: parts.logger,
    }),
  };
}

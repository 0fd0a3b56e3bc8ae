import type { Db, FileStorage, Logger, Mailer } from "@druckwerk/platform";
import type { PaymentProvider } from "../payment";
import type { Seller } from "./documents";
import type { OrderUpstreams } from "./upstreams";

/** What the order code works with. */
export interface OrderDeps {
  db: Db;
  storage: FileStorage;
  upstreams: OrderUpstreams;
  payments: PaymentProvider;
  mailer: Mailer;
  seller: Seller;
  logger: Logger;
  /** The shop's VAT rate in percent, at which the lines are re-priced (the order's tax is the rules'). */
  taxRate: number;
  /** How many days a quote may be accepted (`QUOTE_VALID_DAYS`). */
  quoteValidDays: number;
  /** The clock: when orders and quotes are made, accepted and expire (tests may set it). */
  now: () => Date;
  /** The storefront's public URL: PayPal returns the shopper to `{shopUrl}/order-complete/{orderId}`. */
  shopUrl: () => string;
}

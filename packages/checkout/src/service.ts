import { fileURLToPath } from "node:url";
import type { Database, FileStorage } from "@druckwerk/platform";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CartStore } from "./cart/cart-store";
import { cartRoutes } from "./cart/routes";
import { httpCartUpstreams } from "./cart/upstreams";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function prepareCheckoutDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "checkout" });
}

export interface CheckoutServiceOptions {
  database: Database;
  storage: FileStorage;
  analytxUrl: () => string;
  pricingUrl: () => string;
  /** The shop's VAT rate in percent: the cart's lines are priced at it and its total names it. */
  taxRate: number;
}

/** The checkout service: carts now, orders later. */
export const checkoutService: FastifyPluginAsyncZod<CheckoutServiceOptions> = async (app, options) => {
  const store = new CartStore(
    options.database.db,
    httpCartUpstreams({ analytx: options.analytxUrl, pricing: options.pricingUrl }),
    options.taxRate,
  );
  await app.register(multipart);
  await app.register(cartRoutes, { store, storage: options.storage });
};

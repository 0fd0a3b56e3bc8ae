import { fileURLToPath } from "node:url";
import type { Database } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analytxGeometrySource } from "./calculation/geometry";
import { calculationRoutes } from "./calculation/routes";
import { catalogRoutes } from "./catalog/routes";
import { seedCatalogIfEmpty } from "./catalog/seed";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Brings the pricing tables up to date and seeds the demo catalogue into an empty database. */
export async function preparePricingDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "pricing" });
  await seedCatalogIfEmpty(database.db);
}

export interface PricingServiceOptions {
  database: Database;
  /** Base URL of the analytx service; a function, as in one process it is known only after listen. */
  analytxUrl: () => string;
  /** VAT in percent applied when a request names none. */
  taxRate: number;
}

/** Every route of the pricing service, as one Fastify plugin. */
export const pricingService: FastifyPluginAsyncZod<PricingServiceOptions> = async (app, options) => {
  const db = options.database.db;
  await app.register(catalogRoutes, { db });
  await app.register(calculationRoutes, {
    db,
    geometry: analytxGeometrySource(options.analytxUrl),
    defaultTaxRate: options.taxRate,
  });
};

import { fileURLToPath } from "node:url";
import { createLogger, type Database, type Logger, prepareRateLimits } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analytxGeometrySource } from "./calculation/geometry";
import { calculationRoutes } from "./calculation/routes";
import { currentCatalog } from "./catalog/current-catalog";
import { applyShippedCatalog } from "./catalog/import";
import { catalogRoutes } from "./catalog/routes";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** Brings the pricing tables up to date. */
export const migratePricingDatabase = (database: Database) =>
  database.migrate({ folder: migrationsFolder, service: "pricing" });

/**
 * Brings the pricing tables up to date and applies the shipped catalogue when it changed since it
 * was last applied (never over a catalogue imported from a file; see docs/pricing.md).
 */
export async function preparePricingDatabase(
  database: Database,
  logger: Logger = createLogger("pricing"),
): Promise<void> {
  await migratePricingDatabase(database);
  await prepareRateLimits(database);
  const applied = await applyShippedCatalog(database.db);
  if (applied && "skipped" in applied) {
    logger.warn(
      `the shipped catalogue changed but was not applied: ${applied.skipped}; \`npm run catalog:import -w packages/pricing\` applies it`,
    );
  } else if (applied) {
    logger.info({ changes: applied.changes, hash: applied.hash }, "applied the shipped catalogue");
  }
}

export interface PricingServiceOptions {
  database: Database;
  /** Base URL of the analytx service; a function, as in one process it is known only after listen. */
  analytxUrl: () => string;
  /** VAT in percent applied when a request names none. */
  taxRate: number;
  /** Prices one client may have computed per window (`POST /pricing/calculations` and `/batch`). */
  priceRateLimit: { max: number; windowMs: number };
}

/** Every route of the pricing service, as one Fastify plugin. */
export const pricingService: FastifyPluginAsyncZod<PricingServiceOptions> = async (app, options) => {
  const db = options.database.db;
  const catalog = currentCatalog(db);
  await app.register(catalogRoutes, { db, catalog, taxRate: options.taxRate });
  await app.register(calculationRoutes, {
    catalog,
    geometry: analytxGeometrySource(options.analytxUrl),
    defaultTaxRate: options.taxRate,
    rateLimit: { database: options.database, ...options.priceRateLimit },
  });
};

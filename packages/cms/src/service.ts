import { fileURLToPath } from "node:url";
import { type Database, type Mailer, prepareRateLimits } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadSite } from "./content/load";
import { formRoutes } from "./forms/routes";
import { pageRoutes } from "./pages";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

/** The seed content shipped with the shop. */
export const defaultContentDir = fileURLToPath(new URL("../content", import.meta.url));

export async function prepareCmsDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "cms" });
  await prepareRateLimits(database);
}

export interface CmsServiceOptions {
  database: Database;
  mailer: Mailer;
  /** The content folder (`<lang>/navigation.json`, `<lang>/pages/*.json`, `fileadmin/`). */
  contentDir: string;
  /** The shop's inbox for form submissions. */
  inbox: string;
  rateLimit: { max: number; windowMs: number };
}

/**
 * The cms service: content pages in the shape of a headless TYPO3 under `/cms`, their media, and
 * the forms endpoint. The content is read and validated once, at start-up.
 */
export const cmsService: FastifyPluginAsyncZod<CmsServiceOptions> = async (app, options) => {
  const site = loadSite(options.contentDir);
  await app.register(pageRoutes, { site });
  await app.register(formRoutes, options);
};

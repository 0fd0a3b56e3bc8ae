import { type Db, sharedReads } from "@druckwerk/platform";
import { max } from "drizzle-orm";
import { catalogImports } from "../db/schema";
import { type CatalogPrintMode, loadCatalog } from "./repository";

/**
 * The catalogue, read from the database once per version and kept in memory. Every change to it is
 * an import that records itself in `pricing.catalog_imports` in the same transaction (import.ts),
 * so the newest import's id is the catalogue's version: each call reads that one number and reads
 * the catalogue again only when it moved (an import by another process, e.g. `catalog:import`
 * against the shop's PostgreSQL, is seen by the next call). The version is read before the
 * catalogue, so what is kept is never older than the version it is kept under. Calls at once share
 * one read of the version (a busy shop's dozens of price batches a moment ask the same question).
 */
export function currentCatalog(db: Db): () => Promise<CatalogPrintMode[]> {
  let kept: { version: number | null; catalog: Promise<CatalogPrintMode[]> } | undefined;
  const readVersion = sharedReads(
    async () =>
      (await db.select({ version: max(catalogImports.id) }).from(catalogImports))[0]?.version ?? null,
    () => "version",
  );
  return async () => {
    const version = await readVersion(undefined);
    if (!kept || kept.version !== version) {
      const catalog = loadCatalog(db);
      kept = { version, catalog };
      // A failed read is not kept: the next call reads again.
      catalog.catch(() => {
        if (kept?.catalog === catalog) kept = undefined;
      });
    }
    return kept.catalog;
  };
}

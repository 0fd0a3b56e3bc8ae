import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "@druckwerk/platform";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  catalogImports,
  colorFinishes,
  colors,
  printModes,
  processingStepOptions,
  processingSteps,
  surfaceFinishes,
} from "../db/schema";
import { type Catalog, parseCatalog } from "./catalog-file";
import { type RankingCriterion, rankingCriteria } from "./ranking";
import { shippedPrintModes } from "./shipped-catalog";

/** The source name of the catalogue Druckwerk ships (shipped-catalog.ts). */
export const SHIPPED = "shipped";

export const catalogKinds = [
  "printModes",
  "finishes",
  "colors",
  "processingSteps",
  "processingStepOptions",
] as const;
export type CatalogKind = (typeof catalogKinds)[number];
export interface ChangeCount {
  added: number;
  updated: number;
  retired: number;
}
export type CatalogChanges = Record<CatalogKind, ChangeCount>;

export interface ImportReport {
  source: string;
  hash: string;
  changes: CatalogChanges;
}

/** Identifies a catalogue's content: equal catalogues have equal hashes. */
export const catalogHash = (catalog: Catalog) =>
  createHash("sha256").update(JSON.stringify(catalog)).digest("hex");

/** The shipped catalogue, checked like any imported file. */
export const shippedCatalog = () => parseCatalog({ printModes: shippedPrintModes }, "shipped-catalog.ts");

/**
 * Makes the database's catalogue equal to `catalog` in one transaction: adds what is new, updates
 * what differs, retires what the catalogue no longer names (rows are never deleted), and records
 * the import. Importing the same catalogue again changes nothing.
 */
export async function importCatalog(db: Db, catalog: Catalog, source: string): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    return apply(tx, catalog, source);
  });
}

/**
 * Applies the shipped catalogue when the database has had no import yet (a new database, or one
 * from before imports existed) or when the last import was an earlier shipped version. After a
 * file import the catalogue is the file's, and start-up leaves it alone: answers why it did nothing.
 */
export async function applyShippedCatalog(db: Db): Promise<ImportReport | { skipped: string } | null> {
  const catalog = shippedCatalog();
  const hash = catalogHash(catalog);
  return db.transaction(async (tx) => {
    await lockCatalog(tx);
    const [last] = await tx.select().from(catalogImports).orderBy(desc(catalogImports.id)).limit(1);
    if (last?.source === SHIPPED && last.hash === hash) return null;
    if (last && last.source !== SHIPPED) {
      if (last.hash === hash) return null;
      const when = last.appliedAt.toISOString();
      return { skipped: `the catalogue was imported from ${last.source} at ${when}` };
    }
    return apply(tx, catalog, SHIPPED);
  });
}

// Serialises imports and first starts of replicas on PostgreSQL; PGlite has one connection anyway.
const lockCatalog = (tx: Db) => tx.execute(sql`lock table pricing.catalog_imports in exclusive mode`);

async function apply(tx: Db, catalog: Catalog, source: string): Promise<ImportReport> {
  const hash = catalogHash(catalog);
  const wanted = rowsOf(catalog);
  const [modes, finishes, colorRows, restrictions, steps, options] = await Promise.all([
    tx.select().from(printModes),
    tx.select().from(surfaceFinishes),
    tx.select().from(colors),
    tx.select().from(colorFinishes),
    tx.select().from(processingSteps),
    tx.select().from(processingStepOptions),
  ]);
  const changes: CatalogChanges = {
    printModes: await sync(modes, wanted.printModes, tableWriter(tx, printModes)),
    finishes: await sync(finishes, wanted.finishes, tableWriter(tx, surfaceFinishes)),
    colors: await sync(
      colorRows.map((c) => ({ ...c, finishIds: finishIdsOf(restrictions, c.id) })),
      wanted.colors,
      colorWriter(tx),
    ),
    processingSteps: await sync(steps, wanted.processingSteps, tableWriter(tx, processingSteps)),
    processingStepOptions: await sync(
      options,
      wanted.processingStepOptions,
      tableWriter(tx, processingStepOptions),
    ),
  };
  await tx.insert(catalogImports).values({ source, hash, changes });
  return { source, hash, changes };
}

const finishIdsOf = (restrictions: { colorId: string; finishId: string }[], colorId: string) =>
  restrictions
    .filter((r) => r.colorId === colorId)
    .map((r) => r.finishId)
    .sort();

/** The rows the catalogue stands for, table by table, every column set. */
function rowsOf({ printModes: modes }: Catalog) {
  return {
    printModes: modes.map((m, position) => ({
      id: m.id,
      position,
      name: m.name,
      materialName: m.material,
      methodName: m.method,
      description: m.description,
      surfaceQuality: m.surfaceQuality,
      applications: m.applications,
      maxX: m.maxDimensions[0],
      maxY: m.maxDimensions[1],
      maxZ: m.maxDimensions[2],
      maxSumOfSides: m.maxSumOfSides ?? null,
      minFeatureSize: m.minFeatureSize,
      minWallThickness: m.minWallThickness,
      minHoleDiameter: m.minHoleDiameter,
      resolutionXy: m.resolutionXy,
      resolutionZ: m.resolutionZ,
      ranking: (Object.keys(rankingCriteria) as RankingCriterion[]).map((criterion) => ({
        criterion,
        value: m.ranking[criterion],
      })),
      materialCentsPerCm3: m.rates.materialPerCm3,
      spaceCentsPerCm3: m.rates.spacePerCm3,
      handlingCentsPerPiece: m.rates.handlingPerPiece,
      minPieceCents: m.rates.minPiece,
      baseProductionDays: m.rates.baseProductionDays,
      retiredAt: null,
    })),
    finishes: modes.flatMap((m) =>
      m.finishes.map((f, position) => ({
        id: f.id,
        printModeId: m.id,
        position,
        name: f.name,
        ...surchargeRow(f.surcharge),
        retiredAt: null,
      })),
    ),
    colors: modes.flatMap((m) =>
      m.colors.map((c, position) => ({
        id: c.id,
        printModeId: m.id,
        position,
        name: c.name,
        hex: c.hex,
        surchargePercent: c.surchargePercent ?? 0,
        retiredAt: null,
        finishIds: [...(c.finishes ?? [])].sort(),
      })),
    ),
    processingSteps: modes.flatMap((m) =>
      m.processingSteps.map((s, position) => ({
        id: s.id,
        printModeId: m.id,
        position,
        name: s.name,
        retiredAt: null,
      })),
    ),
    processingStepOptions: modes.flatMap((m) =>
      m.processingSteps.flatMap((s) =>
        s.options.map((o, position) => ({
          id: o.id,
          stepId: s.id,
          position,
          name: o.name,
          ...surchargeRow(o.surcharge),
          retiredAt: null,
        })),
      ),
    ),
  };
}

/** A finish's or step option's surcharge as its row stores it; none is free. */
const surchargeRow = (surcharge: { perCm2: number; perPiece: number; extraDays: number } | undefined) => ({
  surchargeCentsPerCm2: surcharge?.perCm2 ?? 0,
  surchargeCentsPerPiece: surcharge?.perPiece ?? 0,
  extraProductionDays: surcharge?.extraDays ?? 0,
});

interface RowWriter<R> {
  insert(rows: R[]): Promise<unknown>;
  update(row: R): Promise<unknown>;
  retire(ids: string[]): Promise<unknown>;
}

/** Brings one table to the wanted rows and counts what that took. */
async function sync<R extends { id: string }>(
  existing: ({ id: string; retiredAt: Date | null } & Record<string, unknown>)[],
  wanted: NoInfer<R>[],
  write: RowWriter<R>,
): Promise<ChangeCount> {
  const before = new Map(existing.map((row) => [row.id, row]));
  const added = wanted.filter((row) => !before.has(row.id));
  const updated = wanted.filter((row) => {
    const old = before.get(row.id);
    return (
      old !== undefined && Object.entries(row).some(([key, value]) => !isDeepStrictEqual(old[key], value))
    );
  });
  const kept = new Set(wanted.map((row) => row.id));
  const retired = existing.filter((row) => row.retiredAt === null && !kept.has(row.id)).map((row) => row.id);
  if (added.length > 0) await write.insert(added);
  for (const row of updated) await write.update(row);
  if (retired.length > 0) await write.retire(retired);
  return { added: added.length, updated: updated.length, retired: retired.length };
}

type CatalogTable = PgTable & { id: PgColumn; retiredAt: PgColumn };

function tableWriter<T extends CatalogTable>(tx: Db, table: T): RowWriter<PgInsertValue<T> & { id: string }> {
  return {
    insert: (rows) => tx.insert(table).values(rows),
    update: (row) =>
      tx
        .update(table)
        .set(row as PgUpdateSetSource<T>)
        .where(eq(table.id, row.id)),
    retire: (ids) =>
      tx
        .update(table)
        .set({ retiredAt: new Date() } as PgUpdateSetSource<T>)
        .where(inArray(table.id, ids)),
  };
}

type ColorRow = typeof colors.$inferInsert & { id: string; finishIds: string[] };

/** Colours carry their finish restrictions, rewritten with the colour when they changed. */
function colorWriter(tx: Db): RowWriter<ColorRow> {
  const table = tableWriter(tx, colors);
  const restrict = async (rows: ColorRow[]) => {
    const pairs = rows.flatMap((c) => c.finishIds.map((finishId) => ({ colorId: c.id, finishId })));
    if (pairs.length > 0) await tx.insert(colorFinishes).values(pairs);
  };
  return {
    async insert(rows) {
      await table.insert(rows.map(({ finishIds: _finishIds, ...row }) => row));
      await restrict(rows);
    },
    async update({ finishIds, ...row }) {
      await table.update(row);
      await tx.delete(colorFinishes).where(eq(colorFinishes.colorId, row.id));
      await restrict([{ ...row, finishIds }]);
    },
    retire: table.retire,
  };
}

import type { Db } from "@druckwerk/platform";
import { count, sql } from "drizzle-orm";
import {
  colorFinishes,
  colors,
  printModes,
  processingStepOptions,
  processingSteps,
  surfaceFinishes,
} from "../db/schema";
import { type RankingCriterion, rankingCriteria } from "./ranking";
import { type SeedPrintMode, seedPrintModes } from "./seed-data";

/** Seeds the demo catalogue into an empty catalogue, in one transaction; returns whether it did. */
export async function seedCatalogIfEmpty(db: Db, modes: SeedPrintMode[] = seedPrintModes): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; PGlite has a single connection anyway.
    await tx.execute(sql`lock table pricing.print_modes in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(printModes);
    if ((existing?.n ?? 0) > 0) return false;

    await tx.insert(printModes).values(
      modes.map((m, position) => ({
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
        materialCentsPerCm3: m.rates.materialPerCm3,
        spaceCentsPerCm3: m.rates.spacePerCm3,
        handlingCentsPerPiece: m.rates.handlingPerPiece,
        minPieceCents: m.rates.minPiece,
        baseProductionDays: m.rates.baseProductionDays,
        ranking: (Object.keys(rankingCriteria) as RankingCriterion[]).map((criterion) => ({
          criterion,
          value: m.ranking[criterion],
        })),
      })),
    );
    await tx.insert(surfaceFinishes).values(
      modes.flatMap((m) =>
        m.finishes.map((f, position) => ({
          id: f.id,
          name: f.name,
          printModeId: m.id,
          position,
          surchargeCentsPerCm2: f.surcharge?.perCm2 ?? 0,
          surchargeCentsPerPiece: f.surcharge?.perPiece ?? 0,
          extraProductionDays: f.surcharge?.extraDays ?? 0,
        })),
      ),
    );
    await tx.insert(colors).values(
      modes.flatMap((m) =>
        m.colors.map((c, position) => ({
          id: c.id,
          name: c.name,
          hex: c.hex,
          surchargePercent: c.surchargePercent ?? 0,
          printModeId: m.id,
          position,
        })),
      ),
    );
    const restrictions = modes.flatMap((m) =>
      m.colors.flatMap((c) => (c.finishes ?? []).map((finishId) => ({ colorId: c.id, finishId }))),
    );
    if (restrictions.length > 0) await tx.insert(colorFinishes).values(restrictions);
    const steps = modes.flatMap((m) =>
      m.processingSteps.map((s, position) => ({ ...s, printModeId: m.id, position })),
    );
    await tx.insert(processingSteps).values(steps.map(({ options: _options, ...step }) => step));
    await tx
      .insert(processingStepOptions)
      .values(steps.flatMap((s) => s.options.map((o, position) => ({ ...o, stepId: s.id, position }))));
    return true;
  });
}

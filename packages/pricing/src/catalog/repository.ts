import type { Db } from "@druckwerk/platform";
import { asc, isNull } from "drizzle-orm";
import {
  colorFinishes,
  colors,
  printModes,
  processingStepOptions,
  processingSteps,
  surfaceFinishes,
} from "../db/schema";

export type PrintModeRow = typeof printModes.$inferSelect;
export type FinishRow = typeof surfaceFinishes.$inferSelect;
export type ColorRow = typeof colors.$inferSelect & { finishIds: string[] };
export type StepRow = typeof processingSteps.$inferSelect & {
  options: (typeof processingStepOptions.$inferSelect)[];
};

export interface CatalogPrintMode extends PrintModeRow {
  finishes: FinishRow[];
  colors: ColorRow[];
  processingSteps: StepRow[];
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

/**
 * The catalogue on offer (retired rows left out) in display order; a fixed number of queries
 * however large it grows.
 */
export async function loadCatalog(db: Db): Promise<CatalogPrintMode[]> {
  const [modes, finishes, colorRows, restrictions, steps, options] = await Promise.all([
    db.select().from(printModes).where(isNull(printModes.retiredAt)).orderBy(asc(printModes.position)),
    db
      .select()
      .from(surfaceFinishes)
      .where(isNull(surfaceFinishes.retiredAt))
      .orderBy(asc(surfaceFinishes.position)),
    db.select().from(colors).where(isNull(colors.retiredAt)).orderBy(asc(colors.position)),
    db.select().from(colorFinishes),
    db
      .select()
      .from(processingSteps)
      .where(isNull(processingSteps.retiredAt))
      .orderBy(asc(processingSteps.position)),
    db
      .select()
      .from(processingStepOptions)
      .where(isNull(processingStepOptions.retiredAt))
      .orderBy(asc(processingStepOptions.position)),
  ]);
  const finishesByMode = groupBy(finishes, (f) => f.printModeId);
  const finishIdsByColor = groupBy(restrictions, (r) => r.colorId);
  const colorsByMode = groupBy(colorRows, (c) => c.printModeId);
  const optionsByStep = groupBy(options, (o) => o.stepId);
  const stepsByMode = groupBy(steps, (s) => s.printModeId);
  return modes.map((mode) => ({
    ...mode,
    finishes: finishesByMode.get(mode.id) ?? [],
    colors: (colorsByMode.get(mode.id) ?? []).map((c) => ({
      ...c,
      finishIds: (finishIdsByColor.get(c.id) ?? []).map((r) => r.finishId),
    })),
    processingSteps: (stepsByMode.get(mode.id) ?? []).map((s) => ({
      ...s,
      options: optionsByStep.get(s.id) ?? [],
    })),
  }));
}

import { MeshError } from "./errors";

/** Units a caller may declare for a file that carries none. */
export type CallerUnit = "mm" | "cm" | "inch";
/** Every unit a file may carry (3MF and STEP name their own). */
export type LengthUnit = CallerUnit | "micron" | "m" | "ft";

export const MM_PER_UNIT: Record<LengthUnit, number> = {
  micron: 0.001,
  mm: 1,
  cm: 10,
  inch: 25.4,
  ft: 304.8,
  m: 1000,
};

export function parseCallerUnit(unit: string | undefined): CallerUnit {
  if (unit === undefined || unit === "") return "mm";
  const u = unit.trim().toLowerCase();
  if (u === "mm" || u === "millimeter" || u === "millimetre") return "mm";
  if (u === "cm" || u === "centimeter" || u === "centimetre") return "cm";
  if (u === "inch" || u === "in" || u === "inches") return "inch";
  throw new MeshError("INVALID_UNIT", `Unknown unit "${unit}"; use mm, cm or inch.`);
}

export interface UnitSuggestion {
  /** The unit that makes the part a plausible printable size. */
  unit: LengthUnit;
  /** Dimensions in millimetres if the file were read in the suggested unit. */
  dimensions: { x: number; y: number; z: number };
  reason: string;
}

// Parts we print are between a few millimetres and about a metre long.
const PLAUSIBLE_MIN_MM = 3;
const PLAUSIBLE_MAX_MM = 1000;
const TYPICAL_MM = 50;

/**
 * Suggests another unit when the largest dimension is implausible for a printed part, e.g.
 * a 0.8 x 0.5 x 0.3 "mm" part that was surely modelled in inches. Returns undefined when
 * the size in the current unit is plausible.
 */
export function suggestUnit(
  dimensionsMm: { x: number; y: number; z: number },
  current: LengthUnit,
): UnitSuggestion | undefined {
  const largest = Math.max(dimensionsMm.x, dimensionsMm.y, dimensionsMm.z);
  if (!(largest > 0) || (largest >= PLAUSIBLE_MIN_MM && largest <= PLAUSIBLE_MAX_MM)) return undefined;
  const candidates: LengthUnit[] = ["mm", "cm", "inch", "m", "micron"];
  let best: { unit: LengthUnit; score: number; factor: number } | undefined;
  for (const unit of candidates) {
    if (unit === current) continue;
    const factor = MM_PER_UNIT[unit] / MM_PER_UNIT[current];
    const size = largest * factor;
    if (size < PLAUSIBLE_MIN_MM || size > PLAUSIBLE_MAX_MM) continue;
    const score = Math.abs(Math.log(size / TYPICAL_MM));
    if (!best || score < best.score) best = { unit, score, factor };
  }
  if (!best) return undefined;
  const f = best.factor;
  const fmt = (n: number) => Number(n.toPrecision(3));
  return {
    unit: best.unit,
    dimensions: { x: dimensionsMm.x * f, y: dimensionsMm.y * f, z: dimensionsMm.z * f },
    reason: `At ${fmt(largest)} mm the largest side is implausible for a printed part; read as ${best.unit} it is ${fmt(largest * f)} mm.`,
  };
}

import type { UnitOfLength } from "../gql/graphql";
import type { Language } from "../i18n";
import { formatDecimal } from "../preferences/decimals";

/** Keyed by the schema's enum, so a unit added to the API fails to compile until it has a label. */
const unitLabels: Record<UnitOfLength, string> = { MM: "mm", CM: "cm", INCH: "inch" };

export const units = (Object.keys(unitLabels) as UnitOfLength[]).map((value) => ({
  value,
  label: unitLabels[value],
}));

const millimetresPer: Record<UnitOfLength, number> = { MM: 1, CM: 10, INCH: 25.4 };

export const unitLabel = (unit: UnitOfLength) => unitLabels[unit];

/** The gateway measures in millimetres; the shopper reads lengths in the unit the file is in. */
export function inUnit(dimensions: { x: number; y: number; z: number }, unit: UnitOfLength) {
  const f = millimetresPer[unit];
  return { x: dimensions.x / f, y: dimensions.y / f, z: dimensions.z / f };
}

/** "40,00 x 20,00 x 10,00 mm": the spec's measurement display, two decimals in the page's format. */
export function formatDimensions(
  d: { x: number; y: number; z: number },
  unit: UnitOfLength,
  language: Language,
) {
  const [x, y, z] = [d.x, d.y, d.z].map((length) => formatDecimal(length, 2, language));
  return `${x} x ${y} x ${z} ${unitLabel(unit)}`;
}

import type { UnitOfLength } from "../gql/graphql";

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

/** "40.00 x 20.00 x 10.00 mm": the spec's measurement display with two decimals. */
export const formatDimensions = (d: { x: number; y: number; z: number }, unit: UnitOfLength) =>
  `${d.x.toFixed(2)} x ${d.y.toFixed(2)} x ${d.z.toFixed(2)} ${unitLabel(unit)}`;

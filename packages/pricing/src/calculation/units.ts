/** Length units a shopper can give a model in, and their size in millimetres. */
export const unitsOfLength = ["mm", "cm", "inch"] as const;
export type UnitOfLength = (typeof unitsOfLength)[number];

export const millimetresPer: Record<UnitOfLength, number> = { mm: 1, cm: 10, inch: 25.4 };

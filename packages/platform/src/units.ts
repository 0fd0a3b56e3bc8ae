import { z } from "zod";

/**
 * The units of length a shopper can give a model's size in, as every service's REST contract
 * spells them, and their size in millimetres. Pure, so contracts the storefront bundles may import it.
 */
export const unitsOfLength = ["mm", "cm", "inch"] as const;
export const unitOfLengthSchema = z.enum(unitsOfLength);
export type UnitOfLength = (typeof unitsOfLength)[number];

export const millimetresPer: Record<UnitOfLength, number> = { mm: 1, cm: 10, inch: 25.4 };

import { unitOfLengthSchema } from "@druckwerk/platform/units";
import { z } from "zod";

/**
 * The pricing service's REST contract: the shapes of the spec's `GET /print-modes` and
 * `GET /print-modes/surface-finishes`, texts in the language of the request's language key.
 * The service serialises with these schemas and the gateway checks upstream answers with them.
 */
export const colorSchema = z.object({
  id: z.string(),
  name: z.string(),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  thumbnail: z.string(),
  /** Finish ids this colour is limited to; empty means no restriction. */
  surfaceFinishes: z.array(z.string()),
});

export const surfaceFinishSchema = z.object({
  id: z.string(),
  printModeId: z.string(),
  properties: z.object({ name: z.string() }),
  colors: z.array(colorSchema.omit({ surfaceFinishes: true })),
});

export const rankingSchema = z.object({
  criterion: z.string(),
  name: z.string(),
  value: z.number().int().min(0).max(8),
});

export const featuresSchema = z.object({
  description: z.string(),
  surfaceQuality: z.string(),
  applications: z.string(),
  maxDimensions: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  maxSumOfSides: z.number().nullable(),
  minFeatureSize: z.number(),
  minWallThickness: z.number(),
  minHoleDiameter: z.number(),
  resolutionXY: z.number(),
  resolutionZ: z.number(),
  ranking: z.array(rankingSchema),
});

export const processingStepSchema = z.object({
  id: z.string(),
  name: z.string(),
  options: z.array(z.object({ _id: z.string(), name: z.string() })),
});

export const printModeSchema = z.object({
  id: z.string(),
  name: z.string(),
  printModeMaterial: z.object({ name: z.string() }),
  printModeMethod: z.object({ name: z.string() }),
  features: featuresSchema,
  surfaceFinishes: z.array(surfaceFinishSchema),
  colors: z.array(colorSchema),
  processingSteps: z.array(processingStepSchema),
});

export const printModeListSchema = z.array(printModeSchema);
export const surfaceFinishListSchema = z.array(surfaceFinishSchema);

export type PrintModeDto = z.infer<typeof printModeSchema>;
export type SurfaceFinishDto = z.infer<typeof surfaceFinishSchema>;
export type ColorDto = z.infer<typeof colorSchema>;

/** The spec's `POST /pricing/calculations` payload: one mode, finish and colour for one object. */
const objectFields = {
  objectId: z.string().min(1).max(100),
  objectScale: z.number().positive().max(1000),
  objectUnitLength: unitOfLengthSchema,
  objectQuantity: z.number().int().min(1).max(100_000),
  /** VAT in percent; the service's configured rate (19) when omitted. */
  taxRate: z.number().min(0).max(100).optional(),
};

const selectionFields = {
  printModeId: z.string().min(1).max(100),
  surfaceFinishId: z.string().min(1).max(100),
  printModeColorId: z.string().min(1).max(100),
};

export const calculationRequestSchema = z.object({
  ...objectFields,
  ...selectionFields,
  /** The colour's name as the shop showed it; accepted for compatibility, not used. */
  printModeColor: z.unknown().optional(),
});

/** Druckwerk's batch route: many (mode, finish, colour) selections for one object in one request. */
export const batchCalculationRequestSchema = z.object({
  ...objectFields,
  selections: z.array(z.object(selectionFields)).min(1).max(1000),
});

const moneySchema = z.object({ netPrice: z.number().int(), totalPrice: z.number().int() });

export const calculationResultSchema = z.object({
  ...selectionFields,
  /** The whole line (all pieces, after the quantity discount), in cents; null when not printable. */
  price: moneySchema.nullable(),
  /** One piece before the quantity discount, in cents; null when not printable. */
  piecePrice: moneySchema.nullable(),
  calculatedTaxes: z.object({ netPrice: z.number().int(), tax: z.number().int(), taxRate: z.number() }),
  quantityDiscountPercent: z.number(),
  printable: z.boolean(),
  tooLarge: z.boolean(),
  tooSmall: z.boolean(),
  /** Business days. */
  productionTime: z.object({ days: z.number().int() }),
  /** The part at the requested unit and scale, in mm. */
  scaledDimensions: z.object({ x: z.number(), y: z.number(), z: z.number() }),
});

export const batchCalculationResultSchema = z.object({ results: z.array(calculationResultSchema) });

export type CalculationRequest = z.infer<typeof calculationRequestSchema>;
export type BatchCalculationRequest = z.infer<typeof batchCalculationRequestSchema>;
export type CalculationResult = z.infer<typeof calculationResultSchema>;

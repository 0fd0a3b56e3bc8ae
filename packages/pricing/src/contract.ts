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

/** Druckwerk's addition: `max`, the top of the ranking's scale (the pricing service's rule). */
export const rankingSchema = z
  .object({
    criterion: z.string(),
    name: z.string(),
    value: z.number().int().min(0),
    max: z.number().int().positive(),
  })
  .refine((r) => r.value <= r.max, { message: "value is above max", path: ["value"] });

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

/** A print mode's catalogue picture: its path on the pricing service and its size in pixels. */
export const printModePictureSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PrintModePictureDto = z.infer<typeof printModePictureSchema>;

export const printModeSchema = z.object({
  id: z.string(),
  name: z.string(),
  printModeMaterial: z.object({ name: z.string() }),
  printModeMethod: z.object({ name: z.string() }),
  features: featuresSchema,
  surfaceFinishes: z.array(surfaceFinishSchema),
  colors: z.array(colorSchema),
  processingSteps: z.array(processingStepSchema),
  /** The least one piece costs in this mode, in cents (net and with VAT). */
  startingPrice: z.object({ netPrice: z.number().int(), totalPrice: z.number().int() }),
  /** A picture of a sample part in the mode's material; null when the mode has none. */
  picture: printModePictureSchema.nullable(),
});

export const printModeListSchema = z.array(printModeSchema);
export const surfaceFinishListSchema = z.array(surfaceFinishSchema);

export type PrintModeDto = z.infer<typeof printModeSchema>;
export type SurfaceFinishDto = z.infer<typeof surfaceFinishSchema>;
export type ColorDto = z.infer<typeof colorSchema>;

/** The spec's `POST /pricing/calculations` payload: one mode, finish and colour for one object. */
/** What the pricing service prices: a scale above 0 up to this, and whole pieces in this range. */
export const calculationLimits = { maxScale: 1000, minQuantity: 1, maxQuantity: 100_000 } as const;

/**
 * Every code the pricing service refuses a calculation with (HTTP 4xx, the platform's error body),
 * and in a batch's per-selection refusals. Clients switch on these; adding one is a contract change.
 */
export const pricingErrorCodes = [
  /** `objectScale` is not above 0 and at most `calculationLimits.maxScale` (422). */
  "INVALID_SCALE",
  /** `objectQuantity` is not a whole number from `minQuantity` to `maxQuantity` (422). */
  "INVALID_QUANTITY",
  /** The request body has the wrong shape or types (400). */
  "VALIDATION_FAILED",
  "UNKNOWN_PRINT_MODE",
  "FINISH_NOT_IN_PRINT_MODE",
  "COLOR_NOT_IN_PRINT_MODE",
  "COLOR_NOT_AVAILABLE_WITH_FINISH",
  /** A chosen processing step or option is not one of the print mode's (400). */
  "PROCESSING_STEP_NOT_IN_PRINT_MODE",
  /** analytx knows no 3D file `objectId` (404). */
  "OBJECT_NOT_FOUND",
  /** The 3D file is still being analysed (409). */
  "OBJECT_NOT_ANALYSED",
] as const;
export type PricingErrorCode = (typeof pricingErrorCodes)[number];

/** Why a scale and quantity cannot be priced; null when they can. */
export function amountRefusal(
  objectScale: number,
  objectQuantity: number,
): { code: PricingErrorCode; message: string } | null {
  const { maxScale, minQuantity, maxQuantity } = calculationLimits;
  if (!(objectScale > 0 && objectScale <= maxScale)) {
    return { code: "INVALID_SCALE", message: `The scale must be above 0 and at most ${maxScale}` };
  }
  if (!(Number.isInteger(objectQuantity) && objectQuantity >= minQuantity && objectQuantity <= maxQuantity)) {
    return {
      code: "INVALID_QUANTITY",
      message: `The quantity must be a whole number from ${minQuantity} to ${maxQuantity}`,
    };
  }
  return null;
}

const objectFields = {
  objectId: z.string().min(1).max(100),
  /** Refused with INVALID_SCALE outside `calculationLimits`. */
  objectScale: z.number(),
  objectUnitLength: unitOfLengthSchema,
  /** Refused with INVALID_QUANTITY outside `calculationLimits`. */
  objectQuantity: z.number(),
  /** VAT in percent; the service's configured rate (19) when omitted. */
  taxRate: z.number().min(0).max(100).optional(),
};

/**
 * A processing step chosen for a line (the cart item's shape): the option `option` of step
 * `stepId`, applied `quantity` times to every piece.
 */
export const processingStepChoiceSchema = z.object({
  stepId: z.string().min(1).max(100),
  option: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(100_000),
});
export type ProcessingStepChoice = z.infer<typeof processingStepChoiceSchema>;

const selectionFields = {
  printModeId: z.string().min(1).max(100),
  surfaceFinishId: z.string().min(1).max(100),
  printModeColorId: z.string().min(1).max(100),
  /** Druckwerk's addition: processing steps priced into the line; none when omitted. */
  processingSteps: z.array(processingStepChoiceSchema).max(50).optional(),
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

/** What the price model charges for (docs/pricing.md, "The price explained"). */
export const priceComponentKinds = [
  /** The printed volume. */
  "material",
  /** The room the part takes in the build chamber (its bounding box). */
  "machineSpace",
  /** Unpacking, depowdering and inspecting each piece. */
  "handling",
  /** The surface finish's surcharge. */
  "finish",
  /** The colour's surcharge in percent. */
  "colour",
  /** What lifts a piece to the print mode's minimum price per piece. */
  "minimumCharge",
  /** The chosen processing steps (not discounted). */
  "processingSteps",
  /** The quantity discount on the printed part (negative). */
  "quantityDiscount",
] as const;

/** One component of a line, in cents; the quantity discount is negative. */
export const priceComponentSchema = moneySchema.extend({ kind: z.enum(priceComponentKinds) });
export type PriceComponentDto = z.infer<typeof priceComponentSchema>;

/** What one application of a processing-step option adds to one piece of this part. */
export const stepOptionSurchargeSchema = z.object({
  stepId: z.string(),
  optionId: z.string(),
  /** One application on one piece, in cents. */
  piecePrice: moneySchema,
  /** Business days the option adds to production. */
  extraDays: z.number().int(),
});
export type StepOptionSurcharge = z.infer<typeof stepOptionSurchargeSchema>;

export const calculationResultSchema = z.object({
  ...selectionFields,
  /** The whole line (all pieces, after the quantity discount), in cents; null when not printable. */
  price: moneySchema.nullable(),
  /** One piece (its processing steps included) before the quantity discount, in cents; null when not printable. */
  piecePrice: moneySchema.nullable(),
  /**
   * Druckwerk's addition: the line per component, adding up exactly to `price` (net and gross);
   * null when not printable.
   */
  breakdown: z.array(priceComponentSchema).nullable(),
  /** Druckwerk's addition: what each processing-step option of the mode would add to this part. */
  processingStepSurcharges: z.array(stepOptionSurchargeSchema),
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

/** A batch selection that cannot be priced (an unknown mode, a colour not offered with the finish). */
export const selectionRefusalSchema = z.object({
  ...selectionFields,
  error: z.object({ code: z.enum(pricingErrorCodes), message: z.string() }),
});

/**
 * The batch's answer, one entry per selection in order: its price, or why it cannot be priced.
 * A scale, quantity or object that cannot be priced refuses the whole batch, as the single route does.
 */
export const batchCalculationResultSchema = z.object({
  results: z.array(z.union([calculationResultSchema, selectionRefusalSchema])),
});

/**
 * Druckwerk's `POST /pricing/calculations/batches`: many batches (e.g. every model of a cart) in one
 * request, the catalogue and all objects read once. A scale, quantity or object one batch cannot be
 * priced with refuses the whole request with the code and status the batch route would answer.
 */
export const MAX_BATCHES = 100;
export const batchesCalculationRequestSchema = z.object({
  batches: z.array(batchCalculationRequestSchema).min(1).max(MAX_BATCHES),
});

/** One answer per batch in order, each what `POST /pricing/calculations/batch` answers for it. */
export const batchesCalculationResultSchema = z.object({
  answers: z.array(batchCalculationResultSchema),
});

export type CalculationRequest = z.infer<typeof calculationRequestSchema>;
export type BatchCalculationRequest = z.infer<typeof batchCalculationRequestSchema>;
export type CalculationResult = z.infer<typeof calculationResultSchema>;
export type SelectionRefusal = z.infer<typeof selectionRefusalSchema>;

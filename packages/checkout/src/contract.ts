import { unitOfLengthSchema } from "@druckwerk/platform/units";
import { z } from "zod";

/** The checkout service's REST contract for carts (spec: second document, section 7). */

export const moneySchema = z.object({ netPrice: z.number().int(), totalPrice: z.number().int() });
export type Money = z.infer<typeof moneySchema>;

export const colorSnapshotSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  hex: z.string(),
});
export type ColorSnapshot = z.infer<typeof colorSnapshotSchema>;

export const processingStepChoiceSchema = z.object({
  stepId: z.string().min(1).max(100),
  option: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(100_000),
});
export type ProcessingStepChoice = z.infer<typeof processingStepChoiceSchema>;

export const cartItemSchema = z.object({
  _id: z.string(),
  objectId: z.string(),
  referencedId: z.string(),
  model: z.object({ _id: z.string(), name: z.string() }),
  givenUnitOfLength: unitOfLengthSchema,
  scale: z.number(),
  quantity: z.number().int(),
  printModeId: z.string(),
  surfaceFinishId: z.string(),
  finishId: z.string(),
  selectedFinishId: z.string(),
  colorId: z.string(),
  color: colorSnapshotSchema,
  acknowledgedRepairInfo: z.boolean(),
  processingSteps: z.array(processingStepChoiceSchema),
  /** Paths of uploaded attachments (drawings), under this service. */
  attachments: z.array(z.string()),
  /** Path of the item's thumbnail (a PNG of the front picture), or null before one is posted. */
  thumbnail: z.string().nullable(),
  /** The line: all pieces, in cents. */
  pricing: moneySchema,
  beforeDiscount: moneySchema,
  /** One piece before the quantity discount, in cents. */
  piecePrice: moneySchema,
  /** The line's net price in cents. */
  priceCents: z.number().int(),
  productionTime: z.number().int(),
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Druckwerk's addition to the spec's cart: its total in cents, the sum of its lines (as the
 * pricing service rounded each), with the VAT in it and the shop's VAT rate in percent.
 */
export const cartPriceSchema = z.object({
  netPrice: z.number().int(),
  totalPrice: z.number().int(),
  tax: z.number().int(),
  taxRate: z.number(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  items: z.array(cartItemSchema),
  price: cartPriceSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const MAX_SCALE = 1000;
export const MAX_QUANTITY = 100_000;
export const MAX_ITEMS_PER_REQUEST = 50;

const itemFields = {
  givenUnitOfLength: unitOfLengthSchema,
  scale: z.number().positive().max(MAX_SCALE),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  colorId: z.string().min(1).max(100),
  finishId: z.string().min(1).max(100),
  /** Optional: the colour's print mode is found in the catalogue when it is missing. */
  printModeId: z.string().min(1).max(100).optional(),
  acknowledgedRepairInfo: z.boolean().optional(),
  processingSteps: z.array(processingStepChoiceSchema).max(50).optional(),
};

export const newItemSchema = z.object({ referencedId: z.string().min(1).max(100), ...itemFields });
export type NewItem = z.infer<typeof newItemSchema>;

export const addItemsSchema = z.object({ items: z.array(newItemSchema).min(1).max(MAX_ITEMS_PER_REQUEST) });
export const addItemsAnswerSchema = z.object({ cart: cartSchema, createdItems: z.array(cartItemSchema) });

export const itemUpdateSchema = z
  .object(itemFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, { params: { refusal: "NOTHING_TO_UPDATE" } });
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

/** The spec's answer to a change or removal, with the cart's new price (Druckwerk's addition). */
export const itemsAnswerSchema = z.object({ items: z.array(cartItemSchema), price: cartPriceSchema });

export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Drawings and documents a shopper may attach to an item. */
export const attachmentExtensions = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "dxf",
  "dwg",
  "step",
  "stp",
  "txt",
] as const;

/**
 * Every refusal of the cart routes (a 4xx answer's `error.code`), a closed list: clients switch on
 * these, and the gateway's `CartErrorCode` enum has exactly these values.
 */
export const cartErrorCodes = [
  "CART_NOT_FOUND",
  "ITEM_NOT_FOUND",
  "FILE_NOT_FOUND",
  "OBJECT_NOT_FOUND",
  "OBJECT_NOT_ANALYSED",
  "OBJECT_NOT_PRINTABLE",
  "OBJECT_TOO_LARGE",
  "INVALID_SELECTION",
  "INVALID_QUANTITY",
  "INVALID_SCALE",
  "INVALID_UNIT",
  "INVALID_PROCESSING_STEPS",
  "INVALID_ITEMS",
  "INVALID_REQUEST",
  "NOTHING_TO_UPDATE",
  "NO_FILE",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_ATTACHMENT",
  "NOT_A_PNG",
  "CONCURRENT_UPDATE",
] as const;
export type CartErrorCode = (typeof cartErrorCodes)[number];

/** A cart route's refusal. */
export const cartRefusalSchema = z.object({
  error: z.object({ code: z.enum(cartErrorCodes), message: z.string(), requestId: z.string().optional() }),
});

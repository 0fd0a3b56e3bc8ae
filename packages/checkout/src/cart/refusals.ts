import { HttpError } from "@druckwerk/platform";
import type { FastifyError, FastifySchemaValidationError } from "fastify";
import {
  type CartErrorCode,
  cartErrorCodes,
  MAX_ITEMS_PER_REQUEST,
  MAX_QUANTITY,
  MAX_SCALE,
} from "../contract";

const statusOf: Record<CartErrorCode, number> = {
  CART_NOT_FOUND: 404,
  ITEM_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  OBJECT_NOT_FOUND: 404,
  OBJECT_NOT_ANALYSED: 409,
  OBJECT_NOT_PRINTABLE: 422,
  OBJECT_TOO_LARGE: 422,
  INVALID_SELECTION: 400,
  INVALID_QUANTITY: 400,
  INVALID_SCALE: 400,
  INVALID_UNIT: 400,
  INVALID_PROCESSING_STEPS: 400,
  INVALID_ITEMS: 400,
  INVALID_REQUEST: 400,
  NOTHING_TO_UPDATE: 400,
  NO_FILE: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_ATTACHMENT: 415,
  NOT_A_PNG: 415,
  CONCURRENT_UPDATE: 409,
  CART_FULL: 409,
};

/** A refusal of a cart route: a code from the contract's closed list and a sentence for people. */
export const refuse = (code: CartErrorCode, message: string) => new HttpError(statusOf[code], code, message);

const isCartCode = (code: string): code is CartErrorCode =>
  (cartErrorCodes as readonly string[]).includes(code);

/** The refusal for a request field that broke its rule, by the field's name. */
const fieldRefusals: Record<string, () => HttpError> = {
  cartId: () => refuse("CART_NOT_FOUND", "No such cart"),
  itemId: () => refuse("ITEM_NOT_FOUND", "No such item in this cart"),
  name: () => refuse("FILE_NOT_FOUND", "No such attachment"),
  items: () => refuse("INVALID_ITEMS", `Add between 1 and ${MAX_ITEMS_PER_REQUEST} items with one request`),
  referencedId: () => refuse("OBJECT_NOT_FOUND", "No such 3D file"),
  givenUnitOfLength: () => refuse("INVALID_UNIT", "The unit of length must be mm, cm or inch"),
  scale: () => refuse("INVALID_SCALE", `The scale must be above 0 and at most ${MAX_SCALE}`),
  quantity: () => refuse("INVALID_QUANTITY", `The quantity must be a whole number from 1 to ${MAX_QUANTITY}`),
  printModeId: () => refuse("INVALID_SELECTION", "Choose a print mode of the catalogue"),
  finishId: () => refuse("INVALID_SELECTION", "Choose a surface finish of the catalogue"),
  colorId: () => refuse("INVALID_SELECTION", "Choose a colour of the catalogue"),
  processingSteps: () =>
    refuse(
      "INVALID_PROCESSING_STEPS",
      `Each processing step needs a step, an option and a quantity from 1 to ${MAX_QUANTITY}`,
    ),
};

/**
 * The cart routes' schema error formatter: the first broken rule of a request becomes its
 * refusal, named by the field (a processing step's quantity is a processing-step problem).
 */
export function validationRefusal(errors: FastifySchemaValidationError[]): HttpError {
  const [first] = errors;
  const refusal = (first?.params as { params?: { refusal?: string } } | undefined)?.params?.refusal;
  if (refusal === "NOTHING_TO_UPDATE") {
    return refuse("NOTHING_TO_UPDATE", "Name at least one property of the item to change");
  }
  const path = first?.instancePath.split("/").filter((part) => part && !/^\d+$/.test(part)) ?? [];
  const field = path.includes("processingSteps") ? "processingSteps" : path.at(-1);
  return (
    (field ? fieldRefusals[field]?.() : undefined) ?? refuse("INVALID_REQUEST", "The request is malformed")
  );
}

/**
 * The cart routes' error handler: their refusals pass on; the framework's own client errors
 * (malformed JSON, a body over the limit) become `INVALID_REQUEST`; a refusal with a code
 * outside the contract's list is a bug and answered as an internal error.
 */
export function cartRefusal(error: FastifyError): Error {
  const status = error.statusCode ?? 500;
  if (status >= 500 || (error instanceof HttpError && isCartCode(error.code))) return error;
  if (error.code?.startsWith("FST_")) return new HttpError(status, "INVALID_REQUEST", error.message);
  return new Error(`refusal ${error.code} is not in the cart contract: ${error.message}`, { cause: error });
}

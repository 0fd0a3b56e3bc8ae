import { HttpError } from "@druckwerk/platform";
import type { FastifyError, FastifySchemaValidationError } from "fastify";
import { type OrderErrorCode, orderErrorCodes } from "../contract";

const statusOf: Record<OrderErrorCode, number> = {
  CART_NOT_FOUND: 404,
  CART_EMPTY: 422,
  CART_CHANGED: 409,
  ITEM_NOT_ORDERABLE: 422,
  INVALID_REQUEST: 400,
  INVALID_CONTACT: 400,
  INVALID_ADDRESS: 400,
  SHIPPING_METHOD_NOT_AVAILABLE: 422,
  PAYMENT_METHOD_NOT_AVAILABLE: 422,
  DISCOUNT_NOT_VALID: 404,
  DISCOUNT_MIN_VALUE_NOT_REACHED: 422,
  LOGIN_REQUIRED: 401,
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_PAYABLE: 409,
  ORDER_NOT_REORDERABLE: 409,
  QUOTE_EXPIRED: 409,
  QUOTE_ALREADY_ACCEPTED: 409,
  PAYMENT_NOT_FOUND: 404,
  INVALID_WEBHOOK_SIGNATURE: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_ERROR: 502,
  PAYMENT_DECLINED: 402,
  ORDER_NOT_APPROVED: 409,
  PAYMENT_ORDER_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  TRANSITION_NOT_ALLOWED: 409,
  TRACKING_NUMBER_REQUIRED: 422,
  ORDER_CHANGED: 409,
  VOUCHER_CODE_TAKEN: 409,
  VOUCHER_NOT_FOUND: 404,
  ORDER_NOT_PAYPAL: 409,
  ORDER_NOT_PAID: 409,
  ORDER_NOT_CANCELLED: 409,
  ORDER_ALREADY_REFUNDED: 409,
};

/** A refusal of an order route: a code from the contract's closed list, a sentence, particulars. */
export const refuseOrder = (code: OrderErrorCode, message: string, details?: unknown) =>
  new HttpError(statusOf[code], code, message, details);

const isOrderCode = (code: string): code is OrderErrorCode =>
  (orderErrorCodes as readonly string[]).includes(code);

/** The order routes' schema error formatter: the fields at fault, under `INVALID_REQUEST`. */
export function orderValidationRefusal(errors: FastifySchemaValidationError[]): HttpError {
  const fields = errors.map((error) => ({
    field: error.instancePath.split("/").filter(Boolean).join("."),
    code: "INVALID" as const,
    message: error.message ?? "is invalid",
  }));
  return refuseOrder("INVALID_REQUEST", fields.map((f) => `${f.field || "body"}: ${f.message}`).join("; "), {
    fields,
  });
}

/**
 * The order routes' error handler: their refusals pass on, the framework's client errors become
 * `INVALID_REQUEST`, and any other code is a bug answered as an internal error.
 */
export function orderRefusal(error: FastifyError): Error {
  const status = error.statusCode ?? 500;
  if (status >= 500 || (error instanceof HttpError && isOrderCode(error.code))) return error;
  if (error.code?.startsWith("FST_")) return refuseOrder("INVALID_REQUEST", error.message);
  return new Error(`refusal ${error.code} is not in the order contract: ${error.message}`, { cause: error });
}

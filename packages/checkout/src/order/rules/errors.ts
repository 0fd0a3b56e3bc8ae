/** Stable codes for input the order rules refuse; callers branch on these, never on messages. */
export const orderRulesErrorCodes = ["INVALID_AMOUNT", "INVALID_PERCENTAGE", "INVALID_DATE"] as const;
export type OrderRulesErrorCode = (typeof orderRulesErrorCodes)[number];

/**
 * Input the rules cannot price: a fractional or negative cent amount, a rate outside 0–100 %, a
 * date that is not a calendar day. These come from stored data or the caller, never from a
 * shopper's choice, so they are thrown rather than returned.
 */
export class OrderRulesError extends Error {
  override name = "OrderRulesError";
  constructor(
    readonly code: OrderRulesErrorCode,
    message: string,
  ) {
    super(message);
  }
}

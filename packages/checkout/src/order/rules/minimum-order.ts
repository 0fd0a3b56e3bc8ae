import { largestNetWithGrossAtMost } from "./money";

/** The minimum order value in gross cents (spec, sections 5 and 9). */
export const MINIMUM_ORDER_GROSS = 3000;

/**
 * The smallest net whose gross reaches the minimum: what the spec's "minimum divided by
 * (1 + tax rate)" means in whole cents under the order's half-up tax rounding. At 19 % that is
 * 2521 (30.00 gross); ceil(3000 / 1.19) = 2522 would charge a raised cart 30.01 while a cart that
 * reaches 30.00 on its own pays 30.00. At 0 % it is 3000.
 */
export const minimumOrderNet = (taxRate: number) =>
  largestNetWithGrossAtMost(MINIMUM_ORDER_GROSS - 1, taxRate) + 1;

/**
 * The small-order surcharge in net cents: what raises the net position price to
 * `minimumOrderNet`, so that it is positive exactly when the positions' gross is under the minimum.
 * Judged on the positions before any voucher (see `voucherDiscountNet`).
 */
export const smallOrderSurchargeNet = (positionNet: number, taxRate: number) =>
  Math.max(0, minimumOrderNet(taxRate) - positionNet);

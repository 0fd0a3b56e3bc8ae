import { OrderRulesError } from "./errors";
import { cents, grossOf, largestNetWithGrossAtMost, percentOf, wholeNumber } from "./money";
import type { CustomerKind } from "./tax";

export interface VoucherRules {
  /** The cart total the voucher needs, in cents, read like an absolute `value` (gross or net). */
  minValue?: number | null;
  /** How often the voucher may be redeemed in all; counted by the caller (`usageLeft`). */
  maxUsage?: number | null;
  /** Zeroes the price of the standard shipping method (never express). */
  freeShipping?: boolean | null;
}

/** A discount (spec, sections 3 and 5). */
export interface Voucher {
  code: string;
  type: "percentage" | "absolute";
  /**
   * percentage: percent, 0 to 100 with at most two decimals. absolute: cents as the customer reads
   * prices, gross for a private customer and net for a business customer (spec, section 6: "net
   * wording for absolute discounts").
   */
  value: number;
  /** First valid day, "YYYY-MM-DD", a calendar day in Europe/Berlin; none: valid from the start. */
  fromDate?: string | null;
  /** Last valid day (the whole day, Berlin time), "YYYY-MM-DD"; none: valid for ever. */
  toDate?: string | null;
  rules: VoucherRules;
}

export type VoucherVerdict =
  | { ok: true }
  | { ok: false; code: "VOUCHER_NOT_YET_VALID"; fromDate: string }
  | { ok: false; code: "VOUCHER_EXPIRED"; toDate: string }
  /** `minValue` and `remaining` in cents, as the customer reads the cart total (`cartTotal`). */
  | { ok: false; code: "VOUCHER_MIN_VALUE_NOT_REACHED"; minValue: number; remaining: number };

const berlinCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in Germany at the instant `at`, as "YYYY-MM-DD". */
export function berlinDay(at: Date): string {
  if (Number.isNaN(at.getTime()))
    throw new OrderRulesError("INVALID_DATE", "The instant is not a valid date");
  const parts = berlinCalendar.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function calendarDay(value: string, what: string): string {
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!valid)
    throw new OrderRulesError("INVALID_DATE", `${what} must be a calendar day YYYY-MM-DD, got ${value}`);
  return value;
}

/**
 * The cart total as the customer reads it and a voucher's amounts are meant: gross for a private
 * customer, net for a business customer.
 */
export const cartTotal = (positionNet: number, taxRate: number, customerKind: CustomerKind) =>
  customerKind === "business" ? positionNet : grossOf(positionNet, taxRate);

export interface VoucherContext {
  at: Date;
  positionNet: number;
  taxRate: number;
  customerKind: CustomerKind;
}

/**
 * Whether the voucher may be redeemed (spec, section 5): its validity days include the Berlin day
 * of `at`, and the cart total is not below `rules.minValue` (else the remaining amount). maxUsage
 * needs the redemption count, which the caller holds: see `usageLeft`.
 */
export function checkVoucher(voucher: Voucher, context: VoucherContext): VoucherVerdict {
  const today = berlinDay(context.at);
  // Calendar days in ISO form compare as strings.
  if (voucher.fromDate != null && today < calendarDay(voucher.fromDate, "fromDate")) {
    return { ok: false, code: "VOUCHER_NOT_YET_VALID", fromDate: voucher.fromDate };
  }
  if (voucher.toDate != null && today > calendarDay(voucher.toDate, "toDate")) {
    return { ok: false, code: "VOUCHER_EXPIRED", toDate: voucher.toDate };
  }
  const minValue = cents(voucher.rules.minValue ?? 0, "minValue");
  const total = cartTotal(context.positionNet, context.taxRate, context.customerKind);
  if (total < minValue) {
    return { ok: false, code: "VOUCHER_MIN_VALUE_NOT_REACHED", minValue, remaining: minValue - total };
  }
  return { ok: true };
}

/** Redemptions left after `used` of them; null when the voucher has no maxUsage. */
export function usageLeft(rules: VoucherRules, used: number): number | null {
  wholeNumber(used, "used");
  if (rules.maxUsage == null) return null;
  return Math.max(0, wholeNumber(rules.maxUsage, "maxUsage") - used);
}

/**
 * What the voucher takes off `goodsNet` (the positions raised by the small-order surcharge), in net
 * cents, never more than `goodsNet`:
 * - percentage: that percentage of the goods, half up;
 * - absolute, business: `value` net;
 * - absolute, private: `value` off the goods' gross; the net is the largest one whose gross is at
 *   most the goods' gross less `value`, so the shopper sees the full value off, or one cent more
 *   where the rounding has no gross exactly there.
 */
export function voucherDiscountNet(
  voucher: Voucher,
  goodsNet: number,
  taxRate: number,
  customerKind: CustomerKind,
): number {
  if (voucher.type === "percentage") return percentOf(goodsNet, voucher.value, "the voucher's percentage");
  const value = cents(voucher.value, "the voucher's value");
  if (customerKind === "business") return Math.min(goodsNet, value);
  const goodsGross = grossOf(goodsNet, taxRate);
  return goodsNet - largestNetWithGrossAtMost(Math.max(0, goodsGross - value), taxRate);
}

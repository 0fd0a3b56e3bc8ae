import { OrderRulesError } from "./errors";

/**
 * Cent arithmetic for the order rules. Amounts are non-negative integer cents; percentages (tax
 * rates, voucher percentages) have at most two decimals and are computed exactly as basis points
 * with BigInt, so no float ever decides a cent. Rounding is half up (kaufmännisch).
 */

const basisPointsPerWhole = 10_000n;

/** `value` if it is a whole, non-negative number (of `unit`); throws INVALID_AMOUNT otherwise. */
export function wholeNumber(value: number, what: string, unit = ""): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new OrderRulesError(
      "INVALID_AMOUNT",
      `${what} must be a whole, non-negative number${unit}, got ${value}`,
    );
  }
  return value;
}

export const cents = (value: number, what: string) => wholeNumber(value, what, " of cents");

function basisPoints(percent: number, what: string): bigint {
  const points = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - points) > 1e-6) {
    throw new OrderRulesError(
      "INVALID_PERCENTAGE",
      `${what} must be 0 to 100 percent with at most two decimals, got ${percent}`,
    );
  }
  return BigInt(points);
}

/** `percent` % of `amount` cents, rounded half up to whole cents. */
export function percentOf(amount: number, percent: number, what = "the percentage"): number {
  const scaled = BigInt(cents(amount, "the amount")) * basisPoints(percent, what);
  return Number((2n * scaled + basisPointsPerWhole) / (2n * basisPointsPerWhole));
}

/** The tax on `net` cents at `taxRate` percent, rounded half up. */
export const taxOn = (net: number, taxRate: number) => percentOf(net, taxRate, "the tax rate");

/** `net` plus its tax. */
export const grossOf = (net: number, taxRate: number) => net + taxOn(net, taxRate);

/**
 * The largest net whose gross (`grossOf`) is at most `gross`. Between whole-cent nets the gross
 * steps by one cent or two, so not every gross has a net; this finds the one just at or below it.
 */
export function largestNetWithGrossAtMost(gross: number, taxRate: number): number {
  const points = basisPoints(taxRate, "the tax rate");
  // floor(gross / (1 + rate)) has a gross <= `gross`; one cent more may still round to `gross`,
  // two cents more are at least a whole cent above it.
  const floor = Number(
    (BigInt(cents(gross, "the gross")) * basisPointsPerWhole) / (basisPointsPerWhole + points),
  );
  return grossOf(floor + 1, taxRate) <= gross ? floor + 1 : floor;
}

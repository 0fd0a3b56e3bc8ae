import type { StaffVoucherFieldsFragment } from "../../gql/graphql";

export type VoucherState = "active" | "upcoming" | "ended";
export const voucherStates: readonly VoucherState[] = ["active", "upcoming", "ended"];

/** Today in Berlin, the days a voucher's first and last day are counted in (YYYY-MM-DD). */
export const berlinToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/**
 * As checkout treats it today: ended after its last day or once redeemed as often as it may be,
 * upcoming before its first day, active otherwise.
 */
export function voucherState(voucher: StaffVoucherFieldsFragment, today: string): VoucherState {
  const usedUp = voucher.maxUsage != null && voucher.usedCount >= voucher.maxUsage;
  if (usedUp || (voucher.toDate != null && voucher.toDate < today)) return "ended";
  if (voucher.fromDate != null && voucher.fromDate > today) return "upcoming";
  return "active";
}

import { type Db, isUuid } from "@druckwerk/platform";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Discount } from "../contract";
import { discounts } from "../db/schema";
import { refuseOrder } from "./refusals";
import { type CustomerKind, priceOrder, usageLeft, type Voucher } from "./rules";

export type DiscountRow = typeof discounts.$inferSelect;

export const voucherOf = (row: DiscountRow): Voucher => ({
  code: row.code,
  type: row.type,
  value: row.value,
  fromDate: row.fromDate,
  toDate: row.toDate,
  rules: { minValue: row.minValue, maxUsage: row.maxUsage, freeShipping: row.freeShipping },
});

const notValid = (what: string) => refuseOrder("DISCOUNT_NOT_VALID", `The voucher ${what} is not valid`);

/** The voucher by its code, whatever its case. */
export async function discountByCode(db: Db, code: string): Promise<DiscountRow> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(sql`lower(${discounts.code}) = ${code.trim().toLowerCase()}`);
  if (!row) throw notValid(code);
  return row;
}

export async function discountById(db: Db, id: string): Promise<DiscountRow> {
  const [row] = isUuid(id) ? await db.select().from(discounts).where(eq(discounts.id, id)) : [];
  if (!row) throw notValid(id);
  return row;
}

/**
 * The discount as the spec's voucher modal reads it, for a cart of `positionNet` at `at`:
 * unknown, outside its days or used up is `DISCOUNT_NOT_VALID`; below its minimum it is answered
 * with `minValueReached: false` and the remaining amount, so the modal can show them.
 */
export function presentDiscount(
  row: DiscountRow,
  cart: { positionNet: number; customerKind: CustomerKind; at: Date },
): Discount {
  const left = usageLeft({ maxUsage: row.maxUsage }, row.usedCount);
  if (left === 0) throw notValid(row.code);
  const { total, voucher } = priceOrder({
    lines: [{ priceCents: cart.positionNet }],
    country: null,
    customer: { kind: cart.customerKind },
    shippingMethod: null,
    voucher: voucherOf(row),
    at: cart.at,
  });
  if (voucher && !voucher.ok && voucher.code !== "VOUCHER_MIN_VALUE_NOT_REACHED") throw notValid(row.code);
  const remaining =
    voucher && !voucher.ok && voucher.code === "VOUCHER_MIN_VALUE_NOT_REACHED" ? voucher.remaining : 0;
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    fromDate: row.fromDate,
    toDate: row.toDate,
    rules: { minValue: row.minValue, maxUsage: row.maxUsage, freeShipping: row.freeShipping },
    calculatedTaxes: { totalPrice: total.discountGross, netPrice: total.discountNet },
    minValueReached: remaining === 0,
    remainingCents: remaining,
    usageCount: row.usedCount,
    usageLeft: left,
  };
}

/**
 * Redeems the voucher once, in the caller's transaction: the count rises only while it is below
 * `maxUsage`, so parallel orders can never redeem more than that. False when it is used up.
 */
export async function redeemDiscount(tx: Db, id: string): Promise<boolean> {
  const redeemed = await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(
      and(eq(discounts.id, id), or(isNull(discounts.maxUsage), lt(discounts.usedCount, discounts.maxUsage))),
    )
    .returning({ id: discounts.id });
  return redeemed.length > 0;
}

/** The embedded shop's demo vouchers (docs/orders.md); an existing code is left as it is. */
export const demoDiscounts: (typeof discounts.$inferInsert)[] = [
  { code: "WILLKOMMEN10", type: "percentage", value: 10 },
  { code: "FUENF", type: "absolute", value: 500 },
  { code: "VERSANDFREI", type: "percentage", value: 0, freeShipping: true },
  { code: "MIN50", type: "percentage", value: 15, minValue: 5000 },
];

export async function seedDemoDiscounts(db: Db): Promise<void> {
  await db.insert(discounts).values(demoDiscounts).onConflictDoNothing();
}

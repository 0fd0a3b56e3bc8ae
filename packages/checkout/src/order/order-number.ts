import type { Db } from "@druckwerk/platform";
import { sql } from "drizzle-orm";
import { orderNumberCounters } from "../db/schema";

const berlinYear = new Intl.DateTimeFormat("en", { timeZone: "Europe/Berlin", year: "numeric" });

/** The year an order placed at `at` is numbered in: the calendar year in Germany. */
export const orderYear = (at: Date) => Number(berlinYear.format(at));

/** `DW-2026-000042`. */
export const formatOrderNumber = (year: number, seq: number) => `DW-${year}-${String(seq).padStart(6, "0")}`;

/**
 * The year's next order number, taken in the caller's transaction: the counter row stays locked
 * until it commits, and a rolled-back order gives its number back, so numbers have no gaps.
 */
export async function nextOrderNumber(tx: Db, year: number): Promise<{ seq: number; orderNumber: string }> {
  const [counter] = await tx
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  if (!counter) throw new Error("the order number counter answered nothing");
  const seq = counter.last;
  return { seq, orderNumber: formatOrderNumber(year, seq) };
}

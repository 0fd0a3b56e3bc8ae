import type { Db, Logger } from "@druckwerk/platform";
import { and, eq, lte } from "drizzle-orm";
import { orders } from "../db/schema";
import { recordOrderEvent, systemActor } from "./audit-trail";

/** How often the checkout service looks for quotes past their validity. */
export const QUOTE_SWEEP_MINUTES = 10;

/**
 * Cancels every quote whose validity ended by `now` (docs/back-office.md, "Quotes"): status
 * `ORDER_CANCELLED`, `quote_expired_at` set, and an audit event authored by `system`, in one
 * transaction. A quote accepted meanwhile is no `QUOTE_GENERATED` any more and stays as it is.
 * Answers the numbers of the quotes it expired.
 */
export async function expireQuotes(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: "ORDER_CANCELLED", quoteExpiredAt: now })
      .where(and(eq(orders.status, "QUOTE_GENERATED"), lte(orders.quoteValidUntil, now)))
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    for (const quote of expired) {
      await recordOrderEvent(tx, quote.id, {
        actor: systemActor,
        kind: "status",
        before: { status: "QUOTE_GENERATED" },
        after: { status: "ORDER_CANCELLED", reason: "quote expired" },
        at: now,
      });
    }
    return expired.map((quote) => quote.orderNumber);
  });
}

/**
 * Expires quotes now and every QUOTE_SWEEP_MINUTES; a sweep that fails is logged and tried again
 * at the next. Several processes may sweep at once: the conditional update expires each quote once.
 */
export function scheduleQuoteExpiry(deps: { db: Db; logger: Logger; now: () => Date }): {
  /** Ends the schedule once the sweep under way (if any) has finished. */
  stop(): Promise<void>;
} {
  const sweep = () =>
    expireQuotes(deps.db, deps.now()).then(
      (numbers) => {
        if (numbers.length > 0) deps.logger.info({ quotes: numbers }, "quotes expired");
      },
      (err: unknown) => deps.logger.error({ err }, "expiring quotes failed"),
    );
  let running = sweep();
  const timer = setInterval(() => {
    running = sweep();
  }, QUOTE_SWEEP_MINUTES * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

import { and, eq, gt } from "drizzle-orm";
import type { AcceptQuoteRequest } from "../contract";
import { orders } from "../db/schema";
import { type Actor, recordOrderEvent } from "./audit-trail";
import type { OrderDeps } from "./deps";
import { placedOrderContext, requirePaymentMethod } from "./payment-methods";
import type { OrderRow } from "./present";
import { isOpenQuote } from "./quote-state";
import { refuseOrder } from "./refusals";

/** Why a quote that is not open cannot be accepted: expired, or no quote any more (accepted, cancelled, an order). */
function refuseClosedQuote(quote: OrderRow): never {
  if (quote.status === "QUOTE_GENERATED" || quote.quoteExpiredAt) {
    throw refuseOrder("QUOTE_EXPIRED", `Quote ${quote.orderNumber} has expired`, {
      validUntil: quote.quoteValidUntil?.toISOString() ?? null,
    });
  }
  throw refuseOrder("QUOTE_ALREADY_ACCEPTED", `${quote.orderNumber} is no open quote`);
}

/** The customer who accepts, in the audit trail: their account, or the guest holding the link. */
const customerActor = (userId: string | null | undefined): Actor =>
  userId ? { id: userId, name: "customer" } : { id: "guest", name: "customer (guest)" };

/**
 * `POST /checkout/order/{orderId}/accept-quote` (docs/orders.md, "Quotes"): the reader's open quote
 * becomes the same order, `ORDER_RECEIVED`, to be paid by the chosen method (the checkout's rules
 * for this reader), at exactly the quoted lines and totals: nothing is priced again. One
 * conditional update decides, so two clicks or two tabs accept it once; the second is refused
 * `QUOTE_ALREADY_ACCEPTED`. The acceptance is in the order's audit trail, in the same transaction.
 */
export async function acceptQuote(
  deps: Pick<OrderDeps, "db" | "now">,
  quote: OrderRow,
  request: AcceptQuoteRequest,
): Promise<OrderRow> {
  const now = deps.now();
  if (!isOpenQuote(quote, now)) refuseClosedQuote(quote);
  const method = request.billingPaymentMethod;
  requirePaymentMethod(method, placedOrderContext(quote, Boolean(request.userId)));
  return deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(orders)
      .set({ status: "ORDER_RECEIVED", paymentMethod: method, quoteAcceptedAt: now })
      .where(
        and(eq(orders.id, quote.id), eq(orders.status, "QUOTE_GENERATED"), gt(orders.quoteValidUntil, now)),
      )
      .returning();
    if (!accepted) {
      const [current] = await tx.select().from(orders).where(eq(orders.id, quote.id));
      refuseClosedQuote(current ?? quote);
    }
    await recordOrderEvent(tx, quote.id, {
      actor: customerActor(request.userId),
      kind: "status",
      before: { status: "QUOTE_GENERATED", paymentMethod: "quote" },
      after: { status: "ORDER_RECEIVED", paymentMethod: method, quote: "accepted" },
      at: now,
    });
    return accepted;
  });
}

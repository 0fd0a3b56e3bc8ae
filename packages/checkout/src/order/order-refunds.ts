import { isUuid } from "@druckwerk/platform";
import { and, eq } from "drizzle-orm";
import { orders, payments } from "../db/schema";
import { PaymentError } from "../payment";
import { type Actor, recordOrderEvent, type Tx } from "./audit-trail";
import type { OrderDeps } from "./deps";
import type { OrderMails } from "./order-mails";
import type { OrderRow } from "./present";
import { refuseOrder } from "./refusals";

/** The author of a refund the provider reports (made in PayPal's dashboard). */
const PROVIDER: Actor = { id: "paypal", name: "PayPal" };

type PaymentRow = typeof payments.$inferSelect;

/**
 * Why the order's payment cannot be paid back now, or null when it can: only a cancelled PayPal
 * order whose payment arrived, once.
 */
export function refundRefusal(order: OrderRow) {
  if (order.paymentMethod !== "paypal")
    return refuseOrder("ORDER_NOT_PAYPAL", `Order ${order.orderNumber} was not paid with PayPal`);
  if (order.paymentStatus === "PAYMENT_REFUNDED")
    return refuseOrder("ORDER_ALREADY_REFUNDED", `Order ${order.orderNumber} was refunded already`);
  if (order.paymentStatus !== "PAYMENT_RECEIVED")
    return refuseOrder("ORDER_NOT_PAID", `The payment of order ${order.orderNumber} has not arrived`);
  if (order.status !== "ORDER_CANCELLED")
    return refuseOrder("ORDER_NOT_CANCELLED", `Order ${order.orderNumber} is not cancelled`);
  return null;
}

/**
 * Paying the captured amount of a cancelled PayPal order back (docs/back-office.md), by the back
 * office or reported by the provider's PAYMENT.CAPTURE.REFUNDED. Both lock the order's row first,
 * so they follow each other; the order turns PAYMENT_REFUNDED by a conditional update, its audit
 * event and the customer's mail come only from the call that made it so.
 */
export class OrderRefunds {
  constructor(
    private readonly deps: Pick<OrderDeps, "db" | "payments">,
    private readonly mails: OrderMails,
  ) {}

  /**
   * Refunds the order's capture in full for staff member `actor`. The provider is asked with a key
   * derived from the order and its capture, so a repeated click never pays twice; when the
   * provider fails nothing is changed (the transaction is rolled back).
   */
  async refund(orderId: string, actor: Actor): Promise<void> {
    const refunded = await this.deps.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, orderId);
      if (!order) throw refuseOrder("ORDER_NOT_FOUND", `Order ${orderId} not found`);
      const refusal = refundRefusal(order);
      if (refusal) throw refusal;
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, "COMPLETED")))
        .for("update");
      if (!payment?.captureId)
        throw refuseOrder("ORDER_NOT_PAID", `Order ${order.orderNumber} has no captured PayPal payment`);
      const refundId = await this.#refundAtProvider(order, payment, payment.captureId);
      return markRefunded(tx, order, payment, refundId, actor);
    });
    if (refunded) this.mails.paymentRefunded(refunded);
  }

  /**
   * The provider reports a refund of `captureId` (PAYMENT.CAPTURE.REFUNDED): a hint, so its order
   * is read from the provider; the order turns refunded when the capture is refunded in full.
   */
  async refundedAtProvider(captureId: string): Promise<void> {
    const [known] = await this.deps.db.select().from(payments).where(eq(payments.captureId, captureId));
    if (!known) return;
    const providerOrder = await this.deps.payments.getOrder(known.providerOrderId);
    if (providerOrder.capture?.status !== "REFUNDED") return;
    const refunded = await this.deps.db.transaction(async (tx) => {
      const order = await lockedOrder(tx, known.orderId);
      const [payment] = await tx.select().from(payments).where(eq(payments.id, known.id)).for("update");
      return order && payment ? markRefunded(tx, order, payment, payment.refundId, PROVIDER) : null;
    });
    if (refunded) this.mails.paymentRefunded(refunded);
  }

  /** The provider's refund id; null when the capture was refunded in full already (its dashboard). */
  async #refundAtProvider(order: OrderRow, payment: PaymentRow, captureId: string): Promise<string | null> {
    try {
      const refund = await this.deps.payments.refund({
        captureId,
        amountCents: payment.amountCents,
        idempotencyKey: `refund:${order.id}:${captureId}`,
      });
      if (refund.status === "FAILED" || refund.status === "CANCELLED")
        throw new PaymentError("PAYMENT_PROVIDER_ERROR", `PayPal answered the refund ${refund.status}`, {
          refundId: refund.refundId,
        });
      return refund.refundId;
    } catch (error) {
      if (error instanceof PaymentError && error.code === "CAPTURE_ALREADY_REFUNDED") return null;
      throw error;
    }
  }
}

async function lockedOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.legacy, false)))
    .for("update");
  return order;
}

/** The order refunded, with its audit event; null when it was refunded (or not paid) meanwhile. */
async function markRefunded(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  refundId: string | null,
  actor: Actor,
): Promise<OrderRow | null> {
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: "PAYMENT_REFUNDED" })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "PAYMENT_RECEIVED")))
    .returning();
  if (!updated) return null;
  await tx
    .update(payments)
    .set({ status: "REFUNDED", refundId, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  await recordOrderEvent(tx, order.id, {
    actor: actor,
    kind: "payment",
    before: { paymentStatus: order.paymentStatus },
    after: { paymentStatus: "PAYMENT_REFUNDED", amountCents: payment.amountCents, refundId },
  });
  return updated;
}

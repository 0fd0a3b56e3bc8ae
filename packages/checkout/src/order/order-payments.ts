import { and, eq } from "drizzle-orm";
import { orders, payments } from "../db/schema";
import { storefrontIn } from "./access";
import type { OrderDeps } from "./deps";
import type { OrderMails } from "./order-mails";
import type { OrderRow } from "./present";
import { refuseOrder } from "./refusals";

/** PayPal payments of orders: opening one, and capturing it exactly once. */
export class OrderPayments {
  constructor(
    private readonly deps: OrderDeps,
    private readonly mails: OrderMails,
  ) {}

  /**
   * Opens a payment for the order's total and makes it the order's current one; answers the
   * approval link. The same `requestId` answers the same payment (a retried checkout), a new one a
   * new payment (pay now).
   */
  async open(order: OrderRow, requestId: string): Promise<string> {
    const { db, payments: provider, seller } = this.deps;
    // The shopper comes back to the storefront in the language they ordered in (German at the root).
    const shopUrl = storefrontIn(this.deps.shopUrl(), order);
    const created = await provider.createPayment({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountCents: order.grossCents,
      currency: "EUR",
      description: `${seller.shopName} ${order.orderNumber}`,
      returnUrl: `${shopUrl}/order-complete/${order.id}`,
      cancelUrl: `${shopUrl}/order-failed`,
      requestId,
      language: order.language,
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(payments)
        .values({
          orderId: order.id,
          provider: provider.name,
          providerOrderId: created.providerOrderId,
          status: "CREATED",
          amountCents: order.grossCents,
        })
        .onConflictDoNothing();
      await tx
        .update(orders)
        .set({ providerOrderId: created.providerOrderId, approveUrl: created.approveUrl })
        .where(eq(orders.id, order.id));
    });
    return created.approveUrl;
  }

  /**
   * Captures the payment, once: the return callback and the provider's webhooks may call this in
   * any order and any number of times. The payment's row is locked for the capture, so the second
   * caller waits and then finds it captured; the provider is asked with one key per payment, so
   * even a capture whose answer was lost is not repeated. The order turns PAYMENT_RECEIVED, and
   * its mail is sent, only by the call that made it so.
   */
  async capture(providerOrderId: string): Promise<OrderRow> {
    const { db, payments: provider, logger } = this.deps;
    const { order, newlyPaid } = await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId))
        .for("update");
      if (!payment) throw refuseOrder("PAYMENT_NOT_FOUND", `No payment ${providerOrderId}`);
      let newlyPaid = false;
      if (payment.status !== "COMPLETED") {
        const capture = await provider.capture({
          providerOrderId,
          idempotencyKey: `capture:${payment.orderId}:${providerOrderId}`,
        });
        await tx
          .update(payments)
          .set({ status: capture.status, captureId: capture.captureId, updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        if (capture.status === "COMPLETED" && capture.amountCents !== payment.amountCents) {
          logger.error(
            { providerOrderId, captured: capture.amountCents, expected: payment.amountCents },
            "captured amount differs from the order's total",
          );
        } else if (capture.status === "COMPLETED") {
          const paid = await tx
            .update(orders)
            .set({ paymentStatus: "PAYMENT_RECEIVED" })
            .where(and(eq(orders.id, payment.orderId), eq(orders.paymentStatus, "PAYMENT_PENDING")))
            .returning({ id: orders.id });
          newlyPaid = paid.length > 0;
        }
      }
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
      if (!order) throw new Error(`payment ${providerOrderId} has no order`);
      return { order, newlyPaid };
    });
    if (newlyPaid) this.mails.paymentReceived(order);
    return order;
  }
}

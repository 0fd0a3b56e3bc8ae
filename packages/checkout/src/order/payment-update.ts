import { and, eq } from "drizzle-orm";
import type { OrderPaymentMethod } from "../contract";
import { orders } from "../db/schema";
import type { OrderDeps } from "./deps";
import { placedOrderContext, requirePaymentMethod } from "./payment-methods";
import type { OrderRow } from "./present";
import { refuseOrder } from "./refusals";

/**
 * `PUT /checkout/order/{orderId}/payment-details`: an unpaid order (not a quote, not cancelled) is
 * paid now or by another method, under the same rules as at checkout. An order placed by a
 * customer is changed only with that customer's id.
 */
export async function changePaymentMethod(
  deps: Pick<OrderDeps, "db">,
  order: OrderRow,
  change: { billingPaymentMethod: Exclude<OrderPaymentMethod, "quote">; userId?: string | null | undefined },
): Promise<OrderRow> {
  if (order.userId !== null && order.userId !== change.userId) {
    throw refuseOrder("ORDER_NOT_FOUND", `Order ${order.id} not found`);
  }
  if (
    order.legacy ||
    order.paymentMethod === "quote" ||
    order.status === "ORDER_CANCELLED" ||
    order.paymentStatus !== "PAYMENT_PENDING"
  ) {
    throw refuseOrder(
      "ORDER_NOT_PAYABLE",
      `Order ${order.orderNumber} is paid, a quote, cancelled or from the old shop`,
    );
  }
  const method = change.billingPaymentMethod;
  requirePaymentMethod(method, placedOrderContext(order, Boolean(change.userId)));
  const [updated] = await deps.db
    .update(orders)
    .set({
      paymentMethod: method,
      ...(method === "paypal" ? {} : { providerOrderId: null, approveUrl: null }),
    })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "PAYMENT_PENDING")))
    .returning();
  if (!updated) throw refuseOrder("ORDER_NOT_PAYABLE", `Order ${order.orderNumber} was paid meanwhile`);
  return updated;
}

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CheckoutRequest } from "../contract";
import { orders } from "../db/schema";
import { copyAttachments, removeAttachmentCopies, reorderedAttachmentsOf } from "./attachments";
import type { OrderDeps } from "./deps";
import { draftFrom, insertOrder, type LineSource, type PlaceContext, type Placed } from "./place-order";
import type { OrderRow } from "./present";
import { refuseOrder } from "./refusals";

/** Why an order cannot be ordered again (`ORDER_NOT_REORDERABLE`, `details.reason`); null when it can. */
export function reorderRefusal(order: OrderRow): "LEGACY" | "QUOTE" | "NOT_PAID" | null {
  if (order.legacy) return "LEGACY";
  if (order.paymentMethod === "quote") return "QUOTE";
  return order.paymentStatus === "PAYMENT_RECEIVED" ? null : "NOT_PAID";
}

/** The checkout request that orders `order` again: its details, no voucher, no cart. */
function requestOf(order: OrderRow, userId: string): CheckoutRequest {
  const equal = JSON.stringify(order.billingAddress) === JSON.stringify(order.shippingAddress);
  return {
    cartId: randomUUID(),
    isBusinessCustomer: order.businessCustomer,
    userId,
    paymentDetails: {
      email: order.email,
      phone: order.phone,
      billingPaymentMethod: order.paymentMethod,
      customerRemarks: { referenceNumber: order.referenceNumber },
      billingAddress: order.billingAddress,
      shippingAddress: equal ? null : order.shippingAddress,
      isBillingAndShippingEqual: equal,
      shippingMethodId: order.shippingMethod.shippingMethodId,
    },
  };
}

const linesOf = (order: OrderRow): LineSource[] =>
  order.lines.map((line) => ({
    ...line,
    colorId: line.color.id,
    drawings: (orderId, index) => reorderedAttachmentsOf(orderId, index, line),
  }));

async function orderOfKey(deps: OrderDeps, userId: string, key: string): Promise<OrderRow | undefined> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.reorderKey, key)));
  return order;
}

/** The order an earlier call with the same key placed, if it ordered `source` again. */
function replayed(order: OrderRow | undefined, source: OrderRow): Placed | null {
  if (!order) return null;
  if (order.reorderOf !== source.id) {
    throw refuseOrder("INVALID_REQUEST", "This idempotency key ordered another order again");
  }
  return { order, created: false };
}

/**
 * `POST /checkout/order/{orderId}` (docs/orders.md, "Re-order"): a new order of the customer's
 * own paid order's lines, priced again now like a checkout, with its addresses, payment method and
 * shipping method; its drawings are copied to the new order. The same idempotency key answers
 * the order it placed (a unique index on user and key settles racing calls).
 */
export async function reorder(
  deps: OrderDeps,
  source: OrderRow,
  request: { userId?: string | null | undefined; idempotencyKey?: string | null | undefined },
  context: PlaceContext,
): Promise<Placed> {
  const { userId, idempotencyKey: key } = request;
  if (!userId) throw refuseOrder("LOGIN_REQUIRED", "Sign in to order again");
  if (source.userId !== userId) throw refuseOrder("ORDER_NOT_FOUND", `Order ${source.id} not found`);
  const reason = reorderRefusal(source);
  if (reason) {
    throw refuseOrder("ORDER_NOT_REORDERABLE", `Order ${source.orderNumber} cannot be ordered again`, {
      reason,
    });
  }
  const earlier = key ? replayed(await orderOfKey(deps, userId, key), source) : null;
  if (earlier) return earlier;

  const orderId = randomUUID();
  const checkout = requestOf(source, userId);
  const draft = await draftFrom(deps, checkout, context, orderId, linesOf(source));
  await copyAttachments(deps.storage, draft.copies);
  try {
    const order = await deps.db.transaction((tx) =>
      insertOrder(tx, draft, {
        id: orderId,
        userId,
        businessCustomer: source.businessCustomer,
        referenceNumber: source.referenceNumber,
        cartId: checkout.cartId,
        createdAt: deps.now(),
        reorderOf: source.id,
        reorderKey: key ?? null,
      }),
    );
    return { order, created: true };
  } catch (error) {
    if (draft.copies.length > 0) await removeAttachmentCopies(deps.storage, orderId);
    // A racing call with the same key stored its order first (the unique index refused this one).
    const first = key ? replayed(await orderOfKey(deps, userId, key), source) : null;
    if (first) return first;
    throw error;
  }
}

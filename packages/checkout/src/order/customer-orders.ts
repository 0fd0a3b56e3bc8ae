import { and, count, desc, eq, lt, or } from "drizzle-orm";
import type { CustomerOrdersAnswer } from "../contract";
import { orders } from "../db/schema";
import type { OrderDeps } from "./deps";
import { presentOrder } from "./present";

/** The cursor of an order in a customer's list: `{createdAt ISO},{id}`. */
const cursorOf = (order: { createdAt: Date; id: string }) => `${order.createdAt.toISOString()},${order.id}`;

/**
 * `GET /checkout/order/user`: the customer's orders, newest first (by `created_at`, then `id`),
 * `limit` of them before `before`. Keyset paging on the index (user_id, created_at, id): an order
 * placed while the customer pages shifts no page, and each order comes exactly once.
 */
export async function customerOrders(
  deps: Pick<OrderDeps, "db" | "seller">,
  query: { userId: string; limit: number; before?: string | undefined },
): Promise<CustomerOrdersAnswer> {
  const { userId, limit, before } = query;
  const [at = "", id = ""] = before?.split(",") ?? [];
  const after = before
    ? or(lt(orders.createdAt, new Date(at)), and(eq(orders.createdAt, new Date(at)), lt(orders.id, id)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), after))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1),
    deps.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: Object.fromEntries(page.map((row) => [row.id, presentOrder(row, deps.seller)])),
    ids: page.map((row) => row.id),
    next: rows.length > limit && last ? cursorOf(last) : null,
    totalCount: total?.n ?? 0,
  };
}

import type { Order as OrderDto } from "@druckwerk/checkout/contract";
import { GraphQLError } from "graphql";

const DEFAULT_ORDERS_PAGE = 20;
const MAX_ORDERS_PAGE = 50;

/** A page's size from a client's `first`: 20 when not given, at most 50. */
export const pageLimit = (first: number | null | undefined) =>
  Math.min(Math.max(first ?? DEFAULT_ORDERS_PAGE, 1), MAX_ORDERS_PAGE);

/** Order lists' cursors: the checkout service's (`{createdAt},{id}`), opaque (base64url). */
const encodeCursor = (order: OrderDto) =>
  Buffer.from(`${order.createdAt},${order._id}`).toString("base64url");

/** The checkout service's `before` for a client's `after` cursor; a cursor of no order list is refused. */
export function pageBefore(after: string | null | undefined): string | null {
  if (!after) return null;
  const decoded = Buffer.from(after, "base64url").toString();
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z,[0-9a-f-]{36}$/.test(decoded)) {
    throw new GraphQLError("`after` is no cursor of this list", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return decoded;
}

/** An `OrderConnection` of a page of orders with each one's cursor. */
export function connectionOf(nodes: OrderDto[], cursors: string[], hasNextPage: boolean, totalCount: number) {
  const edges = nodes.map((node, index) => ({ cursor: cursors[index] ?? "", node }));
  return {
    edges,
    pageInfo: { hasNextPage, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

/** An `OrderConnection` of a page of a customer's orders, newest first. */
export const orderConnection = (nodes: OrderDto[], next: string | null, totalCount: number) =>
  connectionOf(nodes, nodes.map(encodeCursor), next !== null, totalCount);

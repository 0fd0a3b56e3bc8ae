import { randomBytes, timingSafeEqual } from "node:crypto";
import type { OrderReader } from "../contract";
import type { OrderRow } from "./present";

/** A new order's access token: 24 random bytes, URL-safe. */
export const newAccessToken = () => randomBytes(24).toString("base64url");

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether `reader` may read the order (docs/orders.md, "Who may read an order"): a signed-in
 * customer's order only that customer, a guest's order only with its access token.
 */
export function mayRead(order: Pick<OrderRow, "userId" | "accessToken">, reader: OrderReader): boolean {
  if (order.userId !== null) return reader.userId === order.userId;
  return reader.token !== undefined && sameSecret(reader.token, order.accessToken);
}

/** The storefront in the order's language (German at the root, `/en`, `/fr`). */
export const storefrontIn = (shopUrl: string, order: Pick<OrderRow, "language">) =>
  `${shopUrl}${order.language === "de" ? "" : `/${order.language}`}`;

/**
 * The order's page in the storefront, for its mails: a guest's order with its access token
 * (`?token=`), a customer's without (it answers only to the customer's session).
 */
export function orderDetailsUrl(
  shopUrl: string,
  order: Pick<OrderRow, "id" | "userId" | "accessToken" | "language">,
): string {
  const page = `${storefrontIn(shopUrl, order)}/order-details/${order.id}`;
  return order.userId === null ? `${page}?token=${encodeURIComponent(order.accessToken)}` : page;
}

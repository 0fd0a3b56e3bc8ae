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
export const orderDetailsUrl = (shopUrl: string, order: OrderLink) =>
  orderPageUrl(shopUrl, order, "order-details");

/** The page that accepts a quote (`/accept-quote/{orderId}`), for its mail; read like the order's page. */
export const acceptQuoteUrl = (shopUrl: string, order: OrderLink) =>
  orderPageUrl(shopUrl, order, "accept-quote");

type OrderLink = Pick<OrderRow, "id" | "userId" | "accessToken" | "language">;

function orderPageUrl(shopUrl: string, order: OrderLink, page: "order-details" | "accept-quote"): string {
  const url = `${storefrontIn(shopUrl, order)}/${page}/${order.id}`;
  return order.userId === null ? `${url}?token=${encodeURIComponent(order.accessToken)}` : url;
}

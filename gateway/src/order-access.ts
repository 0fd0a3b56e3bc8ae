import type { Request, Response } from "express";

/**
 * The cookie that remembers the guest orders this browser may read: each order's id and access
 * token (the checkout service checks the token; a forged entry reads nothing). HttpOnly, like the
 * session's.
 */
export const ORDERS_COOKIE = "druckwerk_orders";

/** How many orders a browser remembers (the newest); about 70 bytes each. */
export const MAX_REMEMBERED_ORDERS = 20;

const ENTRY = /^([0-9a-f-]{36})\.([\w-]{1,200})$/;
const REMEMBER_DAYS = 90;

/** The access tokens of the orders a client may read as a guest (docs/orders.md, "Who may read an order"). */
export interface OrderAccess {
  /** The token this client holds for the order, or null. */
  tokenOf(orderId: string): string | null;
  /** Remembers the order's token in the browser (and for the rest of this request). */
  remember(orderId: string, token: string): void;
}

/** The entries of the cookie's value, oldest first; anything malformed is left out. */
export function parseOrdersCookie(value: unknown): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof value !== "string") return entries;
  for (const entry of value.split("~")) {
    const [, id, token] = ENTRY.exec(entry) ?? [];
    if (id && token) entries.set(id, token);
  }
  return entries;
}

/** The orders cookie of an HTTP request (read from `req.cookies`, written on `res`). */
export function httpOrderAccess(req: Request, res: Response): OrderAccess {
  const entries = parseOrdersCookie(req.cookies?.[ORDERS_COOKIE]);
  return {
    tokenOf: (orderId) => entries.get(orderId) ?? null,
    remember(orderId, token) {
      if (entries.get(orderId) === token) return;
      entries.delete(orderId);
      entries.set(orderId, token);
      const kept = [...entries].slice(-MAX_REMEMBERED_ORDERS);
      res.cookie(ORDERS_COOKIE, kept.map(([id, t]) => `${id}.${t}`).join("~"), {
        httpOnly: true,
        sameSite: "lax",
        secure: req.secure,
        path: "/",
        maxAge: REMEMBER_DAYS * 24 * 60 * 60 * 1000,
      });
    },
  };
}

/** An order access for this request only (WebSocket subscriptions, which read no orders). */
export function requestOrderAccess(): OrderAccess {
  const entries = new Map<string, string>();
  return {
    tokenOf: (orderId) => entries.get(orderId) ?? null,
    remember: (id, token) => entries.set(id, token),
  };
}

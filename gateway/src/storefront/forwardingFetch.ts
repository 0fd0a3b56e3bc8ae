import type { Request } from "express";

/**
 * A `fetch` for a storefront process of its own: the page's GraphQL requests go to the gateway
 * over HTTP as the shopper's (their cookies come with the Apollo link), with the shopper's address
 * appended to `X-Forwarded-For`, which a gateway that trusts this process (`TRUST_PROXY`) takes for
 * the client's: the limits and budgets stay per shopper, not per storefront process.
 */
export function forwardingFetch(graphqlUrl: string, req: Request): typeof fetch {
  return (_input, init = {}) => {
    const headers = new Headers(init.headers);
    const forwarded = req.get("x-forwarded-for");
    headers.set(
      "x-forwarded-for",
      forwarded ? `${forwarded}, ${req.socket.remoteAddress}` : String(req.socket.remoteAddress),
    );
    headers.set("x-forwarded-proto", req.protocol);
    const host = req.get("host");
    if (host) headers.set("x-forwarded-host", host);
    return fetch(graphqlUrl, { ...init, headers });
  };
}

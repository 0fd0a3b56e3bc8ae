import type { RequestHandler } from "express";
import ipaddr from "ipaddr.js";

/** Address ranges of the shop's own network: where load balancers and Prometheus ask from. */
const internalRanges = new Set(["loopback", "private", "uniqueLocal", "linkLocal"]);

/** Whether `address` is on this machine or the shop's private network. */
export function isInternalAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return internalRanges.has(ipaddr.process(address).range());
}

/**
 * Lets through only requests from the shop's own network (`req.ip`, so behind a reverse proxy that
 * `TRUST_PROXY` trusts, the shopper's address, not the proxy's); anyone else gets a plain 404, as
 * if nothing were there. For the operators' routes: readiness names the upstreams and metrics the
 * operations.
 */
export const internalOnly: RequestHandler = (req, res, next) => {
  if (isInternalAddress(req.ip ?? "")) return next();
  res.status(404).json({ errors: [{ message: "Nothing is here", extensions: { code: "NOT_FOUND" } }] });
};

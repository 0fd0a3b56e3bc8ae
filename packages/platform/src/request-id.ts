import { randomUUID } from "node:crypto";

/** The request ids taken from a client: short and plain, so they are safe in headers and logs. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The client's `x-request-id` when it is safe to echo and log, otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

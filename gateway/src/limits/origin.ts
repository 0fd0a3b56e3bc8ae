import type { IncomingMessage } from "node:http";

/**
 * The origin policy of the HTTP endpoint for WebSocket handshakes: a browser page may open the socket
 * only from the shop itself (the request's own host, or `publicUrl`) or from an origin in
 * `corsOrigins`; clients that send no `Origin` (not browsers) are let through, as over HTTP.
 */
export function allowedOrigin(corsOrigins: readonly string[], publicUrl: string | undefined) {
  const allowed = new Set(corsOrigins.map(originOf));
  if (publicUrl) allowed.add(originOf(publicUrl));
  return (request: IncomingMessage): boolean => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (allowed.has(originOf(origin))) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  };
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

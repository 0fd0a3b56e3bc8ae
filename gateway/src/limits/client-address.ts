import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * The client's address as Express reads it for HTTP requests (`req.ip`): `X-Forwarded-For` counts
 * only from the proxies `trustProxy` names, so a WebSocket is counted against the same client.
 */
export function clientAddressOf(trustProxy: boolean | string | undefined) {
  const trust =
    typeof trustProxy === "string"
      ? proxyAddr.compile(trustProxy.split(",").map((s) => s.trim()))
      : () => trustProxy === true;
  return (request: IncomingMessage) => proxyAddr(request, trust);
}

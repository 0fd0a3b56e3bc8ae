import type { GatewayContext, Upstreams } from "../context";

/** A service path as a URL clients can load through the gateway's media route. */
export function mediaUrl(context: GatewayContext, upstream: keyof Upstreams, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${context.mediaBaseUrl}/${upstream}${path}`;
}

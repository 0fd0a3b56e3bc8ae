import type { ClusterProcess } from "./topology";

export interface Balanced {
  /** The port HAProxy listens on. */
  port: number;
  replicas: ClusterProcess[];
  /** The path HAProxy checks each replica at: one that fails it gets no requests. */
  check: string;
}

const frontend = (name: string, port: number, rules = "") => `
frontend ${name}
  bind 127.0.0.1:${port}
${rules}  default_backend ${name}-replicas
`;

const backend = (name: string, { replicas, check }: Pick<Balanced, "replicas" | "check">) => `
backend ${name}-replicas
  balance roundrobin
  option httpchk GET ${check}
  # Which replica answered, for the proof that requests are spread.
  http-response set-header X-Druckwerk-Replica %s
  default-server check inter 1s fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down
${replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port}`).join("\n")}
`;

/** A browser asking for a page (not the API, not a file): the storefront renders it. */
const pageRequests = `  acl page method GET HEAD
  acl api path_beg /graphql /media /health /ready /metrics
  acl wants_html req.hdr(accept) -m sub text/html
  use_backend storefront-replicas if page !api wants_html
`;

/**
 * HAProxy's configuration for the cluster: on the shop's port the pages to the storefront
 * processes and everything else to the gateways (WebSocket included: HAProxy passes an upgraded
 * connection on as a tunnel), the analytx replicas on theirs. A replica
 * that stops answering its check, or answers a request with a connection error, is taken out
 * within a second, and a request it refused the connection for is sent to the other (only then:
 * a request that reached a replica may have changed something, and is never sent twice).
 */
export function haproxyConfig(
  gateways: Balanced,
  storefronts: Omit<Balanced, "port">,
  analytx: Balanced,
): string {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # A WebSocket (the subscriptions) stays open as long as the shopper's page does.
  timeout tunnel 1h
${frontend("shop", gateways.port, pageRequests)}${backend("shop", gateways)}${backend("storefront", storefronts)}${frontend("analytx", analytx.port)}${backend("analytx", analytx)}`;
}

import type { ClusterProcess } from "./topology";

export interface Balanced {
  /** The port HAProxy listens on. */
  port: number;
  replicas: ClusterProcess[];
  /** The path HAProxy checks each replica at: one that fails it gets no requests. */
  check: string;
}

const backend = (name: string, { port, replicas, check }: Balanced) => `
frontend ${name}
  bind 127.0.0.1:${port}
  default_backend ${name}-replicas

backend ${name}-replicas
  balance roundrobin
  option httpchk GET ${check}
  # Which replica answered, for the proof that requests are spread.
  http-response set-header X-Druckwerk-Replica %s
  default-server check inter 1s fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down
${replicas.map((replica) => `  server ${replica.name} 127.0.0.1:${replica.port}`).join("\n")}
`;

/**
 * HAProxy's configuration for the cluster: the gateways on the shop's port (WebSocket included:
 * HAProxy passes an upgraded connection on as a tunnel), the analytx replicas on theirs. A replica
 * that stops answering its check, or answers a request with a connection error, is taken out
 * within a second, and a request it refused the connection for is sent to the other (only then:
 * a request that reached a replica may have changed something, and is never sent twice).
 */
export function haproxyConfig(gateways: Balanced, analytx: Balanced): string {
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
${backend("shop", gateways)}${backend("analytx", analytx)}`;
}

import { fileURLToPath } from "node:url";

/**
 * The distributed shop on one machine, as an operator would spread it over several: two gateway
 * replicas and a storefront process (rendering the pages) behind HAProxy, two analytx workers behind HAProxy, every other service as a process of
 * its own, one PostgreSQL database. Each process is started from its package's `src/main.ts`, as
 * `npm start -w <package>` starts it.
 */
export interface ClusterPorts {
  /** The shop's public address: HAProxy in front of the gateways. */
  shop: number;
  /** HAProxy in front of the analytx replicas, for the gateways and services that call analytx. */
  analytx: number;
  /** The first of the ports the processes listen on, one each. */
  firstProcess: number;
}

export interface ClusterProcess {
  /** e.g. `gateway-1`, the name HAProxy and the logs give it. */
  name: string;
  /** The script, relative to the repository. */
  script: string;
  port: number;
  env: Record<string, string>;
}

export interface Topology {
  gateways: ClusterProcess[];
  /** The storefront's server rendering, its data from the gateways through HAProxy. */
  storefronts: ClusterProcess[];
  analytx: ClusterProcess[];
  services: ClusterProcess[];
}

const storefront = fileURLToPath(new URL("../../storefront/dist", import.meta.url));
const local = (port: number) => `http://127.0.0.1:${port}`;

/**
 * Every process of the cluster, with the addresses each calls the others at; `analytxReplicas`
 * analytx workers (two by default).
 */
export function topology(ports: ClusterPorts, shared: Record<string, string>, analytxReplicas = 2): Topology {
  let next = ports.firstProcess;
  const process = (name: string, script: string, env: Record<string, string> = {}): ClusterProcess => {
    const port = next++;
    return { name, script, port, env: { ...shared, PORT: String(port), HOST: "127.0.0.1", ...env } };
  };
  const pricing = process("pricing", "packages/pricing/src/main.ts", { ANALYTX_URL: local(ports.analytx) });
  const shipping = process("shipping", "packages/shipping/src/main.ts");
  const cms = process("cms", "packages/cms/src/main.ts");
  const shopUrl = `http://localhost:${ports.shop}`;
  const auth = process("auth", "packages/auth/src/main.ts", {
    SHIPPING_URL: local(shipping.port),
    SHOP_URL: shopUrl,
  });
  const checkout = process("checkout", "packages/checkout/src/main.ts", {
    PRICING_URL: local(pricing.port),
    ANALYTX_URL: local(ports.analytx),
    SHIPPING_URL: local(shipping.port),
    SHOP_URL: shopUrl,
  });
  const analytx = Array.from({ length: analytxReplicas }, (_, i) =>
    process(`analytx-${i + 1}`, "packages/analytx/src/main.ts"),
  );
  const gateways = [1, 2].map((n) =>
    process(`gateway-${n}`, "gateway/src/main.ts", {
      PRICING_URL: local(pricing.port),
      ANALYTX_URL: local(ports.analytx),
      CHECKOUT_URL: local(checkout.port),
      CMS_URL: `${local(cms.port)}/cms`,
      FORMS_URL: local(cms.port),
      AUTH_URL: local(auth.port),
      SHIPPING_URL: local(shipping.port),
      STOREFRONT_DIR: storefront,
      // HAProxy, on loopback, says who the client is.
      TRUST_PROXY: "loopback",
    }),
  );
  const storefronts = [
    process("storefront-1", "gateway/src/storefront/main.ts", {
      GATEWAY_URL: shopUrl,
      CMS_URL: `${local(cms.port)}/cms`,
      STOREFRONT_DIR: storefront,
      TRUST_PROXY: "loopback",
    }),
  ];
  return { gateways, storefronts, analytx, services: [pricing, shipping, cms, auth, checkout] };
}

import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { checkReadiness, createLogger, httpUrl, parseConfig, stopOnSignal } from "@druckwerk/platform";
import express from "express";
import { gatewayConfigSchema } from "../config";
import { internalOnly } from "../internal-only";
import { answers } from "../readiness";
import { requestId } from "../request-id";
import { securityHeaders } from "../security-headers";
import { forwardingFetch } from "./forwardingFetch";
import { storefrontRouter } from "./router";

/**
 * The storefront as a process of its own (distributed mode): pages rendered on the server behind
 * the same load balancer as the gateways, their data fetched from `GATEWAY_URL`.
 */
const config = parseConfig(
  gatewayConfigSchema
    .pick({
      HOST: true,
      PUBLIC_URL: true,
      CMS_URL: true,
      STOREFRONT_DIR: true,
      LOG_LEVEL: true,
      NODE_ENV: true,
      TRUST_PROXY: true,
    })
    .extend({
      PORT: gatewayConfigSchema.shape.PORT.removeDefault().default(4010),
      GATEWAY_URL: httpUrl.default("http://127.0.0.1:4000"),
      SHUTDOWN_GRACE_SECONDS: gatewayConfigSchema.shape.SHUTDOWN_GRACE_SECONDS,
    }),
);
const logger = createLogger("storefront", config.LOG_LEVEL);
const app = express();
app.disable("x-powered-by");
// The load balancer in front, as for the gateway: the protocol the shopper used is what it says.
app.set("trust proxy", config.TRUST_PROXY);
app.use(requestId, securityHeaders({ cmsUrl: config.CMS_URL }));
app.get("/health", (_req, res) => {
  res.json({ status: "ok" });
});
const readinessChecks = new Map([["gateway", answers(new URL("/health", config.GATEWAY_URL).href)]]);
app.get("/ready", internalOnly, async (_req, res) => {
  const report = await checkReadiness(readinessChecks);
  res.status(report.status === "ok" ? 200 : 503).json(report);
});
const graphqlUrl = new URL("/graphql", config.GATEWAY_URL).href;
app.use(
  await storefrontRouter({
    distDir: config.STOREFRONT_DIR ?? fileURLToPath(new URL("../../../storefront/dist", import.meta.url)),
    publicUrl: config.PUBLIC_URL,
    fetchFor: (req) => forwardingFetch(graphqlUrl, req),
  }),
);
const server = createServer(app);
server.listen(config.PORT, config.HOST, () =>
  logger.info(`storefront on http://localhost:${config.PORT}, data from ${graphqlUrl}`),
);
stopOnSignal(
  logger,
  config.SHUTDOWN_GRACE_SECONDS,
  () => new Promise<void>((resolve) => server.close(() => resolve())),
);

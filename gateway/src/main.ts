import { createLogger, parseConfig, stopOnSignal } from "@druckwerk/platform";
import { gatewayConfigSchema, introspectionEnabled, shopSettingsOf } from "./config";
import { graphqlLimitsOf } from "./limits";
import { createGateway } from "./server";

// Runs the gateway on its own (distributed mode), in front of services reached by URL.
const config = parseConfig(gatewayConfigSchema);
const logger = createLogger("gateway", config.LOG_LEVEL);
const gateway = await createGateway({
  upstreams: {
    pricing: config.PRICING_URL,
    analytx: config.ANALYTX_URL,
    checkout: config.CHECKOUT_URL,
    cms: config.CMS_URL,
    forms: config.FORMS_URL,
    auth: config.AUTH_URL,
    shipping: config.SHIPPING_URL,
  },
  logger,
  storefrontDir: config.STOREFRONT_DIR,
  corsOrigins: config.CORS_ORIGINS,
  introspection: introspectionEnabled(config),
  hideSchemaDetails: config.NODE_ENV === "production",
  publicUrl: config.PUBLIC_URL,
  trustProxy: config.TRUST_PROXY,
  settings: shopSettingsOf(config),
  limits: graphqlLimitsOf(config),
  shutdownGraceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
});
const url = await gateway.listen(config.PORT, config.HOST);
logger.info(`GraphQL gateway on ${url}/graphql`);
stopOnSignal(logger, config.SHUTDOWN_GRACE_SECONDS, () => gateway.stop());

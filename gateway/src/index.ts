export { type GatewayConfig, gatewayConfigSchema, introspectionEnabled, shopSettingsOf } from "./config";
export { createGateway, type Gateway, type GatewayOptions } from "./server";

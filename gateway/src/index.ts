export { type GatewayConfig, gatewayConfigSchema, introspectionEnabled } from "./config";
export { createGateway, type Gateway, type GatewayOptions } from "./server";

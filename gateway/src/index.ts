export { type GatewayConfig, gatewayConfigSchema, introspectionEnabled, shopSettingsOf } from "./config";
export {
  defaultGraphqlLimits,
  type GraphqlLimits,
  graphqlLimitsOf,
  limitedDocument,
  operationCosts,
  PRICE_COST,
} from "./limits";
export { schema } from "./schema";
export { createGateway, type Gateway, type GatewayOptions } from "./server";

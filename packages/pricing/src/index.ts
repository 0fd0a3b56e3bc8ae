export { priceRateLimitOf, pricingConfigSchema } from "./config";
export * from "./contract";
export { preparePricingDatabase, pricingService } from "./service";

export * from "./contract";
export { preparePricingDatabase, pricingService } from "./service";

export * from "./contract";
export { type ShippingServiceOptions, shippingService } from "./service";
export { shippingConfigSchema } from "./config";

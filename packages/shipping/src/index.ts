export * from "./contract";
export { type ShippingServiceOptions, shippingService } from "./service";

export { DEFAULT_DELIVERY_CUTOFF, SHOP_TIME_ZONE, shippingConfigSchema } from "./config";
export * from "./contract";
export { germanHolidays, isBusinessDay } from "./delivery/business-days";
export { type DeliveryRules, estimateDelivery } from "./delivery/delivery-date";
export { type ShippingServiceOptions, shippingService } from "./service";

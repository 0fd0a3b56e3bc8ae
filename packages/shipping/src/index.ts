export * from "./contract";
export { type ShippingServiceOptions, shippingService } from "./service";
export { DEFAULT_DELIVERY_CUTOFF, SHOP_TIME_ZONE, shippingConfigSchema } from "./config";
export { germanHolidays, isBusinessDay } from "./delivery/business-days";
export { type DeliveryRules, estimateDelivery } from "./delivery/delivery-date";

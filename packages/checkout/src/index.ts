export { checkoutConfigSchema, checkoutServiceOptions } from "./config";
export * from "./contract";
export { seedDemoDiscounts } from "./order/discounts";
export { importLegacyOrders, type LegacyImportReport } from "./order/legacy";
export { expireQuotes } from "./order/quote-expiry";
export { checkoutService, prepareCheckoutDatabase } from "./service";

export { checkoutConfigSchema, checkoutServiceOptions } from "./config";
export * from "./contract";
export { seedDemoDiscounts } from "./order/discounts";
export { checkoutService, prepareCheckoutDatabase } from "./service";

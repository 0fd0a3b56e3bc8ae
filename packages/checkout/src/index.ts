export * from "./contract";
export { checkoutService, prepareCheckoutDatabase } from "./service";

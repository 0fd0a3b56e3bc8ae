export { createPaymentProvider, type PaymentConfig, paymentConfigSchema, paypalSettings } from "./config";
export { PayPalProvider, type PayPalSettings } from "./paypal/provider";
export * from "./provider";
export {
  SIMULATOR_SIGNATURE_HEADER,
  SimulatedPaymentProvider,
  type SimulatorOptions,
} from "./simulator/provider";
export { paymentSimulatorPages } from "./simulator/routes";

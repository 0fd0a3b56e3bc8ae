import { ConfigError } from "@druckwerk/platform";
import { z } from "zod";
import { PayPalProvider, type PayPalSettings } from "./paypal/provider";
import type { PaymentProvider } from "./provider";
import { SimulatedPaymentProvider, type SimulatorOptions } from "./simulator/provider";

/**
 * The payment variables; a process that takes payments extends its config schema with these.
 * PayPal is used when its credentials are set, the simulated provider when none is.
 */
export const paymentConfigSchema = z.object({
  PAYPAL_ENV: z.enum(["sandbox", "live"]).default("sandbox"),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, "must be the webhook id from the PayPal dashboard (letters and digits)")
    .optional(),
});
export type PaymentConfig = z.output<typeof paymentConfigSchema>;

export const paypalBaseUrls = {
  sandbox: "https://api-m.sandbox.paypal.com",
  live: "https://api-m.paypal.com",
} as const;

const credentialNames = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const;

/**
 * PayPal's settings, or null when no credential is set. Some but not all of them set is a mistake
 * that stops the start, naming what is missing.
 */
export function paypalSettings(
  config: PaymentConfig,
  extra: { brandName?: string; timeoutMs?: number } = {},
): PayPalSettings | null {
  const {
    PAYPAL_CLIENT_ID: clientId,
    PAYPAL_CLIENT_SECRET: clientSecret,
    PAYPAL_WEBHOOK_ID: webhookId,
  } = config;
  if (clientId && clientSecret && webhookId) {
    return {
      baseUrl: paypalBaseUrls[config.PAYPAL_ENV],
      clientId,
      clientSecret,
      webhookId,
      brandName: extra.brandName ?? "Druckwerk",
      timeoutMs: extra.timeoutMs ?? 15_000,
    };
  }
  const missing = credentialNames.filter((name) => config[name] === undefined);
  if (missing.length === credentialNames.length) return null;
  throw new ConfigError(
    `Invalid configuration:\n  ${missing.map((name) => `${name}: required with the other PayPal credentials`).join("\n  ")}`,
  );
}

/**
 * The provider the configuration names. When it is the simulated one, register its pages
 * (`paymentSimulatorPages`) on the services' app.
 */
export function createPaymentProvider(config: PaymentConfig, simulator: SimulatorOptions): PaymentProvider {
  const paypal = paypalSettings(config, { brandName: simulator.merchantName });
  return paypal ? new PayPalProvider(paypal) : new SimulatedPaymentProvider(simulator);
}

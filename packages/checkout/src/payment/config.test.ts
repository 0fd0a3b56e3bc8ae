import { ConfigError, parseConfig } from "@druckwerk/platform";
import { describe, expect, it } from "vitest";
import { createPaymentProvider, paymentConfigSchema, paypalSettings } from "./config";

const simulator = { baseUrl: () => "http://127.0.0.1:4100" };
const credentials = {
  PAYPAL_CLIENT_ID: "AbC-client",
  PAYPAL_CLIENT_SECRET: "EfG-secret",
  PAYPAL_WEBHOOK_ID: "1JE4291016473214C",
};

describe("the payment configuration", () => {
  it("uses the simulated provider when no PayPal credential is set", () => {
    const config = parseConfig(paymentConfigSchema, { PAYPAL_CLIENT_ID: "" });
    expect(createPaymentProvider(config, simulator).name).toBe("simulated");
  });

  it("uses PayPal's sandbox when the credentials are set, and the live API when asked", () => {
    const sandbox = parseConfig(paymentConfigSchema, credentials);
    expect(createPaymentProvider(sandbox, simulator).name).toBe("paypal");
    expect(paypalSettings(sandbox)).toMatchObject({
      baseUrl: "https://api-m.sandbox.paypal.com",
      clientId: "AbC-client",
      webhookId: "1JE4291016473214C",
    });
    const live = parseConfig(paymentConfigSchema, { ...credentials, PAYPAL_ENV: "live" });
    expect(paypalSettings(live)?.baseUrl).toBe("https://api-m.paypal.com");
  });

  it("stops the start naming the credentials missing from a partial set", () => {
    const config = parseConfig(paymentConfigSchema, { PAYPAL_CLIENT_ID: "AbC-client" });
    expect(() => paypalSettings(config)).toThrow(ConfigError);
    expect(() => paypalSettings(config)).toThrow(/PAYPAL_CLIENT_SECRET: .*\n\s+PAYPAL_WEBHOOK_ID: /);
  });

  it("names a wrong environment or webhook id", () => {
    expect(() => parseConfig(paymentConfigSchema, { PAYPAL_ENV: "production" })).toThrow(/PAYPAL_ENV: /);
    expect(() =>
      parseConfig(paymentConfigSchema, { ...credentials, PAYPAL_WEBHOOK_ID: "no spaces" }),
    ).toThrow(/PAYPAL_WEBHOOK_ID: must be the webhook id/);
  });
});

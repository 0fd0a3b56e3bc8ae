import { baseConfigSchema, httpUrl, port, trustProxy } from "@druckwerk/platform";
import { z } from "zod";
import { graphqlLimitsConfigSchema } from "./limits/config";

/** The gateway's environment; the defaults suit the embedded mode on one machine. */
export const gatewayConfigSchema = baseConfigSchema
  .extend({
    PORT: port(4000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: httpUrl.optional(),
    PRICING_URL: httpUrl.default("http://127.0.0.1:4100"),
    ANALYTX_URL: httpUrl.default("http://127.0.0.1:4100"),
    CHECKOUT_URL: httpUrl.default("http://127.0.0.1:4100"),
    /** A headless TYPO3: Druckwerk's cms service (under `/cms`) or a real TYPO3's root URL. */
    CMS_URL: httpUrl.default("http://127.0.0.1:4100/cms"),
    /** Where the forms endpoint `ContactForm.php` is. */
    FORMS_URL: httpUrl.default("http://127.0.0.1:4100"),
    AUTH_URL: httpUrl.default("http://127.0.0.1:4100"),
    SHIPPING_URL: httpUrl.default("http://127.0.0.1:4100"),
    CORS_ORIGINS: z
      .string()
      .default("https://studio.apollographql.com")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** Introspection (for Sandbox and codegen) is on outside production unless set explicitly. */
    INTROSPECTION: z.enum(["true", "false"]).optional(),
    STOREFRONT_DIR: z.string().optional(),
    /** Proxies in front of the gateway whose `X-Forwarded-For` names the shopper; none by default. */
    TRUST_PROXY: trustProxy.default(false),
    /** Shown as an environment indicator (e.g. `staging`); none when unset. */
    SHOP_ENVIRONMENT: z.string().max(40).optional(),
    /** A planned-downtime notice shown as a banner on every page. */
    SHUTDOWN_NOTICE: z.string().max(300).optional(),
    /** The discount code the welcome dialog (`#welcome`) offers. */
    WELCOME_DISCOUNT_CODE: z.string().max(40).optional(),
  })
  .extend(graphqlLimitsConfigSchema.shape);

/** The storefront's shop-wide settings from the environment. */
export const shopSettingsOf = (
  config: Pick<GatewayConfig, "SHOP_ENVIRONMENT" | "SHUTDOWN_NOTICE" | "WELCOME_DISCOUNT_CODE">,
) => ({
  environment: config.SHOP_ENVIRONMENT ?? null,
  shutdownNotice: config.SHUTDOWN_NOTICE ?? null,
  welcomeDiscountCode: config.WELCOME_DISCOUNT_CODE ?? null,
});

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const introspectionEnabled = (config: Pick<GatewayConfig, "INTROSPECTION" | "NODE_ENV">) =>
  config.INTROSPECTION ? config.INTROSPECTION === "true" : config.NODE_ENV !== "production";

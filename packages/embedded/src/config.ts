import { analytxConfigSchema } from "@druckwerk/analytx";
import { authConfigSchema } from "@druckwerk/auth/config";
import { checkoutConfigSchema } from "@druckwerk/checkout";
import { cmsConfigSchema } from "@druckwerk/cms/config";
import { gatewayConfigSchema } from "@druckwerk/gateway";
import { httpUrl, port } from "@druckwerk/platform";
import { pricingConfigSchema } from "@druckwerk/pricing";
import { shippingConfigSchema } from "@druckwerk/shipping";
import { z } from "zod";

/** The embedded mode's environment: the gateway's variables plus where the services listen. */
export const embeddedConfigSchema = gatewayConfigSchema
  .omit({ PRICING_URL: true, FORMS_URL: true, AUTH_URL: true, SHIPPING_URL: true })
  .extend(cmsConfigSchema.shape)
  .extend(authConfigSchema.shape)
  .extend(pricingConfigSchema.shape)
  .extend(analytxConfigSchema.shape)
  .extend(checkoutConfigSchema.shape)
  .extend(shippingConfigSchema.shape)
  .extend({
    /** A real headless TYPO3 to take the content pages from; the embedded cms service when unset. */
    CMS_URL: httpUrl.optional(),
    SERVICES_PORT: port(4100),
    SERVICES_HOST: z.string().default("127.0.0.1"),
  });

export type EmbeddedConfig = z.output<typeof embeddedConfigSchema>;

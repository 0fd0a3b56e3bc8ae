import { taxRate } from "@druckwerk/platform";
import { z } from "zod";

/** The pricing service's variables, shared by its own `main.ts` and the embedded mode. */
export const pricingConfigSchema = z.object({
  /** VAT in percent for requests that name none. */
  TAX_RATE: taxRate,
  /** Prices one client may have computed per window, counted in the database for all processes. */
  PRICE_RATE_LIMIT: z.coerce.number().int().min(1).default(3000),
  PRICE_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
});

/** The pricing service's rate limit from its variables. */
export const priceRateLimitOf = (config: z.output<typeof pricingConfigSchema>) => ({
  max: config.PRICE_RATE_LIMIT,
  windowMs: config.PRICE_RATE_WINDOW_SECONDS * 1000,
});

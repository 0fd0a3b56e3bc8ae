import { taxRate } from "@druckwerk/platform";
import { z } from "zod";

/** The pricing service's variables, shared by its own `main.ts` and the embedded mode. */
export const pricingConfigSchema = z.object({
  /** VAT in percent for requests that name none. */
  TAX_RATE: taxRate,
});

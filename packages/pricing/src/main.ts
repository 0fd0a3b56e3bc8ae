import { httpUrl, parseConfig, serveWithDatabase, standaloneConfigSchema } from "@druckwerk/platform";
import { priceRateLimitOf, pricingConfigSchema } from "./config";
import { preparePricingDatabase, pricingService } from "./service";

// Runs the pricing service on its own (distributed mode).
const config = parseConfig(
  standaloneConfigSchema(4101).extend({
    ...pricingConfigSchema.shape,
    ANALYTX_URL: httpUrl.default("http://127.0.0.1:4102"),
  }),
);
await serveWithDatabase("pricing", config, {
  prepare: preparePricingDatabase,
  register: (app, database) =>
    app.register(pricingService, {
      database,
      analytxUrl: () => config.ANALYTX_URL,
      taxRate: config.TAX_RATE,
      priceRateLimit: priceRateLimitOf(config),
    }),
});

import {
  diskStorage,
  httpUrl,
  parseConfig,
  serveWithDatabase,
  standaloneConfigSchema,
  taxRate,
} from "@druckwerk/platform";
import { checkoutService, prepareCheckoutDatabase } from "./service";

// Runs the checkout service on its own (distributed mode): thumbnails and attachments under `$DATA_DIR/files`.
const config = parseConfig(
  standaloneConfigSchema(4103).extend({
    TAX_RATE: taxRate,
    PRICING_URL: httpUrl.default("http://127.0.0.1:4101"),
    ANALYTX_URL: httpUrl.default("http://127.0.0.1:4102"),
  }),
);
await serveWithDatabase("checkout", config, {
  prepare: prepareCheckoutDatabase,
  register: (app, database) =>
    app.register(checkoutService, {
      database,
      storage: diskStorage(`${config.DATA_DIR}/files`),
      pricingUrl: () => config.PRICING_URL,
      analytxUrl: () => config.ANALYTX_URL,
      taxRate: config.TAX_RATE,
    }),
});

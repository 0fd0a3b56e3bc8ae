import {
  createLogger,
  fileStorageOf,
  parseConfig,
  serveWithDatabase,
  standaloneConfigSchema,
  taxRate,
} from "@druckwerk/platform";
import { checkoutServiceOptions, standaloneCheckoutConfigSchema } from "./config";
import { checkoutService, prepareCheckoutDatabase } from "./service";

// Runs the checkout service on its own (distributed mode): thumbnails and attachments in the file
// storage STORAGE_URL names (an S3 bucket), or under `$DATA_DIR/files`.
const config = parseConfig(
  standaloneConfigSchema(4103).extend(standaloneCheckoutConfigSchema.shape).extend({ TAX_RATE: taxRate }),
);
const storage = fileStorageOf(config);
await serveWithDatabase("checkout", config, {
  prepare: prepareCheckoutDatabase,
  register: (app, database) =>
    app.register(
      checkoutService,
      checkoutServiceOptions(config, {
        database,
        storage,
        logger: createLogger("checkout", config.LOG_LEVEL),
        pricingUrl: () => config.PRICING_URL,
        analytxUrl: () => config.ANALYTX_URL,
        shippingUrl: () => config.SHIPPING_URL,
        shopUrl: () => config.SHOP_URL,
        serviceUrl: () => `http://${config.HOST}:${config.PORT}`,
      }),
    ),
});

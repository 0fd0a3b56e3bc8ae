import {
  createLogger,
  createServiceApp,
  listenWithGrace,
  parseConfig,
  standaloneConfigSchema,
} from "@druckwerk/platform";
import { shippingConfigSchema } from "./config";
import { shippingService } from "./service";

// Runs the shipping service on its own (distributed mode); it keeps no data.
const config = parseConfig(standaloneConfigSchema(4106).extend(shippingConfigSchema.shape));
const app = createServiceApp({ logger: createLogger("shipping", config.LOG_LEVEL) });
await app.register(shippingService, {
  countriesFile: config.SHIPPING_COUNTRIES_FILE,
  deliveryCutoff: config.DELIVERY_CUTOFF,
});
await listenWithGrace(app, config.PORT, config.HOST, config.SHUTDOWN_GRACE_SECONDS);

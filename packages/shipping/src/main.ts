import {
  baseConfigSchema,
  createLogger,
  createServiceApp,
  listenWithGrace,
  parseConfig,
  port,
} from "@druckwerk/platform";
import { z } from "zod";
import { shippingService } from "./service";

// Runs the shipping service on its own (distributed mode).
const config = parseConfig(
  baseConfigSchema.extend({
    PORT: port(4106),
    HOST: z.string().default("127.0.0.1"),
    SHIPPING_COUNTRIES_FILE: z.string().min(1).optional(),
  }),
);
const app = createServiceApp({ logger: createLogger("shipping", config.LOG_LEVEL) });
await app.register(shippingService, { countriesFile: config.SHIPPING_COUNTRIES_FILE });
await listenWithGrace(app, config.PORT, config.HOST);

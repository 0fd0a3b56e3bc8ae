import {
  baseConfigSchema,
  createLogger,
  createServiceApp,
  listenWithGrace,
  openDatabase,
  parseConfig,
  port,
  trustProxy,
} from "@druckwerk/platform";
import { z } from "zod";
import { authServiceOptions, standaloneAuthConfigSchema } from "./config";
import { authService, prepareAuthDatabase } from "./service";

// Runs the auth service on its own (distributed mode), behind the gateway.
const config = parseConfig(
  baseConfigSchema.extend(standaloneAuthConfigSchema.shape).extend({
    PORT: port(4107),
    HOST: z.string().default("127.0.0.1"),
    /** The gateway forwards the shopper's address; trust it from this machine by default. */
    TRUST_PROXY: trustProxy.default("loopback"),
  }),
);
const logger = createLogger("auth", config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pg` });
await prepareAuthDatabase(database);
const app = createServiceApp({ logger, trustProxy: config.TRUST_PROXY });
await app.register(
  authService,
  authServiceOptions(config, database, {
    shopUrl: () => config.SHOP_URL,
    shippingUrl: () => config.SHIPPING_URL,
  }),
);
app.addHook("onClose", () => database.close());
await listenWithGrace(app, config.PORT, config.HOST);

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
import { cmsConfigSchema, cmsServiceOptions } from "./config";
import { cmsService, prepareCmsDatabase } from "./service";

// Runs the cms service on its own (distributed mode), behind the gateway.
const config = parseConfig(
  baseConfigSchema.extend(cmsConfigSchema.shape).extend({
    PORT: port(4105),
    HOST: z.string().default("127.0.0.1"),
    /** The gateway forwards the shopper's address; trust it from this machine by default. */
    TRUST_PROXY: trustProxy.default("loopback"),
  }),
);
const logger = createLogger("cms", config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pg` });
await prepareCmsDatabase(database);
const app = createServiceApp({ logger, trustProxy: config.TRUST_PROXY });
await app.register(cmsService, cmsServiceOptions(config, database));
app.addHook("onClose", () => database.close());
await listenWithGrace(app, config.PORT, config.HOST);

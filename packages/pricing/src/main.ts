import {
  baseConfigSchema,
  createLogger,
  createServiceApp,
  httpUrl,
  listenWithGrace,
  openDatabase,
  parseConfig,
  port,
} from "@druckwerk/platform";
import { z } from "zod";
import { preparePricingDatabase, pricingService } from "./service";

// Runs the pricing service on its own (distributed mode).
const config = parseConfig(
  baseConfigSchema.extend({
    PORT: port(4101),
    HOST: z.string().default("127.0.0.1"),
    ANALYTX_URL: httpUrl.default("http://127.0.0.1:4102"),
    TAX_RATE: z.coerce.number().min(0).max(100).default(19),
  }),
);
const logger = createLogger("pricing", config.LOG_LEVEL);
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pg` });
await preparePricingDatabase(database);
const app = createServiceApp({ logger });
await app.register(pricingService, {
  database,
  analytxUrl: () => config.ANALYTX_URL,
  taxRate: config.TAX_RATE,
});
app.addHook("onClose", () => database.close());
await listenWithGrace(app, config.PORT, config.HOST);

import {
  clientCountingConfigSchema,
  createLogger,
  fileStorageOf,
  parseConfig,
  serveWithDatabase,
} from "@druckwerk/platform";
import { analytxConfigSchema, analytxLimitsOf } from "./config";
import { meshEngine } from "./engine/mesh-engine";
import { analytxService, prepareAnalytxDatabase } from "./service";

// Runs the analytx service on its own (distributed mode): uploads and pictures in the file storage
// STORAGE_URL names (an S3 bucket), or under `$DATA_DIR/files`.
const config = parseConfig(clientCountingConfigSchema(4102).extend(analytxConfigSchema.shape));
const storage = fileStorageOf(config);
await serveWithDatabase("analytx", config, {
  prepare: prepareAnalytxDatabase,
  register: (app, database) => {
    const engine = meshEngine({ threads: config.ANALYSIS_THREADS, warmUp: true });
    const logger = createLogger("analytx", config.LOG_LEVEL);
    engine.warmedUp.catch((err) => logger.warn({ err }, "the analysis engine could not warm up"));
    app.addHook("onClose", () => engine.close());
    return app.register(analytxService, {
      database,
      storage,
      engine,
      logger,
      concurrency: config.ANALYSIS_THREADS,
      ...analytxLimitsOf(config),
    });
  },
});

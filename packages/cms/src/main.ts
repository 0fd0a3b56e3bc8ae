import { clientCountingConfigSchema, parseConfig, serveWithDatabase } from "@druckwerk/platform";
import { cmsConfigSchema, cmsServiceOptions } from "./config";
import { cmsService, prepareCmsDatabase } from "./service";

// Runs the cms service on its own (distributed mode), behind the gateway.
const config = parseConfig(clientCountingConfigSchema(4105).extend(cmsConfigSchema.shape));
await serveWithDatabase("cms", config, {
  prepare: prepareCmsDatabase,
  register: (app, database) => app.register(cmsService, cmsServiceOptions(config, database)),
});

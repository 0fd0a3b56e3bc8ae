import { clientCountingConfigSchema, parseConfig, serveWithDatabase } from "@druckwerk/platform";
import { authServiceOptions, standaloneAuthConfigSchema } from "./config";
import { authService, prepareAuthDatabase } from "./service";

// Runs the auth service on its own (distributed mode), behind the gateway.
const config = parseConfig(clientCountingConfigSchema(4107).extend(standaloneAuthConfigSchema.shape));
await serveWithDatabase("auth", config, {
  prepare: prepareAuthDatabase,
  register: (app, database) =>
    app.register(
      authService,
      authServiceOptions(config, database, {
        shopUrl: () => config.SHOP_URL,
        shippingUrl: () => config.SHIPPING_URL,
      }),
    ),
});

import { fileURLToPath } from "node:url";
import { analytxLimitsOf, analytxService, meshEngine, prepareAnalytxDatabase } from "@druckwerk/analytx";
import { authService, prepareAuthDatabase } from "@druckwerk/auth";
import { authServiceOptions } from "@druckwerk/auth/config";
import {
  checkoutService,
  checkoutServiceOptions,
  prepareCheckoutDatabase,
  seedDemoDiscounts,
} from "@druckwerk/checkout";
import type { PaymentProvider } from "@druckwerk/checkout/payment";
import { cmsService, prepareCmsDatabase } from "@druckwerk/cms";
import { cmsServiceOptions } from "@druckwerk/cms/config";
import {
  createGateway,
  type Gateway,
  graphqlLimitsOf,
  introspectionEnabled,
  shopSettingsOf,
} from "@druckwerk/gateway";
import {
  addReadinessCheck,
  closeWithin,
  createServiceApp,
  type Database,
  databaseCheck,
  diskStorage,
  fileStorageOf,
  type Logger,
  openDatabase,
  type ServiceApp,
} from "@druckwerk/platform";
import { preparePricingDatabase, priceRateLimitOf, pricingService } from "@druckwerk/pricing";
import { shippingService } from "@druckwerk/shipping";
import type { EmbeddedConfig } from "./config";

const defaultStorefrontDir = fileURLToPath(new URL("../../../storefront/dist", import.meta.url));

export interface ShopOptions {
  /** An open database to use instead of the one the config names (tests pass a fresh one). */
  database?: Database;
  /** A folder on local disk for uploads and pictures instead of the configured storage. */
  filesDir?: string;
  /** Called with the services' Fastify app before it listens, e.g. to count upstream calls. */
  instrumentServices?: (app: ServiceApp) => void;
  /** A payment provider instead of the configured one (tests: PayPal's client against a local PayPal). */
  payments?: PaymentProvider;
}

export interface RunningShop {
  shopUrl: string;
  servicesUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole shop in this process: one database, every REST service on one loopback port
 * at the spec's paths, and the gateway with the storefront in front of them.
 */
export async function startShop(
  config: EmbeddedConfig,
  logger: Logger,
  options: ShopOptions = {},
): Promise<RunningShop> {
  // The database first: on PGlite it locks the data folder before anything else touches it.
  const database =
    options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pg` }));
  const engine = meshEngine({ threads: config.ANALYSIS_THREADS, warmUp: true });
  engine.warmedUp.catch((err) => logger.warn({ err }, "the analysis engine could not warm up"));
  // The gateway runs in this process and forwards the shopper's address from loopback.
  const services = createServiceApp({ logger: logger.child({ name: "services" }), trustProxy: "loopback" });
  let gateway: Gateway | undefined;
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  /**
   * The gateway first (new connections refused, sockets told to reconnect, requests in flight
   * finished), then the services it called (analyses back to the queue), the database last.
   */
  const stop = async () => {
    const deadline = Date.now() + graceMs;
    await gateway?.stop();
    await closeWithin(services, Math.max(0, deadline - Date.now()));
    await engine.close();
    await database.close();
  };
  try {
    const started = await serve(config, logger, { ...options, database, engine, services });
    gateway = started.gateway;
    return { shopUrl: started.shopUrl, servicesUrl: started.servicesUrl, stop };
  } catch (error) {
    // A start that failed (a port in use) gives the data folder back.
    await stop().catch(() => {});
    throw error;
  }
}

async function serve(
  config: EmbeddedConfig,
  logger: Logger,
  {
    database,
    engine,
    services,
    ...options
  }: ShopOptions & {
    database: Database;
    engine: ReturnType<typeof meshEngine>;
    services: ServiceApp;
  },
) {
  await preparePricingDatabase(database, logger.child({ name: "pricing" }));
  await prepareAnalytxDatabase(database);
  await prepareCheckoutDatabase(database);
  await seedDemoDiscounts(database.db);
  await prepareCmsDatabase(database);
  await prepareAuthDatabase(database);
  const storage = options.filesDir ? diskStorage(options.filesDir) : fileStorageOf(config);

  addReadinessCheck(services, "database", databaseCheck(database));
  options.instrumentServices?.(services);
  // Services call each other over loopback at the address known once the host listens.
  let servicesUrl = "";
  const loopback = () => servicesUrl;
  await services.register(pricingService, {
    database,
    analytxUrl: loopback,
    taxRate: config.TAX_RATE,
    priceRateLimit: priceRateLimitOf(config),
  });
  await services.register(analytxService, {
    database,
    storage,
    engine,
    logger: logger.child({ name: "analytx" }),
    concurrency: config.ANALYSIS_THREADS,
    ...analytxLimitsOf(config),
  });
  let shopUrl = "";
  const publicShopUrl = () => config.PUBLIC_URL ?? shopUrl;
  // PayPal (or its simulator, whose pages are served here) returns the shopper to the storefront.
  const checkoutOptions = checkoutServiceOptions(config, {
    database,
    storage,
    logger: logger.child({ name: "checkout" }),
    analytxUrl: loopback,
    pricingUrl: loopback,
    shippingUrl: loopback,
    shopUrl: publicShopUrl,
    serviceUrl: loopback,
  });
  await services.register(checkoutService, {
    ...checkoutOptions,
    payments: options.payments ?? checkoutOptions.payments,
  });
  await services.register(cmsService, cmsServiceOptions(config, database));
  await services.register(shippingService, {
    countriesFile: config.SHIPPING_COUNTRIES_FILE,
    deliveryCutoff: config.DELIVERY_CUTOFF,
  });
  await services.register(
    authService,
    authServiceOptions(config, database, {
      shopUrl: publicShopUrl,
      shippingUrl: loopback,
    }),
  );
  await services.listen({ port: config.SERVICES_PORT, host: config.SERVICES_HOST });
  const address = services.server.address();
  const servicesPort = typeof address === "object" && address ? address.port : config.SERVICES_PORT;
  servicesUrl = `http://${config.SERVICES_HOST}:${servicesPort}`;

  const gateway = await createGateway({
    upstreams: {
      pricing: servicesUrl,
      analytx: servicesUrl,
      checkout: servicesUrl,
      cms: config.CMS_URL ?? `${servicesUrl}/cms`,
      forms: servicesUrl,
      auth: servicesUrl,
      shipping: servicesUrl,
    },
    logger: logger.child({ name: "gateway" }),
    storefrontDir: config.STOREFRONT_DIR ?? defaultStorefrontDir,
    corsOrigins: config.CORS_ORIGINS,
    introspection: introspectionEnabled(config),
    hideSchemaDetails: config.NODE_ENV === "production",
    publicUrl: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    settings: shopSettingsOf(config),
    limits: graphqlLimitsOf(config),
    shutdownGraceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
  });
  shopUrl = await gateway.listen(config.PORT, config.HOST);
  return { gateway, shopUrl, servicesUrl };
}

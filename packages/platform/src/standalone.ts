import { z } from "zod";
import { exitOnOperatorError } from "./command";
import { type BaseConfig, baseConfigSchema, port, trustProxy } from "./config";
import { type Database, openDatabase } from "./db";
import { createServiceApp, listenWithGrace, type ServiceApp } from "./http";
import { createLogger } from "./logger";
import { addReadinessCheck, databaseCheck } from "./readiness";

/** Where a service run on its own (distributed mode) listens, besides the base variables. */
export const standaloneConfigSchema = (defaultPort: number) =>
  baseConfigSchema.extend({ PORT: port(defaultPort), HOST: z.string().default("127.0.0.1") });

/**
 * The same for a service that counts per client: the gateway forwards the shopper's address, and
 * its `X-Forwarded-For` is trusted from this machine by default.
 */
export const clientCountingConfigSchema = (defaultPort: number) =>
  standaloneConfigSchema(defaultPort).extend({ TRUST_PROXY: trustProxy.default("loopback") });

export interface StandaloneConfig extends BaseConfig {
  PORT: number;
  HOST: string;
  TRUST_PROXY?: boolean | string;
}

/**
 * Runs a service with its database on its own: opens the database (PGlite under `DATA_DIR`, locked
 * for this process, or `DATABASE_URL`), prepares it, registers the service, and listens until a
 * signal stops it, closing the database last.
 */
export async function serveWithDatabase(
  name: string,
  config: StandaloneConfig,
  service: {
    prepare(database: Database): Promise<void>;
    register(app: ServiceApp, database: Database): PromiseLike<unknown>;
  },
): Promise<void> {
  const logger = createLogger(name, config.LOG_LEVEL);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pg` }).catch(
    exitOnOperatorError,
  );
  const app = createServiceApp({ logger, trustProxy: config.TRUST_PROXY });
  addReadinessCheck(app, "database", databaseCheck(database));
  try {
    await service.prepare(database);
    await service.register(app, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  // Not in an `onClose` hook of `app`: that one would run before the service's own (LIFO), while
  // its tasks are still being handed back.
  const closeDatabase = () => database.close(); // gives its folder back too
  try {
    await listenWithGrace(app, config.PORT, config.HOST, config.SHUTDOWN_GRACE_SECONDS, closeDatabase);
  } catch (error) {
    try {
      await app.close();
    } finally {
      await closeDatabase();
    }
    throw error;
  }
}

import { fileURLToPath } from "node:url";
import {
  addReadinessCheck,
  type Database,
  type FileStorage,
  type Logger,
  prepareRateLimits,
  storageCheck,
} from "@druckwerk/platform";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AnalysisEngine } from "./engine/engine";
import { type ReadAheadLimits, ReadAheadModels } from "./files/read-ahead";
import type { UploadQuota } from "./files/upload-quota";
import { analytxRoutes } from "./routes";
import { TaskEvents } from "./tasks/events";
import { countQueuedTasks, countRunningTasks, countTaskEventSubscribers } from "./tasks/metrics";
import { TaskRunner } from "./tasks/runner";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function prepareAnalytxDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "analytx" });
  await prepareRateLimits(database);
}

export interface AnalytxServiceOptions {
  database: Database;
  storage: FileStorage;
  engine: AnalysisEngine;
  logger: Logger;
  /** Analyses run at once in this process. */
  concurrency?: number;
  /** An analysis running longer than this is stopped and failed. */
  timeoutMs?: number;
  /** How long a claim on a running task holds unrenewed: 30 s unless given. */
  leaseMs?: number;
  /** How often the queue is looked at besides after an upload: 5 s unless given. */
  queueSweepMs?: number;
  /** What one client may upload. */
  uploadQuota: UploadQuota;
  /** The memory rendered pictures may take, in bytes. */
  pictureCacheBytes: number;
  /** How many models read while uploaded are held for their analyses, and how long. */
  readAhead?: ReadAheadLimits;
}

/** The analytx service: upload, tasks with their event stream, files and pictures. */
export const analytxService: FastifyPluginAsyncZod<AnalytxServiceOptions> = async (app, options) => {
  const db = options.database.db;
  const events = new TaskEvents({
    db,
    notifications: options.database.notifications,
    logger: options.logger,
  });
  await events.start();
  const readAhead = new ReadAheadModels(options.readAhead);
  const runner = new TaskRunner({
    db,
    storage: options.storage,
    engine: options.engine,
    events,
    logger: options.logger,
    concurrency: options.concurrency ?? 1,
    leaseMs: options.leaseMs ?? 30_000,
    sweepMs: options.queueSweepMs ?? 5_000,
    timeoutMs: options.timeoutMs ?? 120_000,
    maxAttempts: 3,
    readAhead,
  });
  await app.register(multipart);
  await app.register(analytxRoutes, {
    database: options.database,
    uploadQuota: options.uploadQuota,
    pictureCacheBytes: options.pictureCacheBytes,
    storage: options.storage,
    engine: options.engine,
    events,
    onQueued: () => runner.kick(),
    readAhead,
  });
  addReadinessCheck(app, "storage", storageCheck(options.storage));
  const stopCountingQueue = countQueuedTasks(db);
  const stopCountingSubscribers = countTaskEventSubscribers(events);
  const stopCountingRunning = countRunningTasks(runner);
  app.addHook("onReady", async () => runner.start());
  app.addHook("onClose", async () => {
    stopCountingQueue();
    stopCountingSubscribers();
    stopCountingRunning();
    await runner.stop(); // announces the tasks it gives back
    await events.stop();
    readAhead.clear();
  });
};

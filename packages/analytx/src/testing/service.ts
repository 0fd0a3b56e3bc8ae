import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLogger, createServiceApp, type Database, diskStorage } from "@druckwerk/platform";
import { openTestDatabase } from "@druckwerk/platform/testing";
import type { AnalysisEngine } from "../engine/engine";
import { analytxService, prepareAnalytxDatabase } from "../service";

/**
 * One analytx process for a test, on a fresh PGlite database unless given one (a replica on a shared
 * PostgreSQL database) and a temporary folder, analysing one task at a time with `engine`, its
 * periodic sweep out of the way (an hour): `close` ends the engine and the database too.
 */
export async function startTestAnalytx(engine: AnalysisEngine, given?: Database) {
  const database: Database = given ?? (await openTestDatabase("pglite"));
  await prepareAnalytxDatabase(database);
  const filesDir = mkdtempSync(path.join(tmpdir(), "druckwerk-analytx-"));
  const app = createServiceApp({ logger: createLogger("test", "silent") });
  await app.register(analytxService, {
    database,
    storage: diskStorage(filesDir),
    engine,
    logger: createLogger("analytx", "silent"),
    concurrency: 1,
    queueSweepMs: 3_600_000,
    uploadQuota: { uploadsPerHour: 100, megabytesPerDay: 100 },
    pictureCacheBytes: 1024 * 1024,
  });
  app.addHook("onClose", async () => {
    await engine.close();
    await database.close();
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    database,
    filesDir,
    close: async () => {
      await app.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

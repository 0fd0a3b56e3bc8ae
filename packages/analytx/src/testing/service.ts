import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createLogger,
  createServiceApp,
  type Database,
  diskStorage,
  type FileStorage,
} from "@druckwerk/platform";
import { openTestDatabase } from "@druckwerk/platform/testing";
import type { AnalysisEngine } from "../engine/engine";
import { analytxService, prepareAnalytxDatabase } from "../service";

/**
 * One analytx process for a test, on a fresh PGlite database unless given one (a replica on a shared
 * PostgreSQL database) and a temporary folder unless given a `storage`, analysing one task at a
 * time with `engine`, its periodic sweep out of the way (an hour): `close` ends the engine and the
 * database too.
 */
export async function startTestAnalytx(
  engine: AnalysisEngine,
  options: { storage?: FileStorage; database?: Database } = {},
) {
  const database: Database = options.database ?? (await openTestDatabase("pglite"));
  await prepareAnalytxDatabase(database);
  const filesDir = mkdtempSync(path.join(tmpdir(), "druckwerk-analytx-"));
  const app = createServiceApp({ logger: createLogger("test", "silent") });
  await app.register(analytxService, {
    database,
    storage: options.storage ?? diskStorage(filesDir),
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

/** Uploads a 3D file to the analytx at `url`: the answer's status and body. */
export async function uploadTo(url: string, bytes: Uint8Array, filename: string, unit = "mm") {
  const form = new FormData();
  form.append("givenUnitOfLength", unit);
  form.append("file", new Blob([bytes]), filename);
  const answer = await fetch(`${url}/analytx/file/`, { method: "POST", body: form });
  return {
    status: answer.status,
    body: (await answer.json()) as {
      taskId: string;
      createdObject: { _id: string };
      error?: { code: string };
    },
  };
}

/** The status of a task once it is no longer queued or running (within 20 s). */
export async function settledTaskStatus(url: string, taskId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status } = (await (await fetch(`${url}/analytx/task/${taskId}`)).json()) as { status: string };
    if ((status !== "queued" && status !== "running") || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

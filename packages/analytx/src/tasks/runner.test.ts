import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import { createLogger, createServiceApp, diskStorage, type ServiceApp } from "@druckwerk/platform";
import { openTestDatabase } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meshEngine } from "../engine/mesh-engine";
import { analytxService, prepareAnalytxDatabase } from "../service";

/** The task queue of one analytx process, with its periodic sweep out of the way (an hour). */
describe("the analysis queue", () => {
  let app: ServiceApp;
  let url: string;
  let filesDir: string;
  const engine = meshEngine({ threads: 1 });
  beforeAll(async () => {
    const database = await openTestDatabase("pglite");
    await prepareAnalytxDatabase(database);
    filesDir = mkdtempSync(path.join(tmpdir(), "druckwerk-queue-"));
    app = createServiceApp({ logger: createLogger("test", "silent") });
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
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const upload = async (size: number) => {
    const form = new FormData();
    form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [size, 10, 5]))]), `block-${size}.stl`);
    const answer = await fetch(`${url}/analytx/file/`, { method: "POST", body: form });
    return ((await answer.json()) as { taskId: string }).taskId;
  };
  const statusOf = async (taskId: string) =>
    ((await (await fetch(`${url}/analytx/task/${taskId}`)).json()) as { status: string }).status;

  it("analyses uploads queued while it is busy one after the other, without waiting for a sweep", async () => {
    const taskIds = await Promise.all([20, 30, 40, 50].map(upload));
    for (const taskId of taskIds)
      await expect.poll(() => statusOf(taskId), { timeout: 20_000, interval: 50 }).toBe("completed");
  }, 30_000);
});

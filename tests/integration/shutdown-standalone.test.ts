import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportStl, torusMesh } from "@druckwerk/mesh";
import { createPostgresTestDatabase, testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "./eventually";
import { json, uploadFile } from "./rest-client";
import { type ServiceProcess, startService } from "./service-process";
import { storedTask } from "./stored-task";

describe.each(testDatabaseKinds())("stopping analytx run alone (SIGTERM) on %s", (kind) => {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  let analytx: ServiceProcess | undefined;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-analytx-shutdown-"));
    postgres = kind === "postgres" ? await createPostgresTestDatabase() : undefined;
  });
  afterEach(async () => {
    await analytx?.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the running analysis back to the queue before it closes the database, and exits 0", async () => {
    analytx = await startService("analytx", {
      DATA_DIR: dataDir,
      ANALYSIS_THREADS: "1",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    const { url } = analytx;
    // 720,000 triangles: an analysis that takes seconds.
    const upload = await uploadFile(url, exportStl(torusMesh(40, 12, 600, 600)), "torus.stl");
    expect(upload.status).toBe(201);
    const taskId: string = upload.body.taskId;
    await eventually(
      async () => (await json(`${url}/analytx/task/${taskId}`)).body.status === "running",
      "the analysis runs",
    );

    analytx.child.kill("SIGTERM");
    expect(await analytx.exited).toBe(0);
    // Nothing logged as an error (pino's levels 50 and 60), no stack trace.
    expect(analytx.output()).not.toMatch(/"level":[56]0|Error/);
    expect(analytx.output()).toMatch(/"msg":"stopped"/);
    // Back in the queue, its attempt not counted, for the next worker to take at once.
    expect(
      await storedTask(postgres ? { url: postgres.url } : { dataDir: path.join(dataDir, "pg") }, taskId),
    ).toMatchObject({ status: "queued", phase: "queued", attempts: 0, lease_until: null });
  }, 60_000);
});

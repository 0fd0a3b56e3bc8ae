import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@druckwerk/platform";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { models } from "./models";
import { analysedModel, json } from "./rest-client";
import { startService } from "./service-process";

interface RunningService {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a service alone with a copy of `emptyDataDir` as its own folder, removed when it stops.
 */
async function startAlone(
  name: string,
  emptyDataDir: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `druckwerk-${name}-`));
  cpSync(emptyDataDir, dataDir, { recursive: true });
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const service = await startService(name, { DATA_DIR: dataDir, ...env }).catch((error) => {
    removeDataDir();
    throw error;
  });
  return {
    url: service.url,
    async stop() {
      await service.stop();
      removeDataDir();
    },
  };
}

describe("each service's main.ts runs it alone (distributed mode)", () => {
  // Creating a PGlite database takes seconds: made once here, copied for each service.
  let emptyDataDir: string;
  beforeAll(async () => {
    emptyDataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-empty-"));
    await (await openDatabase({ dataDir: `${emptyDataDir}/pg` })).close();
  });
  afterAll(() => rmSync(emptyDataDir, { recursive: true, force: true }));

  const running: RunningService[] = [];
  const start = async (name: string, env?: Record<string, string>) => {
    const service = await startAlone(name, emptyDataDir, env);
    running.push(service);
    expect((await json(`${service.url}/health`)).body).toEqual({ status: "ok" });
    // Ready: its own database answers (and analytx's and checkout's storage).
    const ready = await json(`${service.url}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks.database).toMatchObject({ status: "ok" });
    if (name === "analytx" || name === "checkout")
      expect(ready.body.checks.storage).toMatchObject({ status: "ok" });
    return service.url;
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((service) => service.stop()));
  });

  it("analytx: takes an upload and analyses it in its own worker threads", async () => {
    const url = await start("analytx", { ANALYSIS_THREADS: "1" });
    const id = await analysedModel(url, models.block(), "block.stl");
    expect((await json(`${url}/analytx/file/${id}`)).body).toMatchObject({ status: "completed" });
  });

  it("checkout: creates a cart and reads it back", async () => {
    const url = await start("checkout");
    const created = await json(`${url}/checkout/cart`, { method: "POST" });
    expect(created.status).toBe(201);
    expect((await json(`${url}/checkout/cart/${created.body._id}`)).body).toEqual({
      _id: created.body._id,
      items: [],
      price: { netPrice: 0, totalPrice: 0, tax: 0, taxRate: 19 },
    });
  });

  it("pricing: serves the shipped catalogue it applied on start", async () => {
    const url = await start("pricing");
    const modes = (await json(`${url}/print-modes`)).body as { id: string }[];
    expect(modes.map((m) => m.id)).toContain("sls-pa12-white");
  });
});

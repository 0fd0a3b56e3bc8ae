import { afterAll, describe, expect, it } from "vitest";
import { MeshError } from "../errors";
import { exportStl } from "../export/stl";
import { boxMesh, torusMesh } from "../generate/shapes";
import type { AnalysisReport } from "../report";
import { threadJobs } from "../testing/thread-jobs";
import { meshJobs } from "./jobs";
import { createWorkerPool } from "./pool";

const block = exportStl(boxMesh([0, 0, 0], [20, 10, 5]));
const large = exportStl(torusMesh(40, 10, 600, 300));

function asciiStl(triangles: number): Uint8Array {
  const facet = (t: number) =>
    `facet normal 0 0 1\n outer loop\n  vertex ${t} 0 0\n  vertex ${t + 1} 0 0\n  vertex ${t} 1 0\n endloop\nendfacet\n`;
  const lines = ["solid big\n"];
  for (let t = 0; t < triangles; t++) lines.push(facet(t));
  lines.push("endsolid big\n");
  return new TextEncoder().encode(lines.join(""));
}

describe("the worker pool", () => {
  const pool = createWorkerPool(meshJobs, { threads: 1 });
  const strict = createWorkerPool(meshJobs, { threads: 1, timeoutMs: 50 });
  afterAll(() => Promise.all([pool.close(), strict.close()]));

  it("analyses a model in a worker thread", async () => {
    const report = await pool.run<AnalysisReport>("analyze", { bytes: block, filename: "block.stl" });
    expect(report).toMatchObject({ format: "stl-binary", triangles: 12, shells: 1, manifold: true });
    expect(report.volume).toBeCloseTo(1000, 3);
  });

  it("passes the engine's refusal on with its code", async () => {
    const refusal = pool.run("analyze", { bytes: new Uint8Array(), filename: "empty.stl" });
    await expect(refusal).rejects.toBeInstanceOf(MeshError);
    await expect(refusal).rejects.toMatchObject({ code: "EMPTY_FILE" });
  });

  it("stops a job that runs over its time limit", async () => {
    await expect(strict.run("analyze", { bytes: large, filename: "torus.stl" })).rejects.toMatchObject({
      code: "TIMEOUT",
    });
    // The pool goes on working after a stopped job.
    await expect(pool.run("analyze", { bytes: block, filename: "block.stl" })).resolves.toMatchObject({
      triangles: 12,
    });
  });

  it("stops a job that needs more memory than its thread may use", async () => {
    const tight = createWorkerPool(meshJobs, { threads: 1, maxMemoryMb: 16 });
    try {
      // Text is read into the JavaScript heap: a 30 MB ASCII STL cannot fit in 16 MB.
      await expect(
        tight.run("analyze", { bytes: asciiStl(120_000), filename: "big.stl" }),
      ).rejects.toMatchObject({
        code: "OUT_OF_MEMORY",
      });
    } finally {
      await tight.close();
    }
  });

  it("cancels a job when its signal aborts", async () => {
    const controller = new AbortController();
    const job = pool.run("analyze", { bytes: large, filename: "torus.stl" }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(job).rejects.toMatchObject({ code: "CANCELLED" });
  });
});

describe("a pool's threads", () => {
  it("leave after idleMs without work, but stay when kept", async () => {
    const leaving = createWorkerPool(threadJobs, { threads: 1, idleMs: 50 });
    const kept = createWorkerPool(threadJobs, { threads: 1, idleMs: 50, keepThreads: true });
    try {
      const ask = () => Promise.all([leaving.run("whichThread", null), kept.run("whichThread", null)]);
      const [leavingBefore, keptBefore] = await ask();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [leavingAfter, keptAfter] = await ask();
      expect(leavingAfter).not.toBe(leavingBefore);
      expect(keptAfter).toBe(keptBefore);
    } finally {
      await Promise.all([leaving.close(), kept.close()]);
    }
  });
});

describe("a bundled pool", () => {
  it("runs the module's jobs from one JavaScript file and passes refusals on with their code", async () => {
    const loaded = createWorkerPool(threadJobs, { threads: 1 });
    const bundled = createWorkerPool(threadJobs, { threads: 1, bundled: true });
    try {
      expect(await loaded.run("loadedFrom", null)).toMatch(/thread-jobs\.ts$/);
      expect(await bundled.run("loadedFrom", null)).toMatch(/druckwerk-thread-[0-9a-f]{16}\.mjs$/);
      await expect(bundled.run("refuse", null)).rejects.toMatchObject({ code: "EMPTY_FILE" });
    } finally {
      await Promise.all([loaded.close(), bundled.close()]);
    }
  });
});

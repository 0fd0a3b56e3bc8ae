import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import { afterAll, describe, expect, it } from "vitest";
import type { EngineInput, EngineMeasurement, EnginePhase } from "./engine";
import { meshEngine } from "./mesh-engine";

describe("the mesh engine's progress", () => {
  const engine = meshEngine({ threads: 1 });
  const dir = mkdtempSync(join(tmpdir(), "mesh-engine-"));
  const path = join(dir, "block.stl");
  writeFileSync(path, exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const input = (phases: EnginePhase[], measured: EngineMeasurement[]): EngineInput => ({
    path,
    filename: "block.stl",
    unit: "mm",
    signal: new AbortController().signal,
    onPhase: (phase) => phases.push(phase),
    onMeasured: (measurement) => measured.push(measurement),
  });

  // The analysis's result and its progress come over two channels: a thread busy while the worker
  // finishes takes the result first, and the progress must not be lost behind it.
  it("hands on every phase and the measurements, even when this thread was busy until the end", async () => {
    await engine.analyse(input([], [])); // the worker is up and has read the code
    const phases: EnginePhase[] = [];
    const measured: EngineMeasurement[] = [];
    const analysis = engine.analyse(input(phases, measured));
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil) {
      // as a gateway resolving a large query would be, in the embedded shop's one process
    }
    const output = await analysis;
    expect(phases).toEqual(["converting", "analysing", "repairing", "measuring"]);
    expect(measured.map(({ analysis }) => analysis.volume)).toEqual([8000]);
    expect(output.analysis.volume).toBe(8000);
  });
});

describe("the mesh engine's warm-up", () => {
  const engine = meshEngine({ threads: 1, warmUp: true });
  afterAll(() => engine.close());

  it("analyses a generated model in each thread, and an upload right after is analysed as ever", async () => {
    await expect(engine.warmedUp).resolves.toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), "mesh-engine-"));
    try {
      const path = join(dir, "block.stl");
      writeFileSync(path, exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
      const phases: EnginePhase[] = [];
      const output = await engine.analyse({
        path,
        filename: "block.stl",
        unit: "mm",
        signal: new AbortController().signal,
        onPhase: (phase) => phases.push(phase),
      });
      // The warm-up's own analysis tells nobody of its phases.
      expect(phases).toEqual(["converting", "analysing", "repairing", "measuring"]);
      expect(output.analysis.volume).toBe(8000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the mesh engine closed while it warms up", () => {
  it("settles its warm-up without a failure", async () => {
    const engine = meshEngine({ threads: 1, warmUp: true });
    await engine.close();
    await expect(engine.warmedUp).resolves.toBeUndefined();
  });
});

import { describe, expect, it, vi } from "vitest";
import { exportStl } from "./export/stl";
import { parseModel } from "./formats/parse";
import { torusMesh } from "./generate/shapes";
import { HELPERS_FROM_TRIANGLES, helpers, startHelpers } from "./pool/helpers";
import { repairMesh } from "./repair/repair";
import { type AnalysisPhase, analyzeModel, type MeasuredReport } from "./report";

describe("analyzeModel in stages", () => {
  it("reports the measurements before the wall thickness is measured, as the final report has them", async () => {
    const events: (AnalysisPhase | "measured")[] = [];
    let measured: MeasuredReport | undefined;
    const { report } = await analyzeModel(exportStl(torusMesh(40, 12, 48, 24), "torus"), {
      filename: "torus.stl",
      onPhase: (phase) => events.push(phase),
      onMeasured: (stage) => {
        events.push("measured");
        measured = stage.report;
        expect(stage.repaired.mesh.indices.length / 3).toBe(stage.report.triangles);
      },
    });
    expect(events).toEqual(["converting", "repairing", "measuring", "measured", "thickness"]);
    const { thickness, ...rest } = report;
    expect(measured).toEqual(rest);
    expect(Object.keys(report).at(-1)).toBe("warnings");
    expect(thickness.min).toBeCloseTo(24, 0);
  });
});

describe("analyzeModel with helper threads up", () => {
  it("merges close vertices on a helper as repair does on its own", async () => {
    const mesh = torusMesh(40, 12, 320, 160);
    expect(mesh.indices.length / 3).toBeGreaterThanOrEqual(HELPERS_FROM_TRIANGLES);
    // Triangle 0's first corner becomes a vertex of its own, 0.35 µm from the one it was.
    const positions = new Float32Array(mesh.positions.length + 3);
    positions.set(mesh.positions);
    const first = 3 * (mesh.indices[0] as number);
    for (let k = 0; k < 3; k++)
      positions[mesh.positions.length + k] = (mesh.positions[first + k] as number) + 0.0002;
    const indices = mesh.indices.slice();
    indices[0] = mesh.positions.length / 3;
    const bytes = exportStl({ positions, indices }, "torus");

    const alone = repairMesh((await parseModel(bytes, { filename: "torus.stl" })).mesh);
    expect(alone.counts.mergedVertexPairs).toBe(1);
    await startHelpers();
    const phases: AnalysisPhase[] = [];
    const { report, repaired } = await analyzeModel(bytes, {
      filename: "torus.stl",
      onPhase: (phase) => phases.push(phase),
    });
    expect(report.repair).toMatchObject({ mergedVertexPairs: 1, flippedPolygons: 0, closedOpenLoops: 0 });
    expect(report.manifold).toBe(true);
    expect(repaired.mesh.indices).toEqual(alone.mesh.indices);
    // Repaired again once the helper's merge is in: the phases do not go back.
    expect(phases).toEqual(["converting", "repairing", "measuring", "thickness"]);
  });

  it("hands helpers that are up the merge first, not a job to warm them again", async () => {
    await startHelpers();
    const run = vi.spyOn(helpers(), "run");
    try {
      await analyzeModel(exportStl(torusMesh(40, 12, 320, 160), "torus"), { filename: "torus.stl" });
      const methods = run.mock.calls.map(([method]) => method);
      // A warming job ahead of it would hold the merge until this thread's event loop turns.
      expect(methods[0]).toBe("mergeVertices");
      expect(methods).not.toContain("warm");
    } finally {
      run.mockRestore();
    }
  });

  it("keeps the repair made while the helper found nothing to merge", async () => {
    const bytes = exportStl(torusMesh(40, 12, 320, 160), "torus");
    const alone = repairMesh((await parseModel(bytes, { filename: "torus.stl" })).mesh);
    await startHelpers();
    const { report } = await analyzeModel(bytes, { filename: "torus.stl" });
    expect(report.repair.mergedVertexPairs).toBe(0);
    expect(report.triangles).toBe(alone.mesh.indices.length / 3);
    expect(report.vertices).toBe(alone.vertices);
    expect(report.manifold).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { exportStl } from "./export/stl";
import { parseModel } from "./formats/parse";
import { torusMesh } from "./generate/shapes";
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

describe("analyzeModel repairs", () => {
  it("merges close vertices as repair does on its own", async () => {
    const mesh = torusMesh(40, 12, 320, 160);
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
    const phases: AnalysisPhase[] = [];
    const { report, repaired } = await analyzeModel(bytes, {
      filename: "torus.stl",
      onPhase: (phase) => phases.push(phase),
    });
    expect(report.repair).toMatchObject({ mergedVertexPairs: 1, flippedPolygons: 0, closedOpenLoops: 0 });
    expect(report.manifold).toBe(true);
    expect(repaired.mesh.indices).toEqual(alone.mesh.indices);
    expect(phases).toEqual(["converting", "repairing", "measuring", "thickness"]);
  });
});

import { describe, expect, it } from "vitest";
import { exportStl } from "./export/stl";
import { torusMesh } from "./generate/shapes";
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

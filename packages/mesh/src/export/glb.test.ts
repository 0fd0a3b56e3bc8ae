import { NodeIO } from "@gltf-transform/core";
import { validateBytes } from "gltf-validator";
import { describe, expect, it } from "vitest";
import { boxMesh, torusMesh } from "../generate/shapes";
import { concatMeshes } from "../mesh";
import { exportGlb } from "./glb";

const model = concatMeshes([torusMesh(20, 5, 48, 24), boxMesh([40, 0, 0], [52.5, 7.25, 3.125])]);

describe("the viewer's GLB", () => {
  it("is valid glTF 2.0 by the Khronos validator, without errors or warnings", async () => {
    const report = await validateBytes(await exportGlb(model, "Halter & Co"));
    expect(report.issues.messages.filter((issue) => issue.severity <= 1)).toEqual([]);
    expect(report.info).toMatchObject({ version: "2.0", totalVertexCount: model.positions.length / 3 });
  });

  it("holds every vertex and triangle in order, scaled to metres with +Z turned up to +Y", async () => {
    const document = await new NodeIO().readBinary(await exportGlb(model));
    const [node] = document.getRoot().getDefaultScene()?.listChildren() ?? [];
    const primitive = node?.getMesh()?.listPrimitives()[0];
    expect(Array.from(primitive?.getAttribute("POSITION")?.getArray() ?? [])).toEqual(
      Array.from(model.positions),
    );
    expect(Array.from(primitive?.getIndices()?.getArray() ?? [])).toEqual(Array.from(model.indices));
    const up = [0, 0, 1];
    const matrix = node?.getWorldMatrix() ?? [];
    const transformed = [0, 1, 2].map((row) =>
      up.reduce((sum, v, col) => sum + (matrix[col * 4 + row] ?? 0) * v, 0),
    );
    expect(transformed[0]).toBeCloseTo(0);
    expect(transformed[1]).toBeCloseTo(0.001);
    expect(transformed[2]).toBeCloseTo(0);
  });
});

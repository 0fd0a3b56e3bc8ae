import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exportStl } from "../export/stl";
import { boxMesh, hollowBox, torusMesh } from "../generate/shapes";
import { concatMeshes, type Mesh } from "../mesh";
import { analyzeModel } from "../report";
import { admeshInfo, installed, prusaSlicerInfo, type ReferenceReport } from "./reference-tools";

/**
 * Our numbers against PrusaSlicer's model check and admesh on the same files: dimensions to
 * 0.01 mm, volume to 0.1 %, manifold and part counts exactly. `.ci/run` installs both tools
 * (packages/mesh/ci-deps.txt); where they are missing this test says so and skips.
 */
const dir = mkdtempSync(path.join(tmpdir(), "druckwerk-agreement-"));
const fixture = (name: string) => new URL(`../../fixtures/${name}`, import.meta.url).pathname;

function generated(name: string, mesh: Mesh): string {
  const file = path.join(dir, name);
  writeFileSync(file, exportStl(mesh));
  return file;
}

const models: Record<string, () => string> = {
  "OpenSCAD bracket with bolt holes": () => fixture("bracket.stl"),
  "block 40 x 20 x 10": () => generated("block.stl", boxMesh([0, 0, 0], [40, 20, 10])),
  "hollow box (two shells)": () =>
    generated(
      "hollow.stl",
      hollowBox(
        [
          [0, 0, 0],
          [20, 20, 20],
        ],
        [
          [2, 2, 2],
          [18, 18, 18],
        ],
      ),
    ),
  "torus of 28 800 triangles": () => generated("torus.stl", torusMesh(30, 8, 120, 120)),
  "two separate blocks": () =>
    generated(
      "pair.stl",
      concatMeshes([boxMesh([0, 0, 0], [10, 10, 10]), boxMesh([15.5, 0, 0], [25, 7.25, 3])]),
    ),
  "cube with one face missing (open)": () => {
    const cube = boxMesh([0, 0, 0], [10, 10, 10]);
    return generated("open.stl", { positions: cube.positions, indices: cube.indices.slice(0, -3) });
  },
};

const tools: [string, (file: string) => ReferenceReport][] = [
  ["PrusaSlicer", prusaSlicerInfo],
  ["admesh", admeshInfo],
];

for (const [tool, info] of tools) {
  const command = tool === "PrusaSlicer" ? "prusa-slicer" : "admesh";
  const available = installed(command);
  if (!available)
    console.warn(`agreement test: ${command} is not installed; skipped (apt-get install ${command})`);
  describe.skipIf(!available)(`agreement with ${tool}`, () => {
    for (const [name, make] of Object.entries(models)) {
      it(name, async () => {
        const file = make();
        const reference = info(file);
        const { report } = await analyzeModel(readFileSync(file), { filename: file });
        const asRead = report.input ?? expect.fail("the report measures the file as read by default");
        const ours = [report.dimensions.x, report.dimensions.y, report.dimensions.z];
        ours.forEach((size, axis) => {
          expect(Math.abs(size - (reference.size[axis] as number))).toBeLessThanOrEqual(0.01);
        });
        // Closed models have one volume; an open one's depends on whether its hole was closed first.
        if (asRead.manifold || reference.volumeOf === "repaired") {
          expect(Math.abs(report.volume - reference.volume) / reference.volume).toBeLessThanOrEqual(0.001);
        }
        expect(report.shells).toBe(reference.parts);
        if (reference.manifold !== undefined) expect(asRead.manifold).toBe(reference.manifold);
        if (reference.openEdges !== undefined) expect(asRead.openEdges).toBe(reference.openEdges);
      });
    }
  });
}

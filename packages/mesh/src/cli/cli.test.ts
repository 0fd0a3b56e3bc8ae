import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { exportStl } from "../export/stl";
import { parseModel } from "../formats/parse";
import { boxMesh, hollowBox } from "../generate/shapes";
import { meshObjectXml, modelXml, threeMfZip } from "../testing/fixtures";

const bin = new URL("../../bin/druckwerk-mesh.mjs", import.meta.url).pathname;
const dir = mkdtempSync(path.join(tmpdir(), "druckwerk-cli-"));

async function cli(...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args]);
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

function file(name: string, bytes: Uint8Array) {
  const at = path.join(dir, name);
  writeFileSync(at, bytes);
  return at;
}

const thinBox = () =>
  exportStl(
    hollowBox(
      [
        [0, 0, 0],
        [20, 20, 20],
      ],
      [
        [0.5, 0.5, 0.5],
        [19.5, 19.5, 19.5],
      ],
    ),
  );

describe("druckwerk-mesh, the command-line tool", () => {
  it("prints the full report as JSON", async () => {
    const block = file("block.stl", exportStl(boxMesh([0, 0, 0], [1, 0.5, 0.3])));
    const { code, stdout } = await cli("analyze", block, "--unit", "inch", "--json");
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      format: "stl-binary",
      unit: "inch",
      triangles: 12,
      vertices: 8,
      shells: 1,
      manifold: true,
      repair: { flippedPolygons: 0, removedFlatOpenShells: 0, closedOpenLoops: 0, mergedVertexPairs: 0 },
      thickness: { histogram: expect.any(Array) },
    });
    expect(report.dimensions.x).toBeCloseTo(25.4, 4);
    expect(report.volume).toBeCloseTo(25.4 * 12.7 * 7.62, 1);
    expect(report.area).toBeGreaterThan(0);
    expect(report.thickness.min).toBeCloseTo(7.62, 1);
  });

  it("exits non-zero with the error's code on bad input", async () => {
    const truncated = exportStl(boxMesh([0, 0, 0], [10, 10, 10])).slice(0, 200);
    const { code, stdout } = await cli("analyze", file("cut.stl", truncated), "--json");
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({ error: { code: "STL_TRUNCATED", message: expect.any(String) } });
    expect((await cli("analyze")).code).toBe(2);
  });

  it("writes the repaired model, which reads back closed", async () => {
    const mesh = boxMesh([0, 0, 0], [10, 10, 10]);
    const indices = mesh.indices.slice(0, -3); // one face missing: an open loop
    const output = path.join(dir, "repaired.stl");
    const { code, stdout } = await cli(
      "repair",
      file("open.stl", exportStl({ ...mesh, indices })),
      output,
      "--json",
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout).repair).toMatchObject({ closedOpenLoops: 1 });
    const back = await parseModel(readFileSync(output), { filename: "repaired.stl" });
    expect(back.mesh.indices.length / 3).toBe(12);
  });

  it("renders the thickness picture with thin walls in red", async () => {
    const output = path.join(dir, "thin.png");
    const { code } = await cli("render", file("thin.stl", thinBox()), output, "--thickness", "0.7");
    expect(code).toBe(0);
    const { data, width, height } = PNG.sync.read(readFileSync(output));
    let red = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] as number) > 180 && (data[i + 1] as number) < 80 && (data[i + 2] as number) < 80) red++;
    }
    expect(red / (width * height)).toBeGreaterThan(0.5);
  });
});

describe("druckwerk-mesh conformance", () => {
  it("reads each MUSTPASS and MUSTFAIL sample, prints a table and a summary, and fails on a wrong outcome", async () => {
    const suite = mkdtempSync(path.join(tmpdir(), "druckwerk-conformance-"));
    mkdirSync(path.join(suite, "MUSTPASS"));
    mkdirSync(path.join(suite, "MUSTFAIL"));
    const cubeModel = modelXml(
      "millimeter",
      meshObjectXml(1, boxMesh([0, 0, 0], [1, 1, 1])),
      '<item objectid="1"/>',
    );
    writeFileSync(path.join(suite, "MUSTPASS", "cube.3mf"), threeMfZip(cubeModel));
    writeFileSync(
      path.join(suite, "MUSTFAIL", "other.3mf"),
      threeMfZip(cubeModel.replace('type="model"', 'type="other"')),
    );
    writeFileSync(
      path.join(suite, "MUSTFAIL", "doctype.3mf"),
      threeMfZip(cubeModel.replace("<model", "<!DOCTYPE model>\n<model")),
    );
    const passing = await cli("conformance", suite);
    expect(passing.code).toBe(0);
    expect(passing.stdout).toMatch(/MUSTFAIL\/other\.3mf\s+MUSTFAIL\s+refused\s+✓\s+THREEMF_ITEM_NOT_MODEL/);
    expect(passing.stdout).toMatch(/MUSTFAIL\/doctype\.3mf\s+MUSTFAIL\s+read\s+✓\s+THREEMF_MARKUP_ISSUE/);
    expect(passing.stdout).toContain("MUSTPASS: 1 of 1 read");
    expect(passing.stdout).toContain(
      "MUSTFAIL: 1 of 2 refused (THREEMF_ITEM_NOT_MODEL 1), 1 read with a warning, 0 read silently",
    );

    writeFileSync(path.join(suite, "MUSTFAIL", "fine.3mf"), threeMfZip(cubeModel));
    const failing = await cli("conformance", suite);
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/MUSTFAIL\/fine\.3mf\s+MUSTFAIL\s+read\s+✗\s+–/);
  });
});

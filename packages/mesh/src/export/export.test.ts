import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseModel } from "../formats/parse";
import { boxMesh, torusMesh } from "../generate/shapes";
import { measureMesh } from "../measure/measure";
import { concatMeshes, type Mesh } from "../mesh";
import { repairMesh } from "../repair/repair";
import { seededRandom } from "../testing/random";
import { exportObj } from "./obj";
import { exportStl } from "./stl";
import { export3mf } from "./threemf";

const model = concatMeshes([torusMesh(20, 5, 48, 24), boxMesh([40, 0, 0], [52.5, 7.25, 3.125])]);

function expectSameMesh(back: Mesh, original: Mesh) {
  expect(back.indices.length).toBe(original.indices.length);
  expect(Array.from(back.positions)).toEqual(Array.from(original.positions));
  expect(Array.from(back.indices)).toEqual(Array.from(original.indices));
}

describe("exports read back identically", () => {
  it("3MF keeps every vertex and triangle, in order, in millimetres", async () => {
    const back = await parseModel(export3mf(model, "Halter & Co <1>"), { filename: "files.3mf" });
    expect(back).toMatchObject({ format: "3mf", unit: "mm", unitSource: "file" });
    expectSameMesh(back.mesh, model);
  });

  it("3MF entries carry their contents' CRC-32", () => {
    const archive = export3mf(model);
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    const contents = unzipSync(archive);
    // The central directory (from the end record, the last 22 bytes): each entry's CRC at byte
    // 16, its name's length at 28 and the name at 46.
    const end = archive.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    let at = view.getUint32(end + 16, true);
    const checked: string[] = [];
    for (let entry = 0; entry < view.getUint16(end + 10, true); entry++) {
      const nameLength = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
      expect(view.getUint32(at + 16, true)).toBe(crc32(contents[name] ?? expect.fail(name)));
      checked.push(name);
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    expect(checked).toContain("3D/3dmodel.model");
  });

  it("3MF keeps coordinates of every size and sign bit for bit", async () => {
    const random = seededRandom(11);
    const values = [0, -0, 1e-12, -3.5e-8, 1e-4, 0.1, -0.3, 1 / 3, 2 ** 24 + 2, -123456.789, 3e9, 1e30];
    for (let i = 0; i < 3000; i++) values.push((random() - 0.5) * 10 ** Math.floor(random() * 12 - 5));
    const positions = Float32Array.from(values.slice(0, values.length - (values.length % 9)));
    const indices = Uint32Array.from(positions.subarray(0, positions.length / 3), (_, k) => k);
    const back = await parseModel(export3mf({ positions, indices }), { filename: "numbers.3mf" });
    // -0 reads back as 0, the same coordinate.
    expect(Array.from(back.mesh.positions)).toEqual(Array.from(positions, (v) => v + 0));
  });

  it("OBJ keeps every vertex and triangle, in order", async () => {
    const back = await parseModel(exportObj(model, "Halter & Co"), { filename: "model.obj" });
    expect(back.format).toBe("obj");
    expectSameMesh(back.mesh, model);
  });

  it("STL keeps every triangle; its measures are unchanged", async () => {
    const back = await parseModel(exportStl(model), { filename: "model.stl" });
    expect(back.format).toBe("stl-binary");
    expect(back.mesh.indices.length).toBe(model.indices.length);
    const [a, b] = [measureMesh(back.mesh), measureMesh(model)];
    expect(a.shells).toBe(b.shells);
    expect(a.volume).toBeCloseTo(b.volume, 3);
    expect(a.area).toBeCloseTo(b.area, 3);
    expect(a.dimensions).toEqual(b.dimensions);
  });

  it("a repaired model exported and read again needs no repair", async () => {
    const cube = boxMesh([0, 0, 0], [10, 10, 10]);
    const open = { positions: cube.positions, indices: cube.indices.slice(0, -6) };
    const { mesh } = repairMesh(open);
    for (const [bytes, filename] of [
      [exportStl(mesh), "repaired.stl"],
      [export3mf(mesh), "repaired.3mf"],
    ] as const) {
      const back = await parseModel(bytes, { filename });
      expect(repairMesh(back.mesh).counts).toMatchObject({
        flippedPolygons: 0,
        closedOpenLoops: 0,
        mergedVertexPairs: 0,
        removedFlatOpenShells: 0,
      });
      expect(measureMesh(back.mesh).manifold).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import { boxMesh, hollowBox, torusMesh } from "../generate/shapes";
import { measureMesh } from "../measure/measure";
import { concatMeshes, type Mesh, vertexBounds } from "../mesh";
import { flipTriangle } from "./orient";
import { REPAIRED, type RepairCounts, repairMesh } from "./repair";

const ZERO: RepairCounts = {
  mergedVertexPairs: 0,
  removedDegenerateTriangles: 0,
  removedDuplicateTriangles: 0,
  removedFlatOpenShells: 0,
  flippedPolygons: 0,
  closedOpenLoops: 0,
};

const box = () => boxMesh([0, 0, 0], [10, 10, 10], { divisions: 3 });

function without(mesh: Mesh, ...triangles: number[]): Mesh {
  return {
    positions: mesh.positions,
    indices: Uint32Array.from(Array.from(mesh.indices).filter((_, i) => !triangles.includes((i / 3) | 0))),
  };
}

function expectRepairedIsStable(mesh: Mesh) {
  const m = measureMesh(mesh);
  expect(m.manifold).toBe(true);
  expect(m.inconsistentEdges).toBe(0);
  const again = repairMesh(mesh);
  expect(again.counts).toEqual(ZERO);
  expect(again.mesh.indices).toEqual(mesh.indices);
  expect(again.mesh.positions).toEqual(mesh.positions);
}

describe("repairMesh", () => {
  it("leaves a clean mesh alone and counts zero", () => {
    const input = hollowBox(
      [
        [0, 0, 0],
        [20, 20, 20],
      ],
      [
        [2, 2, 2],
        [18, 18, 18],
      ],
    );
    const r = repairMesh(input);
    expect(r.counts).toEqual(ZERO);
    expect(r.mesh.indices).toEqual(input.indices);
    expect(r.repairedTriangleMask.every((f) => f === 0)).toBe(true);
  });

  it("one face flipped gives one flipped polygon", () => {
    const mesh = box();
    flipTriangle(mesh.indices, 5);
    const r = repairMesh(mesh);
    expect(r.counts).toEqual({ ...ZERO, flippedPolygons: 1 });
    expect(r.repairedTriangleMask[5]).toBe(REPAIRED.flipped);
    expect(measureMesh(r.mesh).volume).toBeCloseTo(1000, 6);
    expectRepairedIsStable(r.mesh);
  });

  it("an inside-out shell flips whole, but a cavity stays facing inward", () => {
    const mesh = torusMesh(10, 3, 32, 16);
    for (let t = 0; t < mesh.indices.length / 3; t++) flipTriangle(mesh.indices, t);
    const r = repairMesh(mesh);
    expect(r.counts.flippedPolygons).toBe(32 * 16 * 2);
    expect(measureMesh(r.mesh).volume).toBeGreaterThan(0);
    const hollow = repairMesh(
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
    );
    expect(hollow.counts.flippedPolygons).toBe(0);
  });

  it("two faces removed next to each other give one closed loop", () => {
    const r = repairMesh(without(box(), 0, 1));
    expect(r.counts).toEqual({ ...ZERO, closedOpenLoops: 1 });
    expect(measureMesh(r.mesh).volume).toBeCloseTo(1000, 6);
    expect(r.repairedTriangleMask.filter((f) => f === REPAIRED.holeFill).length).toBe(2);
    expectRepairedIsStable(r.mesh);
  });

  it("two separate holes give two closed loops", () => {
    const r = repairMesh(without(box(), 0, 30));
    expect(r.counts.closedOpenLoops).toBe(2);
    expectRepairedIsStable(r.mesh);
  });

  it("closes a large non-planar hole (a whole missing side of a torus band)", () => {
    const mesh = torusMesh(10, 3, 32, 16);
    // Remove one ring of quads: the two rims left behind are non-planar loops of 16 edges.
    const ring = Array.from({ length: 32 }, (_, i) => i);
    const r = repairMesh(without(mesh, ...ring));
    expect(r.counts.closedOpenLoops).toBe(2);
    expect(measureMesh(r.mesh).shells).toBe(1);
    expectRepairedIsStable(r.mesh);
  });

  it("merges duplicate vertices and counts the pairs", () => {
    const mesh = box();
    // Give triangle 0 its own copies of two of its corners.
    const n = mesh.positions.length / 3;
    const a = mesh.indices[0] as number;
    const b = mesh.indices[1] as number;
    const positions = new Float32Array([
      ...mesh.positions,
      ...mesh.positions.subarray(3 * a, 3 * a + 3),
      ...mesh.positions.subarray(3 * b, 3 * b + 3),
    ]);
    const indices = mesh.indices.slice();
    indices[0] = n;
    indices[1] = n + 1;
    expect(measureMesh({ positions, indices }).openEdges).toBeGreaterThan(0);
    const r = repairMesh({ positions, indices });
    expect(r.counts).toEqual({ ...ZERO, mergedVertexPairs: 2 });
    expectRepairedIsStable(r.mesh);
  });

  it("merges near-duplicate vertices within the tolerance", () => {
    const mesh = box();
    const n = mesh.positions.length / 3;
    const a = mesh.indices[0] as number;
    const positions = new Float32Array([
      ...mesh.positions,
      (mesh.positions[3 * a] as number) + 1e-6,
      mesh.positions[3 * a + 1] as number,
      mesh.positions[3 * a + 2] as number,
    ]);
    const indices = mesh.indices.slice();
    indices[0] = n;
    expect(repairMesh({ positions, indices }).counts.mergedVertexPairs).toBe(1);
  });

  it("merges close vertices only on open edges: closed parts that touch stay apart", () => {
    // Two closed cubes, the second's corner 1e-6 mm from the first's (tolerance: 1e-5 of the diagonal).
    const mesh = concatMeshes([boxMesh([0, 0, 0], [10, 10, 10]), boxMesh([10 + 1e-6, 10, 10], [20, 20, 20])]);
    const r = repairMesh(mesh);
    expect(r.counts).toEqual(ZERO);
    expect(r.mesh.indices).toEqual(mesh.indices);
    expect(r.shells.count).toBe(2);
  });

  it("drops degenerate and duplicate triangles", () => {
    const mesh = box();
    const indices = new Uint32Array([...mesh.indices, 0, 0, 1, ...mesh.indices.subarray(0, 3)]);
    const r = repairMesh({ positions: mesh.positions, indices });
    expect(r.counts).toEqual({ ...ZERO, removedDegenerateTriangles: 1, removedDuplicateTriangles: 1 });
    expectRepairedIsStable(r.mesh);
  });

  it("removes flat open shells and counts them", () => {
    const sheet = boxMesh([20, 0, 0], [30, 10, 10]);
    // Keep only the bottom face of the second box: a flat, open sheet of two triangles.
    const flat = { positions: sheet.positions, indices: sheet.indices.subarray(24, 30) };
    const stray = {
      positions: new Float32Array([0, 0, 20, 1, 0, 20, 0, 1, 20]),
      indices: new Uint32Array([0, 1, 2]),
    };
    const r = repairMesh(concatMeshes([box(), flat, stray]));
    expect(r.counts).toEqual({ ...ZERO, removedFlatOpenShells: 2 });
    expect(measureMesh(r.mesh).shells).toBe(1);
    expectRepairedIsStable(r.mesh);
  });

  it("takes the caller's bounds only while it keeps every vertex", () => {
    const clean = box();
    const given = vertexBounds(clean.positions);
    const kept = repairMesh(clean, { bounds: given });
    expect(kept.bounds).toBe(given);
    expect(kept.mesh.positions).toBe(clean.positions);
    // A stray triangle 10 mm above the box is removed: the bounds shrink to the box's.
    const stray = {
      positions: new Float32Array([0, 0, 20, 1, 0, 20, 0, 1, 20]),
      indices: new Uint32Array([0, 1, 2]),
    };
    const input = concatMeshes([clean, stray]);
    const r = repairMesh(input, { bounds: vertexBounds(input.positions) });
    expect(r.counts).toEqual({ ...ZERO, removedFlatOpenShells: 1 });
    expect(r.bounds).toEqual({ min: [0, 0, 0], max: [10, 10, 10] });
    expect(r.vertices).toBe(clean.positions.length / 3);
  });

  it("fixes several defects at once", () => {
    const mesh = without(box(), 10, 11);
    flipTriangle(mesh.indices, 0);
    flipTriangle(mesh.indices, 40);
    const r = repairMesh(mesh);
    expect(r.counts).toEqual({ ...ZERO, flippedPolygons: 2, closedOpenLoops: 1 });
    expect(measureMesh(r.mesh).volume).toBeCloseTo(1000, 6);
    expectRepairedIsStable(r.mesh);
  });

  describe("hands back what measuring its output needs, as measuring it afresh finds it, bit for bit", () => {
    const insideOut = () => {
      const mesh = torusMesh(10, 3, 32, 16);
      for (let t = 0; t < mesh.indices.length / 3; t++) flipTriangle(mesh.indices, t);
      return mesh;
    };
    const flippedWithHole = () => {
      const mesh = without(box(), 10, 11);
      flipTriangle(mesh.indices, 0);
      return mesh;
    };
    const cavity = () =>
      hollowBox(
        [
          [0, 0, 0],
          [20, 20, 20],
        ],
        [
          [2, 2, 2],
          [18, 18, 18],
        ],
      );
    // The stray sheet lies above the box: dropping it shrinks the bounds the degeneracy is judged by.
    const strayAbove = () =>
      concatMeshes([
        box(),
        { positions: new Float32Array([0, 0, 20, 1, 0, 20, 0, 1, 20]), indices: new Uint32Array([0, 1, 2]) },
      ]);
    const degenerateAndDuplicate = () => {
      const mesh = box();
      return {
        positions: mesh.positions,
        indices: new Uint32Array([...mesh.indices, 0, 0, 1, 3, 4, 5, 3, 4, 5]),
      };
    };
    it.each([
      ["a clean box", box],
      ["an inside-out torus (its shell flipped whole)", insideOut],
      ["a box with a cavity (two shells)", cavity],
      ["a flipped face and a hole", flippedWithHole],
      ["a stray sheet", strayAbove],
      ["degenerate and duplicate triangles", degenerateAndDuplicate],
    ])("%s", (_name, model) => {
      const repaired = repairMesh(model());
      expect(measureMesh(repaired.mesh, repaired)).toEqual(measureMesh(repaired.mesh));
    });
  });
});

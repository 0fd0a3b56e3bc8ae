import Module from "manifold-3d";
import { describe, expect, it } from "vitest";
import { boxMesh, hollowBox, torusMesh } from "../generate/shapes";
import { concatMeshes, type Mesh } from "../mesh";
import { measureMesh } from "./measure";

const without = (mesh: Mesh, ...triangles: number[]): Mesh => ({
  positions: mesh.positions,
  indices: Uint32Array.from(Array.from(mesh.indices).filter((_, i) => !triangles.includes((i / 3) | 0))),
});

describe("measureMesh", () => {
  it("measures a box: size, volume, area, counts", () => {
    const m = measureMesh(boxMesh([1, 2, 3], [11, 22, 33], { divisions: 2 }));
    expect(m.dimensions).toEqual({ x: 10, y: 20, z: 30 });
    expect(m.bbox.min).toEqual({ x: 1, y: 2, z: 3 });
    expect(m.volume).toBeCloseTo(6000, 6);
    expect(m.area).toBeCloseTo(2 * (200 + 300 + 600), 6);
    expect(m.triangles).toBe(48);
    expect(m.vertices).toBe(26);
    expect(m.shells).toBe(1);
    expect(m).toMatchObject({ openEdges: 0, nonManifoldEdges: 0, degenerateTriangles: 0, manifold: true });
  });

  it("gives signed volumes per shell: a cavity subtracts", () => {
    const m = measureMesh(
      hollowBox(
        [
          [0, 0, 0],
          [20, 20, 20],
        ],
        [
          [1, 1, 1],
          [19, 19, 19],
        ],
      ),
    );
    expect(m.shells).toBe(2);
    expect(m.shellVolumes[0]).toBeCloseTo(8000, 6);
    expect(m.shellVolumes[1]).toBeCloseTo(-(18 ** 3), 6);
    expect(m.volume).toBeCloseTo(8000 - 18 ** 3, 6);
    expect(m.manifold).toBe(true);
  });

  it("counts the open edges of a hole and reports not manifold", () => {
    const m = measureMesh(without(boxMesh([0, 0, 0], [1, 1, 1]), 0));
    expect(m.openEdges).toBe(3);
    expect(m.manifold).toBe(false);
  });

  it("counts non-manifold edges where three faces meet one edge", () => {
    const box = boxMesh([0, 0, 0], [1, 1, 1]);
    // A fin glued onto the edge between vertices of triangle 0.
    const a = box.indices[0] as number;
    const b = box.indices[1] as number;
    const positions = new Float32Array([...box.positions, 5, 5, 5]);
    const indices = new Uint32Array([...box.indices, a, b, box.positions.length / 3]);
    const m = measureMesh({ positions, indices });
    expect(m.nonManifoldEdges).toBe(1);
    expect(m.manifold).toBe(false);
  });

  it("counts degenerate triangles and inconsistent windings", () => {
    const box = boxMesh([0, 0, 0], [1, 1, 1]);
    const indices = new Uint32Array([...box.indices, 0, 0, 1]);
    const t = indices[4] as number;
    indices[4] = indices[5] as number;
    indices[5] = t;
    const m = measureMesh({ positions: box.positions, indices });
    expect(m.degenerateTriangles).toBe(1);
    expect(m.inconsistentEdges).toBe(3);
  });

  it("counts separate bodies as shells", () => {
    const m = measureMesh(
      concatMeshes([boxMesh([0, 0, 0], [1, 1, 1]), boxMesh([3, 0, 0], [4, 1, 1]), torusMesh(10, 2, 24, 12)]),
    );
    expect(m.shells).toBe(3);
  });

  it("agrees with manifold-3d on manifoldness and volume", async () => {
    const wasm = await Module();
    wasm.setup();
    const check = (mesh: Mesh): { manifold: boolean; volume?: number } => {
      try {
        const solid = new wasm.Manifold(
          new wasm.Mesh({ numProp: 3, vertProperties: mesh.positions, triVerts: mesh.indices }),
        );
        const volume = solid.volume();
        solid.delete();
        return { manifold: true, volume };
      } catch {
        return { manifold: false };
      }
    };
    const cases = [
      torusMesh(20, 5, 64, 32),
      boxMesh([0, 0, 0], [3, 4, 5], { divisions: 3 }),
      without(boxMesh([0, 0, 0], [3, 4, 5], { divisions: 3 }), 7),
    ];
    for (const mesh of cases) {
      const ours = measureMesh(mesh);
      const theirs = check(mesh);
      expect(ours.manifold).toBe(theirs.manifold);
      if (theirs.volume !== undefined) expect(ours.volume).toBeCloseTo(theirs.volume, 1);
    }
  });
});

import { BackSide, BufferAttribute, BufferGeometry, Ray } from "three";
import { MeshBVH } from "three-mesh-bvh";
import { describe, expect, it } from "vitest";
import { boxMesh, hollowBox, torusMesh } from "../generate/shapes";
import { faceNormals } from "../measure/geometry";
import { concatMeshes, type Mesh, meshBounds, scaleMesh } from "../mesh";
import { repairMesh } from "../repair/repair";
import { buildHierarchy, buildHierarchyInParallel, buildSubtree } from "./hierarchy";
import { RayMemory } from "./ray-memory";
import { BackfaceRaycaster } from "./raycaster";
import { measureThickness, measureThicknessInParallel, PARALLEL_FROM_TRIANGLES } from "./thickness";

const box20 = (wall: number, divisions = 10) =>
  hollowBox(
    [
      [0, 0, 0],
      [20, 20, 20],
    ],
    [
      [wall, wall, wall],
      [20 - wall, 20 - wall, 20 - wall],
    ],
    divisions,
  );

/** Triangles whose centroid height and normal's z pass the test. */
function trianglesWhere(mesh: Mesh, test: (z: number, nz: number) => boolean): number[] {
  const normals = faceNormals(mesh);
  const found: number[] = [];
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    let z = 0;
    for (let k = 0; k < 3; k++)
      z += (mesh.positions[3 * (mesh.indices[3 * t + k] as number) + 2] as number) / 3;
    if (test(z, normals[3 * t + 2] as number)) found.push(t);
  }
  return found;
}

describe("measureThickness", () => {
  it("measures a 0.5 mm wall in a 20 mm box as 0.5 mm", () => {
    const r = measureThickness(box20(0.5), { threshold: 1 });
    expect(r.min).toBeGreaterThan(0.45);
    expect(r.min).toBeLessThan(0.55);
    for (const d of r.perTriangle) expect(Math.abs(d - 0.5)).toBeLessThan(0.05);
    expect(r.thinAreaFraction).toBeCloseTo(1, 6);
  });

  it("measures a 2 mm wall as 2 mm, none of it thin", () => {
    const r = measureThickness(box20(2), { threshold: 1 });
    expect(Math.abs(r.min - 2)).toBeLessThan(0.05);
    expect(r.thinAreaFraction).toBe(0);
    const bin = r.histogram.find((b) => b.from <= 2 && 2 < b.to);
    expect(bin?.fraction).toBeGreaterThan(0.5);
  });

  it("shows a thin fin's wall on its narrow top face too, and leaves its base thick", () => {
    // A 20 x 20 x 5 mm base with a 0.4 mm fin, 10 mm tall, standing on it (touching, as a
    // repaired model's shells do after a union would be the same faces).
    const base = boxMesh([0, 0, 0], [20, 20, 5], { divisions: 4 });
    const fin = boxMesh([9.8, 2, 5], [10.2, 18, 15], { divisions: 4 });
    const mesh = concatMeshes([base, fin]);
    const r = measureThickness(mesh, { threshold: 1 });
    const finTop = trianglesWhere(mesh, (z, nz) => nz > 0.9 && z > 14.9);
    const baseTop = trianglesWhere(mesh, (z, nz) => nz > 0.9 && Math.abs(z - 5) < 0.01);
    expect(finTop.length).toBeGreaterThan(0);
    for (const t of finTop) expect(r.perTriangle[t]).toBeLessThan(0.5);
    for (const t of baseTop) expect(r.perTriangle[t]).toBeGreaterThan(4);
    expect(Math.abs(r.min - 0.4)).toBeLessThan(0.05);
    // The same with the edges repairMesh found (as the full analysis passes them).
    const repaired = repairMesh(mesh);
    expect(measureThickness(repaired.mesh, { threshold: 1, edges: repaired.topology })).toEqual(
      measureThickness(repaired.mesh, { threshold: 1 }),
    );
  });

  it("finds the thin share: one 0.5 mm side in a box of 2 mm walls", () => {
    // Cavity from x=0.5 to 18 and y, z from 2 to 18, on the 2 mm grid of the tessellation.
    const mesh = hollowBox(
      [
        [0, 0, 0],
        [20, 20, 20],
      ],
      [
        [0.5, 2, 2],
        [18, 18, 18],
      ],
      10,
    );
    const r = measureThickness(mesh, { threshold: 1 });
    // Thin: the 16 x 16 patch of the outer x=0 face over the cavity, and the cavity's x=0.5 face.
    const outer = 6 * 20 * 20;
    const cavity = 2 * (17.5 * 16 * 2) + 16 * 16 * 2;
    expect(r.thinArea).toBeCloseTo(2 * 16 * 16, 3);
    expect(r.thinAreaFraction).toBeCloseTo((2 * 16 * 16) / (outer + cavity), 4);
    expect(Math.abs(r.min - 0.5)).toBeLessThan(0.05);
  });

  it("scales linearly with the model", () => {
    const r = measureThickness(scaleMesh(box20(1, 4), 2.5), { threshold: 1 });
    expect(Math.abs(r.min - 2.5)).toBeLessThan(0.05);
  });

  it("gives the same answer in worker threads as in one thread", async () => {
    // A thin tube: every triangle takes the five-ray path.
    const mesh = torusMesh(30, 0.4, 320, 160);
    expect(mesh.indices.length / 3).toBeGreaterThanOrEqual(PARALLEL_FROM_TRIANGLES);
    const single = measureThickness(mesh);
    const parallel = await measureThicknessInParallel(mesh);
    expect(parallel.perTriangle).toEqual(single.perTriangle);
    expect(parallel.histogram).toEqual(single.histogram);
    expect(parallel.min).toBe(single.min);
    // This thread may have cast every ray above; here the helper threads cast them all.
    const helpersOnly = await measureThicknessInParallel(mesh, {}, { castHere: false });
    expect(helpersOnly.perTriangle).toEqual(single.perTriangle);
  });

  it("measures a torus tube by its diameter", () => {
    const r = measureThickness(torusMesh(30, 4, 96, 48));
    for (const d of r.perTriangle) expect(Math.abs(d - 8)).toBeLessThan(0.1);
  });
});

// Our hierarchy and its walk, against a library's: three-mesh-bvh's raycastFirst on its own.
describe("BackfaceRaycaster", () => {
  const shapes: [string, Mesh][] = [
    ["a torus", torusMesh(20, 5, 64, 32)],
    ["a hollow box with 1 mm walls", box20(1, 6)],
    ["two overlapping parts", concatMeshes([torusMesh(12, 3, 40, 20), box20(2, 3)])],
    // Every triangle's centre twelve times over: ranges whose codes are all the same.
    ["twelve copies of one hollow box", concatMeshes(Array.from({ length: 12 }, () => box20(1, 2)))],
  ];
  it.each(shapes)("finds the same nearest back-face hits as raycastFirst on %s", async (_name, mesh) => {
    const ours = new BackfaceRaycaster(buildHierarchy(mesh));
    const others = [
      // Built in two halves (as with a helper thread), the right one in the room left for it.
      new BackfaceRaycaster(await buildHierarchyInParallel(mesh, async (part) => buildSubtree(part))),
      // In a memory made with no room at all: it grows under every array, the earlier ones intact.
      new BackfaceRaycaster(buildHierarchy(mesh, new RayMemory(0, 1))),
    ];
    const geometry = new BufferGeometry();
    geometry.setAttribute("position", new BufferAttribute(mesh.positions, 3));
    geometry.setIndex(new BufferAttribute(mesh.indices.slice(), 1));
    const reference = new MeshBVH(geometry);
    const { min, max } = meshBounds(mesh);
    const ray = new Ray();
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const within = (axis: number) =>
      (min[axis] as number) + random() * ((max[axis] as number) - (min[axis] as number));
    let hits = 0;
    for (let i = 0; i < 500; i++) {
      ray.origin.set(within(0), within(1), within(2));
      ray.direction.set(random() - 0.5, random() - 0.5, random() - 0.5).normalize();
      const expected = reference.raycastFirst(ray, BackSide)?.distance ?? Number.POSITIVE_INFINITY;
      const { origin: o, direction: d } = ray;
      const got = ours.cast(o.x, o.y, o.z, d.x, d.y, d.z, Number.POSITIVE_INFINITY);
      for (const other of others)
        expect(other.cast(o.x, o.y, o.z, d.x, d.y, d.z, Number.POSITIVE_INFINITY)).toBe(got);
      if (expected === Number.POSITIVE_INFINITY) expect(got).toBe(expected);
      else {
        expect(got).toBeCloseTo(expected, 4);
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(100);
  });

  it("casts on a thread only with a stack of its own", () => {
    const hierarchy = buildHierarchy(torusMesh(20, 5, 16, 8), new RayMemory(0, 2));
    expect(new BackfaceRaycaster(hierarchy, 1).cast(20, 0, 5, 0, 0, -1, 100)).toBeCloseTo(10, 4);
    expect(() => new BackfaceRaycaster(hierarchy, 2)).toThrow(RangeError);
  });

  it("finds walls along the axes (rays with zero direction components)", () => {
    // From just inside the outer faces, at vertex coordinates across the ray.
    const mesh = box20(1, 6);
    const ours = new BackfaceRaycaster(buildHierarchy(mesh));
    const p = mesh.positions;
    let hits = 0;
    for (let v = 0; v < p.length / 3; v++) {
      for (let axis = 0; axis < 3; axis++) {
        const at = p[3 * v + axis] as number;
        if (at !== 0 && at !== 20) continue;
        const inward = at === 0 ? 1 : -1;
        const o = [p[3 * v] as number, p[3 * v + 1] as number, p[3 * v + 2] as number];
        o[axis] = at + inward * 0.25;
        const d = [0, 0, 0];
        d[axis] = inward;
        const [ox, oy, oz] = o as [number, number, number];
        const [dx, dy, dz] = d as [number, number, number];
        // The 1 mm wall ends 0.75 mm in, unless the vertex is on an edge of the box.
        const got = ours.cast(ox, oy, oz, dx, dy, dz, Number.POSITIVE_INFINITY);
        const onRim = o.filter((c, i) => i !== axis && (c === 0 || c === 20)).length > 0;
        if (!onRim) {
          expect(got).toBeCloseTo(0.75, 5);
          hits++;
        }
      }
    }
    expect(hits).toBeGreaterThan(100);
  });
});

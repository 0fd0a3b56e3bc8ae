import { BackSide, BufferAttribute, BufferGeometry, Ray, Vector3 } from "three";
import { MeshBVH } from "three-mesh-bvh";
import { describe, expect, it } from "vitest";
import { boxMesh, hollowBox, torusMesh } from "../generate/shapes";
import { faceNormals } from "../measure/geometry";
import { concatMeshes, type Mesh, meshBounds, scaleMesh } from "../mesh";
import { repairMesh } from "../repair/repair";
import { seededRandom } from "../testing/random";
import { buildHierarchy, buildHierarchyInParallel, buildSubtree, type Elsewhere } from "./hierarchy";
import { mapPages, RayMemory } from "./ray-memory";
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

/** Builds parts here, having mapped the memory's pages at once when asked. */
const mappingFirst = (memory: RayMemory): Elsewhere => ({
  map: (from, to) => mapPages({ memory: memory.memory, from, to, stop: new Int32Array(1) }),
  build: async (part) => buildSubtree(part),
});

/** The mesh moved by `by` (mm): far from the origin, a float's steps are coarse. */
const moved = (mesh: Mesh, by: [number, number, number]): Mesh => ({
  positions: mesh.positions.map((c, i) => c + (by[i % 3] as number)),
  indices: mesh.indices,
});

/** three-mesh-bvh's nearest back-face hit on a mesh, Infinity for none. */
function referenceCaster(mesh: Mesh): (o: number[], d: number[]) => number {
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(mesh.positions, 3));
  geometry.setIndex(new BufferAttribute(mesh.indices.slice(), 1));
  const reference = new MeshBVH(geometry);
  const ray = new Ray();
  return (o, d) => {
    ray.origin.fromArray(o);
    ray.direction.fromArray(d).normalize();
    return reference.raycastFirst(ray, BackSide)?.distance ?? Number.POSITIVE_INFINITY;
  };
}

/**
 * The nearest back-face hit over every triangle, with the arithmetic of the rays' leaf test
 * (assembly/thickness/cast.ts's nearestInLeaf, in the same order): what the walk must find.
 */
function nearestBackFace(mesh: Mesh, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number) {
  const p = mesh.positions;
  const at = (t: number, k: number) => 3 * (mesh.indices[3 * t + k] as number);
  let best = Number.POSITIVE_INFINITY;
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    const [a, b, c] = [at(t, 0), at(t, 1), at(t, 2)];
    const [ax, ay, az] = [p[a] as number, p[a + 1] as number, p[a + 2] as number];
    const e1x = (p[b] as number) - ax;
    const e1y = (p[b + 1] as number) - ay;
    const e1z = (p[b + 2] as number) - az;
    const e2x = (p[c] as number) - ax;
    const e2y = (p[c + 1] as number) - ay;
    const e2z = (p[c + 2] as number) - az;
    const px = dy * e2z - dz * e2y;
    const py = dz * e2x - dx * e2z;
    const pz = dx * e2y - dy * e2x;
    const det = e1x * px + e1y * py + e1z * pz;
    if (det >= 0) continue;
    const inv = 1 / det;
    const tx = ox - ax;
    const ty = oy - ay;
    const tz = oz - az;
    const u = (tx * px + ty * py + tz * pz) * inv;
    if (u < 0 || u > 1) continue;
    const qx = ty * e1z - tz * e1y;
    const qy = tz * e1x - tx * e1z;
    const qz = tx * e1y - ty * e1x;
    const v = (dx * qx + dy * qy + dz * qz) * inv;
    if (v < 0 || u + v > 1) continue;
    const dist = (e2x * qx + e2y * qy + e2z * qz) * inv;
    if (dist > 0 && dist < best) best = dist;
  }
  return best;
}

// Our hierarchy and its walk, against a library's: three-mesh-bvh's raycastFirst on its own.
describe("BackfaceRaycaster", () => {
  const shapes: [string, Mesh][] = [
    ["a torus", torusMesh(20, 5, 64, 32)],
    ["a hollow box with 1 mm walls", box20(1, 6)],
    ["two overlapping parts", concatMeshes([torusMesh(12, 3, 40, 20), box20(2, 3)])],
    // Every triangle's centre twelve times over: ranges whose codes are all the same.
    ["twelve copies of one hollow box", concatMeshes(Array.from({ length: 12 }, () => box20(1, 2)))],
    // The boxes are tested in single precision, whose steps are 0.5 µm here.
    ["a hollow box 5 m from the origin", moved(box20(1, 6), [5000, -3000, 4000])],
  ];
  it.each(shapes)("finds the same nearest back-face hits as raycastFirst on %s", async (_name, mesh) => {
    const ours = new BackfaceRaycaster(buildHierarchy(mesh));
    const others = [
      // Built in two halves (as with a helper thread), the second in the room left for it.
      new BackfaceRaycaster(
        await buildHierarchyInParallel(mesh, { build: async (part) => buildSubtree(part) }),
      ),
      // The same, the memory's pages mapped first, the vertices in it already.
      await (async () => {
        const memory = RayMemory.forMesh(mesh, 2);
        return new BackfaceRaycaster(await buildHierarchyInParallel(mesh, mappingFirst(memory), memory));
      })(),
      // In a memory made with no room at all: it grows under every array, the earlier ones intact.
      new BackfaceRaycaster(buildHierarchy(mesh, new RayMemory(0, 1))),
    ];
    const reference = referenceCaster(mesh);
    const { min, max } = meshBounds(mesh);
    const random = seededRandom(7);
    const within = (axis: number) =>
      (min[axis] as number) + random() * ((max[axis] as number) - (min[axis] as number));
    let hits = 0;
    for (let i = 0; i < 500; i++) {
      const o = [within(0), within(1), within(2)] as const;
      const d = new Vector3(random() - 0.5, random() - 0.5, random() - 0.5).normalize();
      const expected = reference([...o], d.toArray());
      const got = ours.cast(...o, d.x, d.y, d.z, Number.POSITIVE_INFINITY);
      for (const other of others) expect(other.cast(...o, d.x, d.y, d.z, Number.POSITIVE_INFINITY)).toBe(got);
      if (expected === Number.POSITIVE_INFINITY) expect(got).toBe(expected);
      else {
        expect(got).toBeCloseTo(expected, 4);
        hits++;
      }
    }
    expect(hits).toBeGreaterThan(100);
  });

  it("finds the same hits from far outside the model", () => {
    // Its coordinates 40 mm at most, the rays' origins 100 m away: the origins set the precision.
    const mesh = concatMeshes([torusMesh(12, 3, 40, 20), box20(2, 3)]);
    const ours = new BackfaceRaycaster(buildHierarchy(mesh));
    const reference = referenceCaster(mesh);
    let hits = 0;
    for (const [ox, oy, oz] of [
      [1e5, 10, 10],
      [-7e4, 5, 9],
      [8, 3e4, -6e4],
    ] as const) {
      for (let k = 0; k < 40; k++) {
        // Aimed at points spread across the model (off its edges, where any two casters may
        // disagree on which side a ray passes), each ray crossing it.
        const target = new Vector3((k % 7) * 3 + 0.31, ((k * 3) % 11) * 2 + 0.57, (k % 5) * 4 + 0.73);
        const d = target.sub(new Vector3(ox, oy, oz)).normalize();
        const expected = reference([ox, oy, oz], d.toArray());
        const got = ours.cast(ox, oy, oz, d.x, d.y, d.z, Number.POSITIVE_INFINITY);
        if (expected === Number.POSITIVE_INFINITY) expect(got).toBe(expected);
        else {
          expect(got).toBeCloseTo(expected, 3);
          hits++;
        }
      }
    }
    expect(hits).toBeGreaterThan(60);
  });

  it("tests boxes in single precision yet misses no hit: rays aimed at corners give the triangles' own answer", () => {
    // Corners of leaves are corners of their boxes: a ray through one passes the box's rim.
    const mesh = moved(torusMesh(12, 3, 40, 20), [1000.1, -2000.3, 3000.7]);
    const ours = new BackfaceRaycaster(buildHierarchy(mesh));
    const p = mesh.positions;
    const random = seededRandom(11);
    let hits = 0;
    for (let v = 0; v < p.length / 3; v += 3) {
      const corner = new Vector3(p[3 * v], p[3 * v + 1], p[3 * v + 2]);
      const [ox, oy, oz] = corner.toArray().map((c) => c + (random() - 0.5) * 60) as [number, number, number];
      const d = corner
        .clone()
        .sub(new Vector3(ox, oy, oz))
        .normalize();
      const expected = nearestBackFace(mesh, ox, oy, oz, d.x, d.y, d.z);
      expect(ours.cast(ox, oy, oz, d.x, d.y, d.z, Number.POSITIVE_INFINITY)).toBe(expected);
      if (expected < Number.POSITIVE_INFINITY) hits++;
    }
    expect(hits).toBeGreaterThan(50);
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

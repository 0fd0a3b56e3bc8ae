import { describe, expect, it } from "vitest";
import { torusMesh } from "../generate/shapes";
import { memoryOf, spareMemory } from "../wasm/module";
import { buildEdges, buildTopology } from "./build";
import { halfedgeFrom, halfedgeTo } from "./edges";

/** The vertex pair an edge joins, smaller first, as one key. */
const pairOf = (indices: Uint32Array, h: number) => {
  const a = halfedgeFrom(indices, h);
  const b = halfedgeTo(indices, h);
  return a < b ? `${a}-${b}` : `${b}-${a}`;
};

const bytes = (words: Int32Array) => Buffer.from(words.buffer, words.byteOffset, words.byteLength);

/** Checks what the edges and shells promise, against plain lookups; a list of what is wrong. */
function expectConsistent(indices: Uint32Array, vertexCount: number) {
  const { topology, shells } = buildTopology(indices, vertexCount);
  const { edgeCount, edgeOf, edgeStart, edgeHalfedges } = topology;
  const triangles = indices.length / 3;
  const degenerate = (t: number) => new Set(indices.subarray(3 * t, 3 * t + 3)).size < 3;
  const wrong: string[] = [];
  // Every edge joins one vertex pair, no pair has two edges, and edges go by their smaller vertex.
  const pairs = new Map<string, number>();
  let previousSmaller = -1;
  for (let e = 0; e < edgeCount; e++) {
    const from = edgeStart[e] as number;
    const to = edgeStart[e + 1] as number;
    if (to <= from) wrong.push(`edge ${e} has no half-edge`);
    const key = pairOf(indices, edgeHalfedges[from] as number);
    for (let i = from; i < to; i++) {
      const h = edgeHalfedges[i] as number;
      if (pairOf(indices, h) !== key || edgeOf[h] !== e) wrong.push(`half-edge ${h} is not on edge ${e}`);
    }
    if (pairs.has(key)) wrong.push(`two edges join ${key}`);
    pairs.set(key, e);
    const smaller = Number(key.split("-")[0]);
    if (smaller < previousSmaller) wrong.push(`edge ${e} is out of order`);
    previousSmaller = smaller;
  }
  // Every half-edge of a proper triangle is on the edge of its pair; a degenerate one's on none.
  let listed = 0;
  for (let h = 0; h < indices.length; h++) {
    const expected = degenerate(Math.floor(h / 3)) ? -1 : pairs.get(pairOf(indices, h));
    if (edgeOf[h] !== expected) wrong.push(`half-edge ${h} is on edge ${edgeOf[h]}, not ${expected}`);
    if (expected !== -1) listed++;
  }
  if (edgeHalfedges.length !== listed) wrong.push(`${edgeHalfedges.length} half-edges listed, not ${listed}`);
  expect(wrong.slice(0, 5)).toEqual([]);
  // Shells: numbered in order of first triangle, shared by triangles on one edge, and as many
  // as a search through the edges finds.
  const reference = new Int32Array(triangles).fill(-1);
  let count = 0;
  for (let t = 0; t < triangles; t++) {
    if (degenerate(t) || (reference[t] as number) >= 0) continue;
    const stack = [t];
    reference[t] = count;
    while (stack.length > 0) {
      const u = stack.pop() as number;
      for (let k = 0; k < 3; k++) {
        const e = edgeOf[3 * u + k] as number;
        for (let i = edgeStart[e] as number; i < (edgeStart[e + 1] as number); i++) {
          const w = Math.floor((edgeHalfedges[i] as number) / 3);
          if ((reference[w] as number) < 0) {
            reference[w] = count;
            stack.push(w);
          }
        }
      }
    }
    count++;
  }
  expect(shells.count).toBe(count);
  expect(bytes(shells.shellOf).equals(bytes(reference))).toBe(true);
  const edgesOnly = buildEdges(indices, vertexCount);
  expect(bytes(edgesOnly.edgeOf).equals(bytes(edgeOf))).toBe(true);
  expect(bytes(edgesOnly.edgeHalfedges).equals(bytes(edgeHalfedges))).toBe(true);
  return { topology, shells };
}

describe("a mesh's edges and shells", () => {
  it("joins two triangles on their shared edge into one shell", () => {
    const indices = Uint32Array.of(0, 1, 2, 2, 1, 3);
    const { topology, shells } = expectConsistent(indices, 4);
    expect(topology.edgeCount).toBe(5);
    expect(topology.edgeOf[1]).toBe(topology.edgeOf[3]);
    expect(shells).toEqual({ count: 1, shellOf: Int32Array.of(0, 0) });
  });

  it("gives a degenerate triangle no edges and no shell, and a non-manifold edge all its half-edges", () => {
    const indices = Uint32Array.of(0, 1, 2, 1, 0, 3, 0, 1, 4, 5, 5, 6, 7, 8, 9);
    const { topology, shells } = expectConsistent(indices, 10);
    const shared = topology.edgeOf[0] as number;
    expect((topology.edgeStart[shared + 1] as number) - (topology.edgeStart[shared] as number)).toBe(3);
    expect(shells).toEqual({ count: 2, shellOf: Int32Array.of(0, 0, 0, -1, 1) });
  });

  it("groups a vertex with hundreds of half-edges (a fan, every spoke twice)", () => {
    const spokes = 300;
    const indices = new Uint32Array(6 * spokes);
    for (let i = 0; i < spokes; i++) {
      indices.set([0, 1 + i, 1 + ((i + 1) % spokes)], 3 * i);
      indices.set([0, 1 + ((i + 1) % spokes), 1 + i], 3 * (spokes + i));
    }
    const { topology } = expectConsistent(indices, spokes + 1);
    expect(topology.edgeCount).toBe(2 * spokes);
  });

  it("numbers a large mesh's edges and shells, many pieces of it apart and some closed", () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    // Random triangles over many vertices: mostly open edges, many shells, some degenerate.
    const indices = Uint32Array.from({ length: 3 * 60_000 }, () => random(50_000));
    expectConsistent(indices, 50_000);
    const torus = torusMesh(10, 3, 200, 150);
    const { topology, shells } = expectConsistent(torus.indices, torus.positions.length / 3);
    expect(topology.edgeCount).toBe(1.5 * 60_000);
    expect(shells.count).toBe(1);
  });

  it("numbers the same in a memory a step handed over, whatever that memory still holds", () => {
    const torus = torusMesh(10, 3, 60, 40);
    const vertexCount = torus.positions.length / 3;
    const fresh = buildTopology(torus.indices, vertexCount);
    const used = memoryOf(1 << 20);
    new Uint8Array(used.buffer).fill(0xa5);
    spareMemory(used);
    const reused = buildTopology(torus.indices, vertexCount);
    expect(reused.topology.edgeOf.buffer).toBe(used.buffer);
    expect(bytes(reused.topology.edgeOf)).toEqual(bytes(fresh.topology.edgeOf));
    expect(bytes(reused.topology.edgeStart)).toEqual(bytes(fresh.topology.edgeStart));
    expect(bytes(reused.topology.edgeHalfedges)).toEqual(bytes(fresh.topology.edgeHalfedges));
    expect(bytes(reused.shells.shellOf)).toEqual(bytes(fresh.shells.shellOf));
    expect(reused.shells.count).toBe(1);
  });
});

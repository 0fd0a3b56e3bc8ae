import type { EdgeTopology } from "../topology/edges";
import { halfedgeFrom, halfedgeTo } from "../topology/edges";

/**
 * Rims of holes: chains of half-edges that have no partner, followed head to tail. With
 * consistent winding every rim is a directed cycle. Where several rims touch one vertex
 * the next unused half-edge is taken, so every boundary half-edge lands in exactly one loop.
 */
export function boundaryLoops(indices: Uint32Array, topo: EdgeTopology): number[][] {
  const outgoing = new Map<number, number[]>();
  for (let e = 0; e < topo.edgeCount; e++) {
    const s = topo.edgeStart[e] as number;
    if ((topo.edgeStart[e + 1] as number) - s !== 1) continue;
    const h = topo.edgeHalfedges[s] as number;
    const from = halfedgeFrom(indices, h);
    const list = outgoing.get(from);
    if (list) list.push(h);
    else outgoing.set(from, [h]);
  }
  const loops: number[][] = [];
  for (const [, list] of outgoing) {
    while (list.length > 0) {
      const loop: number[] = [];
      let h = list.pop() as number;
      for (;;) {
        loop.push(halfedgeFrom(indices, h));
        const next = outgoing.get(halfedgeTo(indices, h));
        if (!next || next.length === 0) break;
        h = next.pop() as number;
      }
      if (loop.length >= 3) loops.push(loop);
    }
  }
  return loops;
}

/** Loops up to this many vertices get the minimum-area triangulation (cubic time). */
const MAX_OPTIMAL = 150;

/**
 * Triangles that close a loop, wound against the rim so they continue the surrounding
 * surface's orientation. Small loops get the triangulation of least total area
 * (Barequet and Sharir's dynamic programme), which handles non-planar rims; larger loops
 * get a fan around a new centre vertex, whose coordinates are appended to `added`.
 */
export function closeLoop(loop: number[], positions: Float32Array, added: number[]): number[] {
  const n = loop.length;
  if (n === 3) return [loop[0] as number, loop[2] as number, loop[1] as number];
  if (n > MAX_OPTIMAL) return fanAroundCentre(loop, positions, added);
  const area = (i: number, j: number, k: number) => triangleArea(positions, loop[i], loop[j], loop[k]);
  // Triangles with no area would only be removed again by the next repair.
  const sliver = 1e-10 * spanSquared(loop, positions);
  const weight = new Float64Array(n * n);
  const split = new Int32Array(n * n);
  for (let gap = 2; gap < n; gap++) {
    for (let i = 0; i + gap < n; i++) {
      const j = i + gap;
      let best = Infinity;
      let bestK = i + 1;
      for (let k = i + 1; k < j; k++) {
        const a = area(i, k, j);
        const w =
          (weight[i * n + k] as number) + (weight[k * n + j] as number) + a + (a <= sliver ? 1e30 : 0);
        if (w < best) {
          best = w;
          bestK = k;
        }
      }
      weight[i * n + j] = best;
      split[i * n + j] = bestK;
    }
  }
  const out: number[] = [];
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop() as [number, number];
    if (j - i < 2) continue;
    const k = split[i * n + j] as number;
    out.push(loop[i] as number, loop[j] as number, loop[k] as number);
    stack.push([i, k], [k, j]);
  }
  return out;
}

function fanAroundCentre(loop: number[], positions: Float32Array, added: number[]): number[] {
  const centre = (positions.length + added.length) / 3;
  for (let a = 0; a < 3; a++) {
    let sum = 0;
    for (const v of loop) sum += positions[3 * v + a] as number;
    added.push(sum / loop.length);
  }
  const out: number[] = [];
  for (let i = 0; i < loop.length; i++) {
    out.push(loop[(i + 1) % loop.length] as number, loop[i] as number, centre);
  }
  return out;
}

function triangleArea(p: Float32Array, a = 0, b = 0, c = 0): number {
  const ux = (p[3 * b] as number) - (p[3 * a] as number);
  const uy = (p[3 * b + 1] as number) - (p[3 * a + 1] as number);
  const uz = (p[3 * b + 2] as number) - (p[3 * a + 2] as number);
  const vx = (p[3 * c] as number) - (p[3 * a] as number);
  const vy = (p[3 * c + 1] as number) - (p[3 * a + 1] as number);
  const vz = (p[3 * c + 2] as number) - (p[3 * a + 2] as number);
  return 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
}

/** Largest squared distance from the loop's first vertex. */
function spanSquared(loop: number[], p: Float32Array): number {
  let s = 0;
  const a = 3 * (loop[0] as number);
  for (const v of loop) {
    let d = 0;
    for (let k = 0; k < 3; k++) d += ((p[3 * v + k] as number) - (p[a + k] as number)) ** 2;
    s = Math.max(s, d);
  }
  return s;
}

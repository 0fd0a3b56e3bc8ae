import { faceNormals } from "../measure/geometry";
import type { Mesh } from "../mesh";
import { buildEdges } from "../topology/build";
import type { EdgeTopology } from "../topology/edges";

/** Faces meeting at a sharper angle than this (between their normals) count as an edge of a wall. */
const WALL_EDGE_COS = Math.cos((45 * Math.PI) / 180);

/**
 * A wall's thickness belongs to all of its faces. The ray from a fin's narrow top face runs down
 * the fin's height, not across it, so on its own the top of a 0.4 mm fin measures 10 mm: green
 * seen from above, red from the side. Here a thin value passes across a sharp convex edge (a fin's
 * top from its sides, a plate's rim from its faces) onto the faces beyond it, as far from that
 * edge as the wall is thin. Nothing passes a concave edge (where a fin stands on its base), so
 * thick parts keep their own values. Only walls thinner than `upTo` spread (thicker ones are
 * no concern, and spreading them over large faces would cost time for nothing). The thinnest
 * wall found is unchanged; only the faces that show it are more. `edges`: the mesh's, when known.
 * Returns `measured` itself when no wall is thinner than `upTo`.
 */
export function spreadAcrossWallEdges(
  mesh: Mesh,
  measured: Float32Array,
  upTo: number,
  edges?: EdgeTopology,
): Float32Array {
  if (!anyBelow(measured, upTo)) return measured;
  const { indices, positions: p } = mesh;
  const normals = faceNormals(mesh);
  const topology = edges ?? buildEdges(indices, p.length / 3);
  const out = measured.slice();
  const dot = (t: number, u: number) =>
    (normals[3 * t] as number) * (normals[3 * u] as number) +
    (normals[3 * t + 1] as number) * (normals[3 * u + 1] as number) +
    (normals[3 * t + 2] as number) * (normals[3 * u + 2] as number);
  for (let e = 0; e < topology.edgeCount; e++) {
    const from = topology.edgeStart[e] as number;
    if ((topology.edgeStart[e + 1] as number) - from !== 2) continue;
    const h1 = topology.edgeHalfedges[from] as number;
    const h2 = topology.edgeHalfedges[from + 1] as number;
    const t1 = Math.floor(h1 / 3);
    const t2 = Math.floor(h2 / 3);
    if (dot(t1, t2) > WALL_EDGE_COS) continue;
    // Convex where the far corner of t2 lies behind t1's plane.
    const a = 3 * (indices[h1] as number);
    const opposite = 3 * (indices[3 * t2 + (((h2 % 3) + 2) % 3)] as number);
    let behind = 0;
    for (let c = 0; c < 3; c++)
      behind += (normals[3 * t1 + c] as number) * ((p[opposite + c] as number) - (p[a + c] as number));
    if (behind >= 0) continue;
    const b = 3 * (indices[h1 % 3 === 2 ? h1 - 2 : h1 + 1] as number);
    const edge = { a, b };
    const [v1, v2] = [measured[t1] as number, measured[t2] as number];
    if (v2 < v1 && v2 < upTo) spreadFrom(t1, v2, edge);
    if (v1 < v2 && v1 < upTo) spreadFrom(t2, v1, edge);
  }
  return out;

  /** Lowers the faces reached from `start` over gentle edges within `value` of the edge to `value`. */
  function spreadFrom(start: number, value: number, edge: { a: number; b: number }) {
    const queue = [start];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const t = queue.pop() as number;
      if (centroidDistance(mesh, t, edge) > value) continue;
      if ((out[t] as number) > value) out[t] = value;
      for (const u of neighbours(topology, t)) {
        if (seen.has(u) || dot(t, u) <= WALL_EDGE_COS) continue;
        seen.add(u);
        queue.push(u);
      }
    }
  }
}

/** The triangles sharing an edge with triangle t (where exactly two meet). */
function neighbours(topology: EdgeTopology, t: number): number[] {
  const found: number[] = [];
  for (let k = 0; k < 3; k++) {
    const e = topology.edgeOf[3 * t + k] as number;
    if (e < 0) continue;
    const from = topology.edgeStart[e] as number;
    if ((topology.edgeStart[e + 1] as number) - from !== 2) continue;
    const h = topology.edgeHalfedges[from] as number;
    const other = Math.floor((h === 3 * t + k ? (topology.edgeHalfedges[from + 1] as number) : h) / 3);
    found.push(other);
  }
  return found;
}

/** Distance from triangle t's centroid to the segment between vertex offsets a and b. */
function centroidDistance(mesh: Mesh, t: number, { a, b }: { a: number; b: number }): number {
  const p = mesh.positions;
  const centroid = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const v = 3 * (mesh.indices[3 * t + k] as number);
    for (let c = 0; c < 3; c++) centroid[c] = (centroid[c] as number) + (p[v + c] as number) / 3;
  }
  let along = 0;
  let length2 = 0;
  for (let c = 0; c < 3; c++) {
    const d = (p[b + c] as number) - (p[a + c] as number);
    along += ((centroid[c] as number) - (p[a + c] as number)) * d;
    length2 += d * d;
  }
  const s = length2 > 0 ? Math.min(1, Math.max(0, along / length2)) : 0;
  let distance2 = 0;
  for (let c = 0; c < 3; c++) {
    const nearest = (p[a + c] as number) + s * ((p[b + c] as number) - (p[a + c] as number));
    distance2 += ((centroid[c] as number) - nearest) ** 2;
  }
  return Math.sqrt(distance2);
}

/** Whether any value is below `limit` (a plain loop: \`some\`'s call per value costs ten times as much on 1M triangles). */
function anyBelow(values: Float32Array, limit: number): boolean {
  for (let i = 0; i < values.length; i++) if ((values[i] as number) < limit) return true;
  return false;
}

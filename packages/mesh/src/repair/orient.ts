import type { Mesh } from "../mesh";
import { type EdgeTopology, halfedgeFrom } from "../topology/edges";
import type { Shells } from "../topology/shells";

export function flipTriangle(indices: Uint32Array, t: number): void {
  const b = indices[3 * t + 1] as number;
  indices[3 * t + 1] = indices[3 * t + 2] as number;
  indices[3 * t + 2] = b;
}

/**
 * Chooses, per shell, which triangles to flip so that neighbours across every two-triangle
 * edge agree on their winding. Within a shell the majority winding is kept, so a single
 * reversed face is the one that flips.
 */
export function consistentWinding(indices: Uint32Array, topo: EdgeTopology, shells: Shells): Uint8Array {
  const n = indices.length / 3;
  const flip = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  const members: number[] = [];
  for (let seed = 0; seed < n; seed++) {
    if (seen[seed] || (shells.shellOf[seed] as number) < 0) continue;
    seen[seed] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    members.length = 0;
    while (head < tail) {
      const t = queue[head++] as number;
      members.push(t);
      for (let k = 0; k < 3; k++) {
        const h = 3 * t + k;
        const e = topo.edgeOf[h] as number;
        if (e < 0) continue;
        const s = topo.edgeStart[e] as number;
        if ((topo.edgeStart[e + 1] as number) - s !== 2) continue;
        const h0 = topo.edgeHalfedges[s] as number;
        const g = h0 === h ? (topo.edgeHalfedges[s + 1] as number) : h0;
        const u = (g / 3) | 0;
        if (seen[u]) continue;
        seen[u] = 1;
        // Same start vertex on a shared edge means opposite windings.
        const sameDirection = halfedgeFrom(indices, h) === halfedgeFrom(indices, g);
        flip[u] = (flip[t] as number) ^ (sameDirection ? 1 : 0);
        queue[tail++] = u;
      }
    }
    let flipped = 0;
    for (const t of members) flipped += flip[t] as number;
    if (flipped * 2 > members.length) for (const t of members) flip[t] = (flip[t] as number) ^ 1;
  }
  return flip;
}

/** Triangles of each shell, as compressed rows. */
function shellMembers(shells: Shells): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(shells.count + 1);
  const n = shells.shellOf.length;
  for (let t = 0; t < n; t++) {
    const s = shells.shellOf[t] as number;
    if (s >= 0) start[s + 1] = (start[s + 1] as number) + 1;
  }
  for (let s = 0; s < shells.count; s++) start[s + 1] = (start[s + 1] as number) + (start[s] as number);
  const fill = start.slice(0, shells.count);
  const list = new Int32Array(start[shells.count] as number);
  for (let t = 0; t < n; t++) {
    const s = shells.shellOf[t] as number;
    if (s < 0) continue;
    list[fill[s] as number] = t;
    fill[s] = (fill[s] as number) + 1;
  }
  return { start, list };
}

/**
 * Shells whose winding points inward and must flip whole, given six times each shell's signed
 * volume. A shell inside an odd number of other shells is a cavity and should face inward
 * (negative volume); all others outward.
 */
export function inwardShells(mesh: Mesh, shells: Shells, volumes6: Float64Array): Uint8Array {
  const count = shells.count;
  // Whether a shell lies inside another is told by the boxes, then by its triangles: only asked
  // with several shells.
  const nesting = count > 1 ? { box: shellBoxes(mesh, shells), ...shellMembers(shells) } : undefined;
  const inward = new Uint8Array(count);
  const point = new Float64Array(3);
  for (let s = 0; s < count; s++) {
    let depth = 0;
    if (nesting) {
      const { box, start, list } = nesting;
      probePoint(mesh, list[start[s] as number] as number, point);
      for (let q = 0; q < count; q++) {
        if (q === s || !boxContains(box, q, s)) continue;
        if (crossings(mesh, list, start[q] as number, start[q + 1] as number, point) % 2 === 1) depth++;
      }
    }
    const wantPositive = depth % 2 === 0;
    const volume = volumes6[s] as number;
    if (volume !== 0 && volume > 0 !== wantPositive) inward[s] = 1;
  }
  return inward;
}

/** Each shell's bounding box: min x, y, z, then max x, y, z. */
function shellBoxes(mesh: Mesh, shells: Shells): Float64Array {
  const box = new Float64Array(shells.count * 6);
  for (let s = 0; s < shells.count; s++)
    box.set([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity], 6 * s);
  const p = mesh.positions;
  for (let t = 0; t < shells.shellOf.length; t++) {
    const s = shells.shellOf[t] as number;
    if (s < 0) continue;
    for (let k = 0; k < 3; k++) {
      const v = 3 * (mesh.indices[3 * t + k] as number);
      for (let a = 0; a < 3; a++) {
        const c = p[v + a] as number;
        if (c < (box[6 * s + a] as number)) box[6 * s + a] = c;
        if (c > (box[6 * s + 3 + a] as number)) box[6 * s + 3 + a] = c;
      }
    }
  }
  return box;
}

function boxContains(box: Float64Array, outer: number, inner: number): boolean {
  for (let a = 0; a < 3; a++) {
    if ((box[6 * inner + a] as number) < (box[6 * outer + a] as number)) return false;
    if ((box[6 * inner + 3 + a] as number) > (box[6 * outer + 3 + a] as number)) return false;
  }
  return true;
}

function probePoint(mesh: Mesh, t: number, out: Float64Array): void {
  const p = mesh.positions;
  for (let a = 0; a < 3; a++) {
    let c = 0;
    for (let k = 0; k < 3; k++) c += p[3 * (mesh.indices[3 * t + k] as number) + a] as number;
    out[a] = c / 3;
  }
}

// An odd direction so the ray practically never runs exactly through an edge or vertex.
const DIR = [0.9999990556, 0.0011637719, 0.0007917121] as const;

/** How many triangles of list[from..to) a ray from `o` along DIR crosses. */
function crossings(mesh: Mesh, list: Int32Array, from: number, to: number, o: Float64Array): number {
  const p = mesh.positions;
  const [dx, dy, dz] = DIR;
  let hits = 0;
  for (let i = from; i < to; i++) {
    const t = list[i] as number;
    const a = 3 * (mesh.indices[3 * t] as number);
    const b = 3 * (mesh.indices[3 * t + 1] as number);
    const c = 3 * (mesh.indices[3 * t + 2] as number);
    const e1x = (p[b] as number) - (p[a] as number);
    const e1y = (p[b + 1] as number) - (p[a + 1] as number);
    const e1z = (p[b + 2] as number) - (p[a + 2] as number);
    const e2x = (p[c] as number) - (p[a] as number);
    const e2y = (p[c + 1] as number) - (p[a + 1] as number);
    const e2z = (p[c + 2] as number) - (p[a + 2] as number);
    const px = dy * e2z - dz * e2y;
    const py = dz * e2x - dx * e2z;
    const pz = dx * e2y - dy * e2x;
    const det = e1x * px + e1y * py + e1z * pz;
    if (det === 0) continue;
    const inv = 1 / det;
    const tx = (o[0] as number) - (p[a] as number);
    const ty = (o[1] as number) - (p[a + 1] as number);
    const tz = (o[2] as number) - (p[a + 2] as number);
    const u = (tx * px + ty * py + tz * pz) * inv;
    if (u < 0 || u > 1) continue;
    const qx = ty * e1z - tz * e1y;
    const qy = tz * e1x - tx * e1z;
    const qz = tx * e1y - ty * e1x;
    const v = (dx * qx + dy * qy + dz * qz) * inv;
    if (v < 0 || u + v > 1) continue;
    if ((e2x * qx + e2y * qy + e2z * qz) * inv > 0) hits++;
  }
  return hits;
}

import { type EdgeTopology, halfedgeFrom, halfedgeTo } from "../topology/edges";

const WIDTH = 32;
const BAND = 1 / WIDTH;

export interface MergedVertices {
  /** The vertex each vertex becomes: itself, or the earlier one it merged into. */
  remap: Uint32Array;
  /** Vertices merged into an earlier one (each is one merged pair). */
  mergedPairs: number;
}

/**
 * Joins the vertices on open edges that lie closer than `tolerance` to an earlier one on an
 * open edge: the gaps a file's rounding left between faces that should meet. As admesh and
 * PrusaSlicer do, only where edges are open: in a closed mesh (most files) nothing is looked at,
 * and a part that merely touches another, or a sliver of a triangle, is left as it is.
 */
export function mergeRimVertices(
  positions: Float32Array,
  indices: Uint32Array,
  topology: EdgeTopology,
  tolerance: number,
): MergedVertices {
  const n = positions.length / 3;
  const onRim = new Uint8Array(n);
  for (let e = 0; e < topology.edgeCount; e++) {
    const s = topology.edgeStart[e] as number;
    if ((topology.edgeStart[e + 1] as number) - s !== 1) continue;
    const h = topology.edgeHalfedges[s] as number;
    onRim[halfedgeFrom(indices, h)] = 1;
    onRim[halfedgeTo(indices, h)] = 1;
  }
  // The rim's vertices in order, so that an earlier vertex still wins.
  const rim: number[] = [];
  for (let v = 0; v < n; v++) if (onRim[v]) rim.push(v);
  const rimPositions = new Float32Array(rim.length * 3);
  for (let i = 0; i < rim.length; i++) {
    const v = rim[i] as number;
    rimPositions.set(positions.subarray(3 * v, 3 * v + 3), 3 * i);
  }
  const merged = mergeCloseVertices(rimPositions, tolerance);
  const remap = new Uint32Array(n);
  for (let v = 0; v < n; v++) remap[v] = v;
  for (let i = 0; i < rim.length; i++) remap[rim[i] as number] = rim[merged.remap[i] as number] as number;
  return { remap, mergedPairs: merged.mergedPairs };
}

/** Joins vertices closer than `tolerance` (first one wins). */
function mergeCloseVertices(positions: Float32Array, tolerance: number): MergedVertices {
  const n = positions.length / 3;
  const remap = new Uint32Array(n);
  // Cells 32 tolerances wide: a point only needs a neighbouring cell when it lies within one
  // tolerance of their shared face, so most lookups touch a single cell.
  const cell = tolerance * WIDTH;
  let size = 1;
  while (size < n * 2) size <<= 1;
  const mask = size - 1;
  const heads = new Int32Array(size).fill(-1);
  const next = new Int32Array(n).fill(-1);
  const cellKey = new Int32Array(n * 3);
  const tol2 = tolerance * tolerance;
  let mergedPairs = 0;

  const hash = (x: number, y: number, z: number) =>
    (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca6b) ^ Math.imul(z, 0xc2b2ae35)) & mask;

  for (let v = 0; v < n; v++) {
    const x = positions[3 * v] as number;
    const y = positions[3 * v + 1] as number;
    const z = positions[3 * v + 2] as number;
    const fx = x / cell;
    const fy = y / cell;
    const fz = z / cell;
    const cx = Math.floor(fx);
    const cy = Math.floor(fy);
    const cz = Math.floor(fz);
    // Neighbouring cells worth a look along each axis: -1, 0 or +1 (0 means only the own cell).
    const sx = fx - cx < BAND ? -1 : fx - cx > 1 - BAND ? 1 : 0;
    const sy = fy - cy < BAND ? -1 : fy - cy > 1 - BAND ? 1 : 0;
    const sz = fz - cz < BAND ? -1 : fz - cz > 1 - BAND ? 1 : 0;
    let found = -1;
    for (let probe = 0; probe < 8 && found < 0; probe++) {
      const i = probe >> 2;
      const j = (probe >> 1) & 1;
      const k = probe & 1;
      if ((i && !sx) || (j && !sy) || (k && !sz)) continue;
      const kx = cx + i * sx;
      const ky = cy + j * sy;
      const kz = cz + k * sz;
      for (let u = heads[hash(kx, ky, kz)] as number; u >= 0; u = next[u] as number) {
        if (cellKey[3 * u] !== kx || cellKey[3 * u + 1] !== ky || cellKey[3 * u + 2] !== kz) continue;
        const dx = (positions[3 * u] as number) - x;
        const dy = (positions[3 * u + 1] as number) - y;
        const dz = (positions[3 * u + 2] as number) - z;
        if (dx * dx + dy * dy + dz * dz <= tol2) {
          found = u;
          break;
        }
      }
    }
    if (found >= 0) {
      remap[v] = found;
      mergedPairs++;
      continue;
    }
    remap[v] = v;
    cellKey[3 * v] = cx;
    cellKey[3 * v + 1] = cy;
    cellKey[3 * v + 2] = cz;
    const slot = hash(cx, cy, cz);
    next[v] = heads[slot] as number;
    heads[slot] = v;
  }
  return { remap, mergedPairs };
}

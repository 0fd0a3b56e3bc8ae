/**
 * Joins vertices closer than `tolerance` (first one wins). Returns the vertex remap and how
 * many vertices were merged into an earlier one (each is one merged pair).
 */
export function mergeCloseVertices(
  positions: Float32Array,
  tolerance: number,
): { remap: Uint32Array; mergedPairs: number } {
  const n = positions.length / 3;
  const remap = new Uint32Array(n);
  // Cells 8 tolerances wide: a point only needs its neighbouring cell when it lies within
  // one tolerance of the shared face, so most lookups touch a single cell.
  const cell = tolerance * 8;
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

  const findIn = (cx: number, cy: number, cz: number, x: number, y: number, z: number): number => {
    for (let v = heads[hash(cx, cy, cz)] as number; v >= 0; v = next[v] as number) {
      if (cellKey[3 * v] !== cx || cellKey[3 * v + 1] !== cy || cellKey[3 * v + 2] !== cz) continue;
      const dx = (positions[3 * v] as number) - x;
      const dy = (positions[3 * v + 1] as number) - y;
      const dz = (positions[3 * v + 2] as number) - z;
      if (dx * dx + dy * dy + dz * dz <= tol2) return v;
    }
    return -1;
  };

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
    const sx = fx - cx < 0.125 ? -1 : fx - cx > 0.875 ? 1 : 0;
    const sy = fy - cy < 0.125 ? -1 : fy - cy > 0.875 ? 1 : 0;
    const sz = fz - cz < 0.125 ? -1 : fz - cz > 0.875 ? 1 : 0;
    let found = -1;
    for (let i = 0; i <= (sx ? 1 : 0) && found < 0; i++) {
      for (let j = 0; j <= (sy ? 1 : 0) && found < 0; j++) {
        for (let k = 0; k <= (sz ? 1 : 0) && found < 0; k++) {
          found = findIn(cx + i * sx, cy + j * sy, cz + k * sz, x, y, z);
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

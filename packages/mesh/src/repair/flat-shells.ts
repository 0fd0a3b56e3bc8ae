import type { Mesh } from "../mesh";
import type { EdgeTopology } from "../topology/edges";
import type { Shells } from "../topology/shells";

/**
 * Finds shells that are open (have a rim) and flat (every vertex within `tolerance` of one
 * plane): stray sheets and single triangles that hold no volume and cannot be printed.
 */
export function findFlatOpenShells(
  mesh: Mesh,
  topo: EdgeTopology,
  shells: Shells,
  tolerance: number,
): Uint8Array {
  const { positions: p, indices } = mesh;
  const open = new Uint8Array(shells.count);
  for (let e = 0; e < topo.edgeCount; e++) {
    const s = topo.edgeStart[e] as number;
    if ((topo.edgeStart[e + 1] as number) - s === 1) {
      open[shells.shellOf[((topo.edgeHalfedges[s] as number) / 3) | 0] as number] = 1;
    }
  }
  // Plane of each open shell: its largest triangle.
  const plane = new Float64Array(shells.count * 4);
  const best = new Float64Array(shells.count);
  const n = indices.length / 3;
  for (let t = 0; t < n; t++) {
    const s = shells.shellOf[t] as number;
    if (s < 0 || !open[s]) continue;
    const a = 3 * (indices[3 * t] as number);
    const b = 3 * (indices[3 * t + 1] as number);
    const c = 3 * (indices[3 * t + 2] as number);
    const ux = (p[b] as number) - (p[a] as number);
    const uy = (p[b + 1] as number) - (p[a + 1] as number);
    const uz = (p[b + 2] as number) - (p[a + 2] as number);
    const vx = (p[c] as number) - (p[a] as number);
    const vy = (p[c + 1] as number) - (p[a + 1] as number);
    const vz = (p[c + 2] as number) - (p[a + 2] as number);
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const len = Math.hypot(nx, ny, nz);
    if (len > (best[s] as number)) {
      best[s] = len;
      plane[4 * s] = nx / len;
      plane[4 * s + 1] = ny / len;
      plane[4 * s + 2] = nz / len;
      plane[4 * s + 3] =
        -(nx * (p[a] as number) + ny * (p[a + 1] as number) + nz * (p[a + 2] as number)) / len;
    }
  }
  const flat = open.slice();
  for (let t = 0; t < n; t++) {
    const s = shells.shellOf[t] as number;
    if (s < 0 || !flat[s]) continue;
    for (let k = 0; k < 3; k++) {
      const v = 3 * (indices[3 * t + k] as number);
      const d =
        (plane[4 * s] as number) * (p[v] as number) +
        (plane[4 * s + 1] as number) * (p[v + 1] as number) +
        (plane[4 * s + 2] as number) * (p[v + 2] as number) +
        (plane[4 * s + 3] as number);
      if (Math.abs(d) > tolerance) {
        flat[s] = 0;
        break;
      }
    }
  }
  return flat;
}

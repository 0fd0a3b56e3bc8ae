import type { Bounds, Mesh } from "../mesh";
import type { Shells } from "../topology/shells";

/** Area below which a triangle counts as degenerate, relative to the squared model size. */
const DEGENERATE_AREA = 1e-12;

/** One pass over a mesh's triangles: what measuring it and turning its shells outward both need. */
export interface SurfaceSums {
  /** Six times the signed volume of each shell (tetrahedra from the origin), in shell order. */
  shellVolumes6: Float64Array;
  /** Surface area in mm². */
  area: number;
  /** Triangles with a repeated vertex or no area (relative to the size of `bounds`). */
  degenerateTriangles: number;
}

/**
 * Area, degeneracy and each shell's volume of a mesh whose vertices lie in `bounds`. Flipping a
 * whole shell negates its volume exactly (each triangle's term changes sign, so does their sum),
 * so a repair that flips shells keeps these by negating theirs.
 */
export function surfaceSums(mesh: Mesh, shells: Shells, { min, max }: Bounds): SurfaceSums {
  const diagonal2 = (max[0] - min[0]) ** 2 + (max[1] - min[1]) ** 2 + (max[2] - min[2]) ** 2;
  // A square root instead of Math.hypot: float32 coordinates cannot overflow or underflow the
  // sum of squares, and it takes half the time.
  const { positions: p, indices } = mesh;
  const n = indices.length / 3;
  const shellVolumes6 = new Float64Array(shells.count);
  let area = 0;
  let degenerateTriangles = 0;
  for (let t = 0; t < n; t++) {
    const i = 3 * (indices[3 * t] as number);
    const j = 3 * (indices[3 * t + 1] as number);
    const k = 3 * (indices[3 * t + 2] as number);
    const ax = p[i] as number;
    const ay = p[i + 1] as number;
    const az = p[i + 2] as number;
    const bx = p[j] as number;
    const by = p[j + 1] as number;
    const bz = p[j + 2] as number;
    const cx = p[k] as number;
    const cy = p[k + 1] as number;
    const cz = p[k + 2] as number;
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const a = 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz);
    area += a;
    if (i === j || j === k || i === k || a <= DEGENERATE_AREA * diagonal2) degenerateTriangles++;
    const s = shells.shellOf[t] as number;
    if (s >= 0) {
      // Six times the signed volume of the tetrahedron (origin, a, b, c).
      const volume6 = ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
      shellVolumes6[s] = (shellVolumes6[s] as number) + volume6;
    }
  }
  return { shellVolumes6, area, degenerateTriangles };
}

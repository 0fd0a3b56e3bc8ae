import type { Mesh } from "../mesh";
import type { RaycasterBuffers } from "./hierarchy";
import type { BackfaceRaycaster } from "./raycaster";

// The rays of the wall thickness, for this thread and the helpers (pool/helper-jobs.ts), which load nothing more.

// Four rays tilted this far around the inward normal, plus the normal itself.
const CONE_ANGLE = (20 * Math.PI) / 180;
const COS_CONE = Math.cos(CONE_ANGLE);
const SIN_CONE = Math.sin(CONE_ANGLE);
const CONE_U = [0, SIN_CONE, 0, -SIN_CONE, 0];
const CONE_W = [0, 0, SIN_CONE, 0, -SIN_CONE];

export interface CastOptions {
  far: number;
  coneBelow: number;
}

/** Triangles handed out per turn: small enough to even out, large enough to keep rays coherent. */
const CHUNK = 4096;

export interface ChunksJob {
  buffers: RaycasterBuffers;
  /** Per triangle of the mesh, in its own order. */
  out: Float32Array;
  /** The next chunk to take. */
  next: Int32Array;
  options: CastOptions;
}

/**
 * Casts chunk after chunk of the job's triangles until the shared counter runs past the end.
 * Chunks follow the hierarchy's order: neighbouring rays walk the same nodes.
 */
export function castChunks(caster: BackfaceRaycaster, job: ChunksJob): void {
  const { positions, index, order } = job.buffers;
  const n = job.out.length;
  for (let from = Atomics.add(job.next, 0, 1) * CHUNK; from < n; from = Atomics.add(job.next, 0, 1) * CHUNK) {
    castTriangles(
      caster,
      { positions, indices: index },
      order,
      from,
      Math.min(n, from + CHUNK),
      job.out,
      job.options,
    );
  }
}

/** The thickness of the triangles order[from .. to) of `mesh` into `out`. */
export function castTriangles(
  caster: BackfaceRaycaster,
  mesh: Mesh,
  order: Uint32Array | Uint16Array,
  from: number,
  to: number,
  out: Float32Array,
  { far, coneBelow }: CastOptions,
): void {
  const p = mesh.positions;
  const depths = new Float64Array(5);
  for (let i = from; i < to; i++) {
    const t = order[i] as number;
    const a = 3 * (mesh.indices[3 * t] as number);
    const b = 3 * (mesh.indices[3 * t + 1] as number);
    const c = 3 * (mesh.indices[3 * t + 2] as number);
    const ax = p[a] as number;
    const ay = p[a + 1] as number;
    const az = p[a + 2] as number;
    const e1x = (p[b] as number) - ax;
    const e1y = (p[b + 1] as number) - ay;
    const e1z = (p[b + 2] as number) - az;
    const e2x = (p[c] as number) - ax;
    const e2y = (p[c + 1] as number) - ay;
    const e2z = (p[c + 2] as number) - az;
    // Inward unit normal n, and a tangent frame (u, w) around it for the tilted rays.
    let nx = e1z * e2y - e1y * e2z;
    let ny = e1x * e2z - e1z * e2x;
    let nz = e1y * e2x - e1x * e2y;
    const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
    const ul = Math.sqrt(e1x * e1x + e1y * e1y + e1z * e1z);
    if (nl === 0 || ul === 0) {
      out[t] = Number.POSITIVE_INFINITY;
      continue;
    }
    nx /= nl;
    ny /= nl;
    nz /= nl;
    const ux = e1x / ul;
    const uy = e1y / ul;
    const uz = e1z / ul;
    const wx = ny * uz - nz * uy;
    const wy = nz * ux - nx * uz;
    const wz = nx * uy - ny * ux;
    const ox = ax + (e1x + e2x) / 3;
    const oy = ay + (e1y + e2y) / 3;
    const oz = az + (e1z + e2z) / 3;
    const central = caster.cast(ox, oy, oz, nx, ny, nz, far);
    if (central >= coneBelow && central < far) {
      out[t] = central;
      continue;
    }
    depths[0] = central;
    for (let r = 1; r < 5; r++) {
      const cu = CONE_U[r] as number;
      const cw = CONE_W[r] as number;
      const hit = caster.cast(
        ox,
        oy,
        oz,
        nx * COS_CONE + ux * cu + wx * cw,
        ny * COS_CONE + uy * cu + wy * cw,
        nz * COS_CONE + uz * cu + wz * cw,
        far / COS_CONE,
      );
      depths[r] = hit * COS_CONE;
    }
    depths.sort();
    out[t] = depths[2] as number;
  }
}

import { availableParallelism } from "node:os";
import { triangleAreas } from "../measure/geometry";
import type { Mesh } from "../mesh";
import { createWorkerPool, type WorkerPool } from "../pool/pool";
import type { EdgeTopology } from "../topology/edges";
import { spreadAcrossWallEdges } from "./fins";
import { BackfaceRaycaster, type RaycasterBuffers } from "./raycaster";

export interface ThicknessBin {
  /** Lower bound in mm (inclusive). */
  from: number;
  /** Upper bound in mm (exclusive); Infinity for the last bin. */
  to: number;
  /** Surface area in the bin, mm². */
  area: number;
  /** Share of the total surface area. */
  fraction: number;
}

export interface ThicknessResult {
  /** Wall thickness at each triangle in mm; Infinity where no opposite wall was found. */
  perTriangle: Float32Array;
  /** Thinnest wall found, mm. */
  min: number;
  histogram: ThicknessBin[];
  /** The threshold the thin share below refers to, mm. */
  threshold: number;
  /** Surface area whose wall is thinner than the threshold, mm². */
  thinArea: number;
  thinAreaFraction: number;
}

export interface ThicknessOptions {
  /** Walls thinner than this (mm) count as thin. Default 1. */
  threshold?: number;
  /** Stop looking for the opposite wall beyond this (mm); farther walls read as Infinity. */
  maxDistance?: number;
  /** Histogram bin edges in mm (ascending); a last open bin is added. */
  bins?: number[];
  /** The mesh's edges when the caller has them (repairMesh's `topology`), so they are not found again. */
  edges?: EdgeTopology;
}

export const DEFAULT_BINS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];

// Four rays tilted this far around the inward normal, plus the normal itself.
const CONE_ANGLE = (20 * Math.PI) / 180;
const COS_CONE = Math.cos(CONE_ANGLE);
const SIN_CONE = Math.sin(CONE_ANGLE);
// Walls thicker than this many thresholds are taken from the normal ray alone.
const CONE_BELOW_THRESHOLDS = 4;
const CONE_U = [0, SIN_CONE, 0, -SIN_CONE, 0];
const CONE_W = [0, 0, SIN_CONE, 0, -SIN_CONE];

/**
 * Wall thickness per triangle: from the triangle's centre a ray goes into the material along
 * the inward normal and stops at the first surface seen from its back, i.e. where the
 * material ends. Back-face-only hits make the triangle itself and its coplanar neighbours
 * invisible, so there are no self hits. Where that ray finds a wall thinner than four times
 * the threshold (or none at all) the verdict matters, and a single ray can be fooled: it may
 * run out through a nearby edge or corner, graze a surface, or slip through a seam. There
 * four more rays, tilted 20 degrees around the normal, are cast; each distance is projected
 * onto the normal (exact for parallel walls, never overstating a tilted one) and the median
 * of the five is kept, which outvotes up to two misled rays. Needs outward winding (run
 * repairMesh first). Thickness scales linearly with the model.
 */
export function measureThickness(mesh: Mesh, options: ThicknessOptions = {}): ThicknessResult {
  const perTriangle = new Float32Array(mesh.indices.length / 3);
  const caster = new BackfaceRaycaster(mesh);
  castTriangles(caster, mesh, caster.order, 0, perTriangle.length, perTriangle, castOptions(options));
  return finish(mesh, perTriangle, options);
}

/** Spreads the rays' values across wall edges and sums up the areas. */
function finish(mesh: Mesh, measured: Float32Array, options: ThicknessOptions): ThicknessResult {
  const threshold = options.threshold ?? 1;
  return summarize(
    spreadAcrossWallEdges(mesh, measured, CONE_BELOW_THRESHOLDS * threshold, options.edges),
    triangleAreas(mesh),
    threshold,
    options.bins ?? DEFAULT_BINS,
  );
}

/** Below this many triangles a second thread costs more than it saves. */
export const PARALLEL_FROM_TRIANGLES = 100_000;

/**
 * The same answer as `measureThickness`, with the rays shared out between this thread and
 * worker threads (one per further core): both take chunks of triangles from a shared counter
 * until none are left, casting against one hierarchy held in shared memory. `castHere: false`
 * leaves every ray to the helpers (the tests' proof that their share is right).
 */
export async function measureThicknessInParallel(
  mesh: Mesh,
  options: ThicknessOptions = {},
  { castHere = true }: { castHere?: boolean } = {},
): Promise<ThicknessResult> {
  const n = mesh.indices.length / 3;
  if (n < PARALLEL_FROM_TRIANGLES) return measureThickness(mesh, options);
  // The threads start (and load the engine) while the hierarchy is built, unless they already have.
  const ready = startThicknessThreads(n);
  const threads = workers();
  const pool = thicknessPool(threads);
  const caster = new BackfaceRaycaster(mesh, { shared: true });
  const job: ChunksJob = {
    buffers: caster.buffers(),
    out: new Float32Array(new SharedArrayBuffer(n * 4)),
    next: new Int32Array(new SharedArrayBuffer(4)),
    options: castOptions(options),
  };
  await ready;
  const helpers = Array.from({ length: threads }, () => pool.run<void>("castChunks", job));
  if (castHere) castChunks(caster, job);
  await Promise.all(helpers);
  return finish(mesh, job.out, options);
}

const workers = () => Math.max(1, availableParallelism() - 1);

/**
 * Starts the threads `measureThicknessInParallel` will use on a mesh of `triangles` (none below
 * PARALLEL_FROM_TRIANGLES), so that loading the engine in them can overlap other work; resolves
 * when they are up. Loading takes a few hundred milliseconds.
 */
export function startThicknessThreads(triangles: number): Promise<unknown> {
  if (triangles < PARALLEL_FROM_TRIANGLES) return Promise.resolve();
  const pool = thicknessPool(workers());
  return Promise.all(Array.from({ length: workers() }, () => pool.run("warm", null)));
}

let pool: WorkerPool | undefined;
function thicknessPool(threads: number): WorkerPool {
  pool ??= createWorkerPool(new URL("./jobs.ts", import.meta.url), { threads });
  return pool;
}

export interface CastOptions {
  far: number;
  coneBelow: number;
}

function castOptions(options: ThicknessOptions): CastOptions {
  return {
    far: options.maxDistance ?? Number.POSITIVE_INFINITY,
    coneBelow: CONE_BELOW_THRESHOLDS * (options.threshold ?? 1),
  };
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
function castTriangles(
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
    const nl = Math.hypot(nx, ny, nz);
    const ul = Math.hypot(e1x, e1y, e1z);
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

function summarize(
  perTriangle: Float32Array,
  areas: Float64Array,
  threshold: number,
  edges: number[],
): ThicknessResult {
  const bins = edges.map((from, i) => ({
    from,
    to: edges[i + 1] ?? Number.POSITIVE_INFINITY,
    area: 0,
    fraction: 0,
  }));
  let total = 0;
  let thinArea = 0;
  let min = Number.POSITIVE_INFINITY;
  for (let t = 0; t < perTriangle.length; t++) {
    const d = perTriangle[t] as number;
    const a = areas[t] as number;
    total += a;
    if (d < min) min = d;
    if (d < threshold) thinArea += a;
    let lo = 0;
    let hi = bins.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (d >= (bins[mid] as ThicknessBin).from) lo = mid;
      else hi = mid - 1;
    }
    (bins[lo] as ThicknessBin).area += a;
  }
  for (const bin of bins) bin.fraction = total > 0 ? bin.area / total : 0;
  return {
    perTriangle,
    min,
    histogram: bins,
    threshold,
    thinArea,
    thinAreaFraction: total > 0 ? thinArea / total : 0,
  };
}

import type { Bounds, Mesh } from "../mesh";
import { HELPERS_FROM_TRIANGLES, helperCount, helpers, helpersUp, startHelpers } from "../pool/helpers";
import type { EdgeTopology } from "../topology/edges";
import { inParts } from "../wasm/module";
import { type ChunksJob, castChunks } from "./cast";
import { spreadAcrossWallEdges } from "./fins";
import { buildHierarchy, buildHierarchyInParallel, type Elsewhere, type RaycasterBuffers } from "./hierarchy";
import { type PagesJob, RayMemory } from "./ray-memory";
import { BackfaceRaycaster, type CastOptions } from "./raycaster";
import { thicknessWasm } from "./wasm";

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
  /** The bounds of all the mesh's vertices when the caller has them (repairMesh's `bounds`). */
  bounds?: Bounds;
}

export const DEFAULT_BINS = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];

// Walls thicker than this many thresholds are taken from the normal ray alone.
const CONE_BELOW_THRESHOLDS = 4;

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
  const memory = RayMemory.forMesh(mesh, 1);
  const hierarchy = buildHierarchy(mesh, memory, options.bounds);
  const { out } = hierarchy;
  new BackfaceRaycaster(hierarchy).castTriangles(0, out.length, out, castOptions(options));
  return finish(mesh, hierarchy, memory, options);
}

/**
 * Spreads the rays' values across wall edges and sums up the areas (WebAssembly, in the rays'
 * memory: assembly/thickness/summary.ts). The values are copied out of that memory, which is then
 * let go.
 */
function finish(
  mesh: Mesh,
  hierarchy: RaycasterBuffers,
  memory: RayMemory,
  options: ThicknessOptions,
): ThicknessResult {
  const threshold = options.threshold ?? 1;
  const { out } = hierarchy;
  const spread = spreadAcrossWallEdges(mesh, out, CONE_BELOW_THRESHOLDS * threshold, options.edges);
  if (spread !== out) out.set(spread);
  const edges = options.bins ?? DEFAULT_BINS;
  const bins = memory.doubles(edges.length);
  bins.set(edges);
  // The total area, the thin area, the least value, then each bin's area.
  const sums = memory.doubles(3 + edges.length);
  sums[2] = Number.POSITIVE_INFINITY;
  const wasm = thicknessWasm(hierarchy);
  inParts(out.length, (from, to) =>
    wasm.summarize(from, to, out.byteOffset, threshold, bins.byteOffset, edges.length, sums.byteOffset),
  );
  const [total = 0, thinArea = 0, min = Number.POSITIVE_INFINITY] = sums;
  return {
    perTriangle: spread === out ? out.slice() : spread,
    min,
    histogram: edges.map((from, i) => {
      const area = sums[3 + i] as number;
      return {
        from,
        to: edges[i + 1] ?? Number.POSITIVE_INFINITY,
        area,
        fraction: total > 0 ? area / total : 0,
      };
    }),
    threshold,
    thinArea,
    thinAreaFraction: total > 0 ? thinArea / total : 0,
  };
}

/** Below this many triangles a second thread costs more than it saves. */
export const PARALLEL_FROM_TRIANGLES = HELPERS_FROM_TRIANGLES;

/**
 * The same answer as `measureThickness`, with the rays shared out between this thread and the
 * engine's helper threads (one per further core): all take chunks of triangles from a shared
 * counter until none are left, casting against one hierarchy held in shared memory.
 * `castHere: false` leaves every ray to the helpers (the tests' proof that their share is right).
 */
export async function measureThicknessInParallel(
  mesh: Mesh,
  options: ThicknessOptions = {},
  { castHere = true }: { castHere?: boolean } = {},
): Promise<ThicknessResult> {
  const n = mesh.indices.length / 3;
  if (n < PARALLEL_FROM_TRIANGLES) return measureThickness(mesh, options);
  // A helper builds half of the hierarchy when the helpers are up; else they start (and load)
  // while this thread builds all of it.
  const up = helpersUp();
  const ready = up || startHelpers();
  const memory = RayMemory.forMesh(mesh, 1 + helperCount());
  const hierarchy = up
    ? await buildHierarchyInParallel(mesh, helperThread(memory), memory, options.bounds)
    : buildHierarchy(mesh, memory, options.bounds);
  const job: ChunksJob = {
    buffers: hierarchy,
    next: new Int32Array(new SharedArrayBuffer(4)),
    options: castOptions(options),
  };
  await ready;
  // Thread 0 is this one; each helper casts with a stack of its own.
  const helped = Array.from({ length: helperCount() }, (_, i) =>
    helpers().run<void>("castChunks", { ...job, thread: i + 1 }),
  );
  if (castHere) castChunks(new BackfaceRaycaster(hierarchy), job);
  await Promise.all(helped);
  return finish(mesh, hierarchy, memory, options);
}

/**
 * A helper thread, to build a part of the hierarchy and, while this thread sorts the triangles,
 * to map the memory's pages ahead of it (`mapPages`).
 */
function helperThread(memory: RayMemory): Elsewhere {
  const stop = new Int32Array(new SharedArrayBuffer(4));
  let mapped: Promise<void> = Promise.resolve();
  return {
    map: (from, to) => {
      const job: PagesJob = { memory: memory.memory, from, to, stop };
      mapped = helpers().run<void>("mapPages", job);
    },
    build: async (part) => {
      Atomics.store(stop, 0, 1);
      await mapped;
      await helpers().run<void>("buildSubtree", part);
    },
  };
}

function castOptions(options: ThicknessOptions): CastOptions {
  return {
    far: options.maxDistance ?? Number.POSITIVE_INFINITY,
    coneBelow: CONE_BELOW_THRESHOLDS * (options.threshold ?? 1),
  };
}

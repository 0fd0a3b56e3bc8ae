import type { RaycasterBuffers } from "./hierarchy";
import type { BackfaceRaycaster, CastOptions } from "./raycaster";

// The rays of the wall thickness shared out, for this thread and the helpers (pool/helper-jobs.ts), which load nothing more.

/** Triangles handed out per turn: small enough to even out, large enough to keep rays coherent. */
const CHUNK = 4096;

export interface ChunksJob {
  /** The hierarchy, and its `out` for the values, per triangle of the mesh in its own order. */
  buffers: RaycasterBuffers;
  /** The next chunk to take. */
  next: Int32Array;
  options: CastOptions;
}

/**
 * Casts chunk after chunk of the job's triangles until the shared counter runs past the end.
 * Chunks follow the hierarchy's order: neighbouring rays walk the same nodes.
 */
export function castChunks(caster: BackfaceRaycaster, job: ChunksJob): void {
  const { out } = job.buffers;
  const n = out.length;
  for (let from = Atomics.add(job.next, 0, 1) * CHUNK; from < n; from = Atomics.add(job.next, 0, 1) * CHUNK) {
    caster.castTriangles(from, Math.min(n, from + CHUNK), out, job.options);
  }
}

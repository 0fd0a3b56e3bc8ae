import { type ChunksJob, castChunks as castChunksWith } from "../thickness/cast";
import { BackfaceRaycaster } from "../thickness/raycaster";

export { buildSubtree } from "../thickness/hierarchy";
export { mapPages } from "../thickness/ray-memory";

// What the helper threads (helpers.ts) run. Kept to light modules: they never load three.js.

export function warm(): void {}

export function castChunks(job: ChunksJob & { thread: number }): void {
  castChunksWith(new BackfaceRaycaster(job.buffers, job.thread), job);
}

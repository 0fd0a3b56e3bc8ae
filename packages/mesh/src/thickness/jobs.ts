import { type ChunksJob, castChunks as castChunksWith } from "./cast";
import { BackfaceRaycaster } from "./raycaster";

// The worker threads' side of measureThicknessInParallel: casting only, so they never load three.js.

export function warm(): void {}

export function castChunks(job: ChunksJob): void {
  castChunksWith(new BackfaceRaycaster(job.buffers), job);
}

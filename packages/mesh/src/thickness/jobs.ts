import { BackfaceRaycaster } from "./raycaster";
import { type ChunksJob, castChunks as castChunksWith } from "./thickness";

// The worker threads' side of measureThicknessInParallel.

export function warm(): void {}

export function castChunks(job: ChunksJob): void {
  castChunksWith(new BackfaceRaycaster(job.buffers), job);
}

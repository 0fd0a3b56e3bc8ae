import { threadId } from "node:worker_threads";

/** Jobs for the pool's own tests (`createWorkerPool(threadJobs)`). */
export const threadJobs = new URL(import.meta.url);

/** Which thread ran the job. */
export function whichThread(): number {
  return threadId;
}

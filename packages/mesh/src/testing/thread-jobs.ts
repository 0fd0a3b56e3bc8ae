import { threadId } from "node:worker_threads";
import { MeshError } from "../errors";

/** Jobs for the pool's own tests (`createWorkerPool(threadJobs)`). */
export const threadJobs = new URL(import.meta.url);

/** Which thread ran the job. */
export function whichThread(): number {
  return threadId;
}

/** The file the job's code was loaded from. */
export function loadedFrom(): string {
  return import.meta.url;
}

/** Refuses, as the engine refuses a file. */
export function refuse(): never {
  throw new MeshError("EMPTY_FILE", "The file is empty.");
}

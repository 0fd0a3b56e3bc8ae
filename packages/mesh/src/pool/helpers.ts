import { availableParallelism } from "node:os";
import { createWorkerPool, type WorkerPool } from "./pool";

/**
 * The engine's helper threads, one per further core, for the steps whose work divides: the wall
 * thickness's ray hierarchy and rays. They load only
 * `helper-jobs.ts` (no three.js), bundled into one JavaScript file, in about 0.1 s; started
 * ahead (`startHelpers`), they are up by the time a large model needs them, and they stay up, so
 * that the next model's work starts at once on code V8 has compiled already.
 */
export const helperCount = () => Math.max(1, availableParallelism() - 1);

/** Below this many triangles a helper costs more than it saves. */
export const HELPERS_FROM_TRIANGLES = 100_000;

let pool: WorkerPool | undefined;
let up = false;

export function helpers(): WorkerPool {
  pool ??= createWorkerPool(new URL("./helper-jobs.ts", import.meta.url), {
    threads: helperCount(),
    keepThreads: true,
    bundled: true,
  });
  return pool;
}

/** Starts every helper thread; resolves when they are up. */
export async function startHelpers(): Promise<void> {
  await Promise.all(Array.from({ length: helperCount() }, () => helpers().run("warm", null)));
  up = true;
}

/**
 * Whether the helpers are up: a job handed to them now starts at once, not after loading them,
 * which needs this thread's event loop (piscina hands queued jobs out from it).
 */
export const helpersUp = () => up;

import { availableParallelism } from "node:os";
import { createWorkerPool, type RunOptions, type WorkerPool } from "./pool";

/**
 * The engine's helper threads, one per further core, for the steps whose work divides: the wall
 * thickness's rays and the vertex merge, which runs beside the topology. They load only
 * `helper-jobs.ts` (no three.js), in a few hundred milliseconds; started ahead (`startHelpers`),
 * they are up by the time a large model needs them, and leave after a while without work.
 */
export const helperCount = () => Math.max(1, availableParallelism() - 1);

/** Below this many triangles a helper costs more than it saves. */
export const HELPERS_FROM_TRIANGLES = 100_000;

const IDLE_MS = 30_000;

let pool: WorkerPool | undefined;
let lastDone = Number.NEGATIVE_INFINITY;

export function helpers(): WorkerPool {
  pool ??= timed(
    createWorkerPool(new URL("./helper-jobs.ts", import.meta.url), {
      threads: helperCount(),
      idleMs: IDLE_MS,
    }),
  );
  return pool;
}

/** The pool, noting when each job ends (threads are up until IDLE_MS after the last). */
function timed(threads: WorkerPool): WorkerPool {
  return {
    run<T>(method: string, task: unknown, options?: RunOptions): Promise<T> {
      return threads.run<T>(method, task, options).finally(() => {
        lastDone = performance.now();
      });
    },
    close: () => threads.close(),
  };
}

/** Starts every helper thread; resolves when they are up. */
export function startHelpers(): Promise<unknown> {
  return Promise.all(Array.from({ length: helperCount() }, () => helpers().run("warm", null)));
}

/**
 * Whether the helpers are up: a job handed to them now starts at once, not after loading them,
 * which needs this thread's event loop (piscina hands queued jobs out from it).
 */
export const helpersUp = () => performance.now() - lastDone < IDLE_MS / 2;

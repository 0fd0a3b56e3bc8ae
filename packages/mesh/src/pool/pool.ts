import type { TransferListItem } from "node:worker_threads";
import Piscina from "piscina";
import { MeshError, type MeshErrorCode } from "../errors";
import { threadEntry } from "./thread-entry";

export interface WorkerPoolOptions {
  /** Threads at most. Default 1. */
  threads?: number;
  /** A job running longer is stopped with TIMEOUT. Default: no limit. */
  timeoutMs?: number;
  /** Heap limit per thread; a job beyond it fails with OUT_OF_MEMORY. Default 2048 MB. */
  maxMemoryMb?: number;
  /** A thread without work this long leaves. Default 30 s. */
  idleMs?: number;
  /**
   * All threads start at once and stay, however long they wait (then `idleMs` does not apply): a
   * service's jobs never wait for a thread to load, nor run on code V8 has not compiled yet.
   * Threads without work never keep the process alive.
   */
  keepThreads?: boolean;
  /**
   * Threads load the module bundled with all it imports into one JavaScript file
   * (`threadEntry`), not through the TypeScript loader: about 0.3 s less to start each. For
   * modules that import nothing but node's own modules and this package's sources.
   */
  bundled?: boolean;
}

export interface RunOptions {
  /** Aborting stops the job's thread; the job fails with CANCELLED. */
  signal?: AbortSignal;
  transferList?: TransferListItem[];
}

/** Runs the exported functions of a module in worker threads, off the caller's event loop. */
export interface WorkerPool {
  run<T>(method: string, task: unknown, options?: RunOptions): Promise<T>;
  close(): Promise<void>;
}

type Answer = { value: unknown } | { refused: { code: MeshErrorCode; message: string } };

/**
 * A piscina pool for `module` (a file URL of a TypeScript or JavaScript module). Its functions
 * get the task and may throw MeshError, which reaches the caller with its code.
 */
export function createWorkerPool(module: URL, options: WorkerPoolOptions = {}): WorkerPool {
  const pool = new Piscina({
    filename: threadEntry(module, options.bundled ?? false),
    maxThreads: options.threads ?? 1,
    minThreads: options.keepThreads ? (options.threads ?? 1) : 0,
    idleTimeout: options.idleMs ?? 30_000,
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 2048 },
  });
  return {
    async run<T>(method: string, task: unknown, { signal, transferList }: RunOptions = {}) {
      const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
      const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
      try {
        const answer = (await pool.run(
          { module: module.href, method, task },
          { signal: signals.length ? AbortSignal.any(signals) : undefined, transferList },
        )) as Answer;
        if ("refused" in answer) throw new MeshError(answer.refused.code, answer.refused.message);
        return answer.value as T;
      } catch (error) {
        throw jobFailure(error, { timedOut: timeout?.aborted, cancelled: signal?.aborted, options });
      }
    },
    close: () => pool.destroy(),
  };
}

function jobFailure(
  error: unknown,
  state: { timedOut?: boolean; cancelled?: boolean; options: WorkerPoolOptions },
): unknown {
  if (error instanceof MeshError) return error;
  if (state.cancelled) return new MeshError("CANCELLED", "The job was cancelled", { cause: error });
  if (state.timedOut) {
    const seconds = (state.options.timeoutMs ?? 0) / 1000;
    return new MeshError("TIMEOUT", `The job took longer than ${seconds} s and was stopped`, {
      cause: error,
    });
  }
  if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") {
    return new MeshError("OUT_OF_MEMORY", "The model needs more memory than a job may use", { cause: error });
  }
  return error;
}

import { MessageChannel } from "node:worker_threads";
import { createWorkerPool, MeshError, type ReadModel } from "@druckwerk/mesh";
import { type AnalysisEngine, EngineError, type EngineOutput, type EngineProgress } from "./engine";

export interface MeshEngine extends AnalysisEngine {
  /**
   * Settles when every thread has warmed up (at once without `warmUp`, or when `close` cut it
   * short); rejects when one could not.
   */
  warmedUp: Promise<void>;
}

/**
 * The 3D engine in the mesh package's pool of worker threads: analyses and pictures never block
 * the service's event loop, and an aborted analysis stops its thread. The threads stay up between
 * uploads; with `warmUp`, each analyses a generated model as soon as it is up, so that the first
 * upload finds its code loaded and compiled (a cold thread took 0.5 s instead of 0.08 s from the
 * end of a 100k-triangle upload to its measurements).
 */
export function meshEngine(options: { threads: number; warmUp?: boolean }): MeshEngine {
  const pool = createWorkerPool(new URL("./worker.ts", import.meta.url), {
    threads: options.threads,
    keepThreads: true,
  });
  // Settled once every thread has warmed up; a warm-up that fails leaves its thread cold. One cut
  // short by `close` (a service stopping right after its start) is no failure.
  let closing = false;
  const warmedUp = Promise.all(
    Array.from({ length: options.warmUp ? options.threads : 0 }, () => pool.run("warmUp", null)),
  ).then(
    () => {},
    (error) => {
      if (!closing) throw error;
    },
  );
  // Handled here too, so that a failed warm-up never fails the process: whoever awaits it hears of it.
  warmedUp.catch(() => {});
  return {
    warmedUp,
    async analyse({ path, read, filename, unit, signal, onPhase, onMeasured }) {
      const { port1, port2 } = new MessageChannel();
      // The result comes over another channel, and a thread that was busy while the worker ended
      // may take it first, with the progress posted before still queued here: the analysis is
      // over when the worker's last word on this port is in too.
      const told = new Promise<void>((resolve) => {
        port1.on("message", (progress: EngineProgress) => {
          if ("phase" in progress) onPhase(progress.phase);
          else if ("measured" in progress) onMeasured?.(progress.measured);
          else resolve();
        });
      });
      try {
        const output = await pool.run<EngineOutput>(
          "analyse",
          { path, read, filename, unit, port: port2 },
          { signal, transferList: [port2, ...movable(read)] },
        );
        await told;
        return output;
      } catch (error) {
        throw refusal(error);
      } finally {
        port1.close();
      }
    },
    picture: (request) => pool.run<Uint8Array>("picture", request),
    exportModel: (request) => pool.run<Uint8Array>("exportModel", request),
    renderData: (request) =>
      pool.run<Uint8Array>("renderData", request).catch((error) => {
        throw refusal(error);
      }),
    close: () => {
      closing = true;
      return pool.close();
    },
  };
}

/**
 * The buffers of a read model that can move to the worker thread rather than be copied: those
 * only its own arrays fill (the readers' output); another is copied.
 */
function movable(read: ReadModel | undefined): ArrayBuffer[] {
  if (!read) return [];
  const { positions, indices } = read.result.mesh;
  const own = [positions, indices].filter(
    (array) =>
      array.buffer instanceof ArrayBuffer &&
      array.byteOffset === 0 &&
      array.byteLength === array.buffer.byteLength,
  );
  return [...new Set(own.map((array) => array.buffer as ArrayBuffer))];
}

/** The engine's refusal of a file as an EngineError with its code; anything else as it is. */
function refusal(error: unknown): unknown {
  return error instanceof MeshError && error.code !== "CANCELLED"
    ? new EngineError(error.code, error.message)
    : error;
}

import { MessageChannel } from "node:worker_threads";
import Piscina from "piscina";
import { type AnalysisEngine, EngineError, type EngineOutput, type EnginePhase } from "./engine";
import type { EngineRefusal } from "./worker";

const workerFile = new URL("./worker-entry.mjs", import.meta.url).href;

/**
 * The 3D engine in a pool of worker threads: analyses and pictures never block the service's
 * event loop, and an aborted analysis stops its thread.
 */
export function meshEngine(options: { threads: number }): AnalysisEngine {
  const pool = new Piscina({
    filename: workerFile,
    maxThreads: options.threads,
    minThreads: 0,
    idleTimeout: 30_000,
  });
  return {
    async analyse({ path, filename, unit, signal, onPhase }) {
      const { port1, port2 } = new MessageChannel();
      port1.on("message", (phase: EnginePhase) => onPhase(phase));
      try {
        const result = (await pool.run(
          { path, filename, unit, port: port2 },
          { name: "analyse", transferList: [port2], signal },
        )) as EngineOutput | EngineRefusal;
        if ("refused" in result) throw new EngineError(result.refused.code, result.refused.message);
        return result;
      } finally {
        port1.close();
      }
    },
    picture: async (request) => (await pool.run(request, { name: "picture" })) as Uint8Array,
    exportModel: async (request) => (await pool.run(request, { name: "exportModel" })) as Uint8Array,
    close: () => pool.destroy(),
  };
}

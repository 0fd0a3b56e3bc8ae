import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";
import type { Logger } from "./logger";

/** Time past the grace for the last steps (analyses back to the queue, the database closed). */
const LAST_STEPS_MS = 10_000;

/**
 * On SIGINT or SIGTERM (or an uncaught error) runs `stop` once, then exits: 0 after a signal,
 * 1 after an error. A stop that outlasts the grace and the last steps, or a second signal, exits
 * at once with 1.
 */
export function stopOnSignal(logger: Logger, graceSeconds: number, stop: () => Promise<void>) {
  closeWithGrace({ delay: graceSeconds * 1000 + LAST_STEPS_MS, logger }, async ({ err, signal }) => {
    if (err) logger.error({ err }, "shutting down after an error");
    else logger.info({ signal, graceSeconds }, "shutting down: finishing the requests in flight");
    await stop();
    logger.info("stopped");
  });
}

/**
 * Closes a Fastify app: it refuses new connections at once, lets the requests in flight finish
 * within `graceMs`, then cuts the ones left; its `onClose` hooks run after that.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, "cutting the requests still in flight");
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

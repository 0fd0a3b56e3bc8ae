import type { ApolloServerPlugin } from "@apollo/server";
import type { Response } from "express";
import type { LimitReason } from "./document-rules";

/**
 * Answers a request refused for going over a limit (429 too many requests or too costly, 413 too
 * large, a document over the depth, alias, directive or cost limit) after a pause, as HAProxy's
 * tarpit does: a client that waits for each answer before it sends the next, as a script ignoring
 * `Retry-After` does, is slowed to one request per pause instead of costing the gateway refusals as
 * fast as it can send them, while everyone else's requests go on. The pause is never longer than
 * the `Retry-After` it answers with, and jittered around `pauseMs` (`jitteredPause`) so that
 * clients refused together do not come back together. At most `maxHeld` answers wait at once (past
 * that they go at once), and an answer whose client hung up is dropped.
 */
export class RefusalPacer {
  #held = 0;

  constructor(
    readonly pauseMs: number,
    readonly maxHeld: number,
  ) {}

  /** How many answers wait now. */
  get held(): number {
    return this.#held;
  }

  /** Calls `send` after the pause (at most `retryAfterSeconds`), or at once when too many wait. */
  answer(res: Response, send: () => void, retryAfterSeconds = Number.POSITIVE_INFINITY): void {
    const pause = this.#hold(retryAfterSeconds);
    if (pause === 0) {
      send();
      return;
    }
    const release = () => {
      clearTimeout(timer);
      res.off("close", release);
      this.#held--;
    };
    const timer = setTimeout(() => {
      release();
      if (!res.destroyed && !res.writableEnded) send();
    }, pause);
    res.on("close", release);
  }

  /** Resolves after the pause, or at once when too many wait. */
  async pause(): Promise<void> {
    const pause = this.#hold(Number.POSITIVE_INFINITY);
    if (pause === 0) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
    this.#held--;
  }

  /** The pause to hold an answer for, counted as held; 0 when it goes at once. */
  #hold(retryAfterSeconds: number): number {
    const pause = Math.min(jitteredPause(this.pauseMs, Math.random()), retryAfterSeconds * 1000);
    if (pause <= 0 || this.#held >= this.maxHeld) return 0;
    this.#held++;
    return pause;
  }
}

/**
 * A pause from half of `pauseMs` to one and a half, by `random` in [0, 1): `pauseMs` on average.
 * Without it, clients refused in the same moment (a script's parallel workers, a burst) are all
 * answered in the same moment and send their next requests together: the gateway would take them
 * as one wave each pause, and everyone else's requests would wait behind the waves.
 */
export const jitteredPause = (pauseMs: number, random: number) => Math.round(pauseMs * (0.5 + random));

const limitReasons = new Set<string>([
  "QUERY_TOO_DEEP",
  "TOO_MANY_ALIASES",
  "TOO_MANY_DIRECTIVES",
  "QUERY_TOO_COSTLY",
] satisfies LimitReason[]);

/** Paces the answer to a document refused for one of the limits (document-rules.ts). */
export function refusedDocumentPacing(pacer: RefusalPacer): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          if (errors.some((error) => limitReasons.has(String(error.extensions?.reason)))) await pacer.pause();
        },
      };
    },
  };
}

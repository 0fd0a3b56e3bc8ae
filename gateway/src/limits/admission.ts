import { type ApolloServerPlugin, HeaderMap } from "@apollo/server";
import { GraphQLError } from "graphql";
import pLimit, { type LimitFunction } from "p-limit";
import type { UpstreamSlot } from "../datasources/client-slots";
import { UPSTREAM_CALL_COST } from "./client-rate";

/** How costly operations are admitted (`GATEWAY_COSTLY_*`, docs/api.md "Limits"). */
export interface AdmissionLimits {
  /** What an operation makes the services do (10 per price, 100 per request) from which it is costly. */
  costlyCost: number;
  /** Costly operations of one client running at once. */
  costlyPerClient: number;
  /** Costly operations running at once in this gateway process, of all clients. */
  costlyTotal: number;
  /** Costly operations of one client waiting for their turn at once; past it, refused at once. */
  costlyQueuePerClient: number;
  /** The longest an operation waits for its turn before it is refused. */
  costlyMaxWaitMs: number;
}

export type AdmissionRefusal = "QUEUE_FULL" | "QUEUE_TIMEOUT";

/** The error of an operation that was not admitted: `RATE_LIMITED` with the reason, a 429 over HTTP. */
export const notAdmitted = (reason: AdmissionRefusal, limits: AdmissionLimits) => {
  const retryAfterSeconds = Math.max(1, Math.ceil(limits.costlyMaxWaitMs / 1000));
  const message =
    reason === "QUEUE_FULL"
      ? `This client has ${limits.costlyQueuePerClient} costly operations waiting already; try again in ${retryAfterSeconds} seconds`
      : `The costly operation waited ${limits.costlyMaxWaitMs} ms for its turn; try again in ${retryAfterSeconds} seconds`;
  return new GraphQLError(message, {
    extensions: {
      code: "RATE_LIMITED",
      reason,
      retryAfterSeconds,
      http: { status: 429, headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]) },
    },
  });
};

/** One operation's turn as a costly operation. */
export interface Admission {
  /** Resolves once the operation may run as a costly one (at once when it already may); rejects when refused. */
  admit(): Promise<void>;
  /** The operation has ended: its turn, or its place in the queue, goes to the next. */
  leave(): void;
}

/**
 * Admission control for costly operations, in this process's memory. An operation that has made
 * the services do more than `costlyCost` (10 per price it has computed, 100 per request it sent)
 * is costly: before it asks more of them it waits for its turn, in its client's queue (at most
 * `costlyPerClient` of a client's costly operations run at once) and then in the gateway's (at
 * most `costlyTotal` of all clients). The gateway's queue is first come, first served, and each
 * client is in it with at most `costlyPerClient` operations, so one client's costly operations
 * queue behind each other and another client's take their turn between them; operations that
 * stay below `costlyCost` never wait. A client with `costlyQueuePerClient` operations waiting has
 * its next one refused at once, and an operation that waited `costlyMaxWaitMs` is refused
 * (`RATE_LIMITED`, `reason` QUEUE_FULL or QUEUE_TIMEOUT, `retryAfterSeconds`): never a hang.
 */
export class CostlyOperations {
  readonly #clients = new Map<string, LimitFunction>();
  readonly #total: LimitFunction;

  constructor(readonly limits: AdmissionLimits) {
    this.#total = pLimit(limits.costlyTotal);
  }

  /** The operations running as costly now, and those waiting for their turn (for tests and metrics). */
  get counts() {
    let waiting = this.#total.pendingCount;
    for (const queue of this.#clients.values()) waiting += queue.pendingCount;
    return { running: this.#total.activeCount, waiting };
  }

  /** A new operation of `client`: admitted only when it asks to be. */
  operation(client: string): Admission {
    let admitted: Promise<void> | undefined;
    let left = false;
    let release = () => {};
    return {
      admit: () => {
        admitted ??= this.#enter(
          client,
          () => left,
          (done) => {
            release = done;
          },
        );
        return admitted;
      },
      leave: () => {
        left = true;
        release();
      },
    };
  }

  #enter(client: string, hasLeft: () => boolean, onTurn: (release: () => void) => void): Promise<void> {
    let queue = this.#clients.get(client);
    if (!queue) {
      queue = pLimit(this.limits.costlyPerClient);
      this.#clients.set(client, queue);
    }
    if (queue.pendingCount >= this.limits.costlyQueuePerClient) {
      return Promise.reject(notAdmitted("QUEUE_FULL", this.limits));
    }
    const clientQueue = queue;
    return new Promise<void>((resolve, reject) => {
      let expired = false;
      const timer = setTimeout(() => {
        expired = true;
        reject(notAdmitted("QUEUE_TIMEOUT", this.limits));
      }, this.limits.costlyMaxWaitMs);
      const turn = () =>
        this.#total(async () => {
          // Refused or ended while it waited: its turn passes on at once.
          if (expired || hasLeft()) return;
          clearTimeout(timer);
          await new Promise<void>((done) => {
            onTurn(done);
            resolve();
          });
        });
      clientQueue(turn).finally(() => {
        if (clientQueue.activeCount === 0 && clientQueue.pendingCount === 0) {
          this.#clients.delete(client);
        }
      });
    });
  }
}

/**
 * One operation's way to the services: each request counts 100 towards the operation's cost (with
 * the prices it has computed, `pricesCost`); once that reaches `costlyCost` the operation waits
 * for its turn as a costly one before the request goes out, then for its client's slot.
 */
export function admittedSlot(
  slot: UpstreamSlot,
  admission: Admission,
  pricesCost: () => number,
  costlyCost: number,
): UpstreamSlot {
  let requests = 0;
  return async (request) => {
    requests++;
    if (pricesCost() + UPSTREAM_CALL_COST * requests >= costlyCost) await admission.admit();
    return slot(request);
  };
}

/** Ends each operation's turn as a costly one (or its place in the queue) once its answer is ready. */
export function admissionPlugin<Context extends { admission?: Admission }>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue }) {
          contextValue.admission?.leave();
        },
      };
    },
  };
}

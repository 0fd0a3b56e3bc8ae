import pLimit, { type LimitFunction } from "p-limit";

/** Runs one request to a service once its client has a free slot. */
export type UpstreamSlot = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * At most `perClient` requests of one client to the services at once; its further requests wait
 * for one of them to finish. So a client that sends many costly operations side by side holds a
 * few of the services' turns, never all of them, and another client's request finds a short queue.
 * A client's queue is dropped once it is empty.
 */
export function clientSlots(perClient: number): (client: string) => UpstreamSlot {
  const queues = new Map<string, LimitFunction>();
  return (client) => async (request) => {
    let queue = queues.get(client);
    if (!queue) {
      queue = pLimit(perClient);
      queues.set(client, queue);
    }
    try {
      return await queue(request);
    } finally {
      if (queue.activeCount === 0 && queue.pendingCount === 0) queues.delete(client);
    }
  };
}

import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./db";
import { createLogger } from "./logger";

const logger = createLogger("notifications");

/** What one listener of a channel is told. */
export interface ChannelListener {
  /** A notification's payload, in the order the database delivered them. */
  message(payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile are gone, so
   * whatever they would have announced must be read again.
   */
  resumed?(): void;
}

/**
 * The database's LISTEN/NOTIFY, the way processes (replicas) on one database tell each other of a
 * change: a notification reaches every listener of its channel on the database, in every process.
 * A process listens on one connection whatever the number of listeners, and fans out in memory.
 */
export interface Notifications {
  /** Sends `payload` (well under 8000 bytes: PostgreSQL's limit) to every listener of `channel`. */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens on `channel` until the answered function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** Stops listening and closes the listening connection. */
  close(): Promise<void>;
}

/** Channel names are plain identifiers: they are written into LISTEN as they are. */
const channelName = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedChannel(channel: string): string {
  if (!channelName.test(channel)) throw new Error(`Not a channel name: ${JSON.stringify(channel)}`);
  return channel;
}

/** NOTIFY through the service's own queries (the pool on PostgreSQL): both engines take the same SQL. */
function notifyVia(db: Db) {
  return async (channel: string, payload: string) => {
    await db.execute(sql`select pg_notify(${checkedChannel(channel)}, ${payload})`);
  };
}

/** PGlite is one session in this process: it listens and notifies in itself. */
export function pgliteNotifications(client: PGlite, db: Db): Notifications {
  let closed = false;
  return {
    notify: notifyVia(db),
    async listen(channel, listener) {
      const stop = await client.listen(checkedChannel(channel), (payload) => listener.message(payload));
      // Once closed the listeners are gone with the instance, which takes no more statements.
      return async () => {
        if (!closed) await stop();
      };
    },
    async close() {
      closed = true;
    },
  };
}

/** The first wait before connecting again after the listening connection was lost, doubled up to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL: one `pg.Client` of its own (a pooled connection would be handed to other queries),
 * opened on the first listen. Lost (a restart, a failover, a terminated backend), it is opened again
 * with backoff, listens on its channels again, and then tells each listener it `resumed`.
 */
export function postgresNotifications(url: string, db: Db): Notifications {
  const listeners = new Map<string, Set<ChannelListener>>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", ({ channel, payload }) => {
      for (const listener of listeners.get(channel) ?? []) listener.message(payload ?? "");
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  /** The listening connection, opened unless it is. */
  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    opening ??= open().then(
      (next) => {
        opening = undefined;
        client = next;
        return next;
      },
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  }

  function lost(which: pg.Client, error?: Error) {
    if (which !== client) return; // one that is being opened reports through its promise
    client = undefined;
    void which.end().catch(() => {});
    if (closed) return;
    logger.warn(
      { reason: error?.message ?? "connection ended", code: (error as { code?: string } | undefined)?.code },
      "the listening database connection was lost: connecting again",
    );
    reconnectLater();
  }

  function reconnectLater() {
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connected();
      } catch (error) {
        failures++;
        if (closed) return;
        logger.warn({ reason: (error as Error).message, failures }, "listening again failed: retrying");
        reconnectLater();
        return;
      }
      if (closed) return;
      failures = 0;
      logger.info({ channels: [...listeners.keys()] }, "listening again");
      for (const set of listeners.values()) for (const listener of set) listener.resumed?.();
    }, delay);
  }

  return {
    notify: notifyVia(db),
    async listen(channel, listener) {
      const set = listeners.get(checkedChannel(channel)) ?? new Set<ChannelListener>();
      listeners.set(channel, set);
      const first = set.size === 0;
      set.add(listener);
      const stop = async () => {
        if (!set.delete(listener) || set.size > 0) return;
        listeners.delete(channel);
        await client?.query(`unlisten ${channel}`).catch(() => {});
      };
      // While a reconnect is pending, it listens on every channel of the map.
      if (first && !retry) {
        try {
          await (await connected()).query(`listen ${channel}`);
        } catch (error) {
          await stop();
          throw error;
        }
      }
      return stop;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const open = client ?? (await opening?.catch(() => undefined));
      client = undefined;
      await open?.end();
    },
  };
}

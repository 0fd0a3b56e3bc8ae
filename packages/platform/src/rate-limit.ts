import { fileURLToPath } from "node:url";
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "./db";
import { HttpError } from "./errors";
import { createLogger } from "./logger";
import { rateLimits } from "./schema";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
const logger = createLogger("rate-limit");

/** How often, at most, one process clears a namespace's expired counters. */
const purgeIntervalMs = 60_000;

/** Creates `platform.rate_limits`; every service that limits routes with the database calls it. */
export async function prepareRateLimits(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "platform" });
}

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `amount` (one request, or e.g. the prices one request computes) of `key` in one statement,
 * so concurrent requests from any number of processes each get their own number: a new or expired
 * counter starts a window of `windowMs` at `amount`, a live one goes up by `amount`. The time is the
 * database's, so the processes' clocks do not matter.
 */
export async function countRateLimited(
  database: Database,
  namespace: string,
  key: string,
  windowMs: number,
  amount = 1,
): Promise<RateLimitCount> {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await database.db
    .insert(rateLimits)
    .values({
      namespace,
      key,
      count: amount,
      expiresAt: sql`now() + ${`${windowMs} milliseconds`}::interval`,
    })
    .onConflictDoUpdate({
      target: [rateLimits.namespace, rateLimits.key],
      set: {
        count: sql`case when ${expired} then ${amount}::integer else ${rateLimits.count} + ${amount}::integer end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimits.expiresAt} - now()) * 1000)::float8`.mapWith(
        Number,
      ),
    });
  if (!row) throw new Error("counting a rate-limited request returned nothing");
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}

/** What `key` has counted in its live window, without counting: 0 (and no time left) when it has none. */
export async function rateLimitUsage(
  database: Database,
  namespace: string,
  key: string,
): Promise<RateLimitCount> {
  const [row] = await database.db
    .select({
      count: rateLimits.count,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimits.expiresAt} - now()) * 1000)::float8`.mapWith(
        Number,
      ),
    })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.namespace, namespace), eq(rateLimits.key, key), sql`${rateLimits.expiresAt} > now()`),
    );
  return { current: row?.count ?? 0, ttl: Math.max(0, row?.ttl ?? 0) };
}

/** Deletes the namespace's counters whose window has ended. */
export async function purgeExpiredRateLimits(database: Database, namespace: string): Promise<void> {
  await database.db
    .delete(rateLimits)
    .where(and(eq(rateLimits.namespace, namespace), lte(rateLimits.expiresAt, sql`now()`)));
}

/**
 * Deletes the namespace's expired counters at most once a minute per process, when called (on a
 * request); a failure is logged, never passed to the request.
 */
export function expiredCounterPurger(database: Database, namespace: string): () => Promise<void> {
  let lastPurge = 0;
  return async () => {
    if (Date.now() - lastPurge < purgeIntervalMs) return;
    lastPurge = Date.now();
    await purgeExpiredRateLimits(database, namespace).catch((error: unknown) =>
      logger.warn({ err: error, namespace }, "expired rate-limit counters could not be deleted"),
    );
  };
}

/** What @fastify/rate-limit passes a store's constructor and `child`: its merged settings. */
interface StoreSettings extends FastifyRateLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The route a child store counts for; `{}` for `fastify.rateLimit()` hooks. */
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (`store:` in its options) that keeps the counters in
 * `platform.rate_limits`, so every process on one database shares them and a restart keeps them.
 * `namespace` names the limited group of routes (`cms:forms`); each route counts on its own, per
 * key (the client's address). The window is the route's `timeWindow`. Expired counters of the
 * namespace are deleted at most once a minute per process, on a request.
 * `continueExceeding` and `exponentialBackoff` are not supported.
 */
export function databaseRateLimitStore(database: Database, namespace: string): FastifyRateLimitStoreCtor {
  const purgeNowAndThen = expiredCounterPurger(database, namespace);

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(settings: FastifyRateLimitOptions, route = "") {
      const { continueExceeding, exponentialBackoff } = settings as StoreSettings;
      if (continueExceeding || exponentialBackoff)
        throw new Error("databaseRateLimitStore supports neither continueExceeding nor exponentialBackoff");
      this.#route = route;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
    ): void {
      const counterKey = this.#route ? `${this.#route} ${key}` : key;
      purgeNowAndThen()
        .then(() => countRateLimited(database, namespace, counterKey, timeWindow))
        .then(
          (result) => callback(null, result),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    // The plugin passes its merged settings with the route under `routeInfo`, not the route
    // options its type declaration names.
    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const settings = routeOptions as unknown as StoreSettings;
      const { method, url } = settings.routeInfo ?? {};
      return new DatabaseRateLimitStore(settings, url ? `${[method].flat().join(",")} ${url}` : "");
    }
  };
}

/**
 * The options to register @fastify/rate-limit with for routes that opt in (`config.rateLimit`):
 * counted in the database under `namespace`, so every process of the service shares the limit and
 * a restart keeps it; past it a 429 `RATE_LIMITED` ("Too many <what>") with `retryAfterSeconds`.
 */
export function databaseRateLimitOptions(database: Database, namespace: string, what: string) {
  return {
    global: false,
    store: databaseRateLimitStore(database, namespace),
    errorResponseBuilder: (_request: unknown, context: { after: string; ttl: number }) =>
      new HttpError(429, "RATE_LIMITED", `Too many ${what}; try again in ${context.after}`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  };
}

import rateLimit from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db";
import { createServiceApp, type ServiceApp } from "./http";
import { createLogger } from "./logger";
import {
  countRateLimited,
  databaseRateLimitStore,
  prepareRateLimits,
  purgeExpiredRateLimits,
  type RateLimitCount,
  rateLimitUsage,
} from "./rate-limit";
import { rateLimits } from "./schema";
import { openTestDatabase, testDatabaseKinds } from "./testing";

const max = 3;

/** A small service with two limited routes whose counters live in `database`. */
async function limitedApp(database: Database, namespace: string): Promise<ServiceApp> {
  const app = createServiceApp({ logger: createLogger("test", "silent") });
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database, namespace) });
  const config = { rateLimit: { max, timeWindow: 60_000 } };
  app.post("/signin", { config }, async () => ({ ok: true }));
  app.post("/signup", { config }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe.each(testDatabaseKinds())("rate limits in the database (%s)", (kind) => {
  let database: Database;
  let first: ServiceApp;
  let second: ServiceApp;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await prepareRateLimits(database);
    await prepareRateLimits(database); // a second service on the same database
    first = await limitedApp(database, "test:app");
    second = await limitedApp(database, "test:app");
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const post = (app: ServiceApp, remoteAddress: string, url = "/signin") =>
    app.inject({ method: "POST", url, remoteAddress });
  const counters = async (namespace: string) =>
    database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(sql`${rateLimits.namespace} = ${namespace}`)
      .orderBy(rateLimits.key);

  it("counts a client's requests per route and refuses the one beyond the limit with 429", async () => {
    const ip = "192.0.2.1";
    for (let i = 1; i <= max; i++) {
      const answer = await post(first, ip);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-ratelimit-remaining"]).toBe(String(max - i));
    }
    const refused = await post(first, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another route and another client count on their own.
    expect((await post(first, ip, "/signup")).statusCode).toBe(200);
    expect((await post(first, "192.0.2.2")).statusCode).toBe(200);
    expect(await counters("test:app")).toEqual([
      { key: "POST /signin 192.0.2.1", count: max + 1 },
      { key: "POST /signin 192.0.2.2", count: 1 },
      { key: "POST /signup 192.0.2.1", count: 1 },
    ]);
  });

  it("shares the count between two processes on one database", async () => {
    const ip = "192.0.2.3";
    expect((await post(first, ip)).statusCode).toBe(200);
    expect((await post(second, ip)).statusCode).toBe(200);
    expect((await post(first, ip)).statusCode).toBe(200);
    expect((await post(second, ip)).statusCode).toBe(429);
    expect((await post(first, ip)).statusCode).toBe(429);
  });

  it("starts a new window once the last one has ended", async () => {
    const ip = "192.0.2.4";
    for (let i = 0; i <= max; i++) await post(first, ip);
    expect((await post(first, ip)).statusCode).toBe(429);
    await database.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = ${`POST /signin ${ip}`}`);
    const answer = await post(second, ip);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["x-ratelimit-remaining"]).toBe(String(max - 1));
  });

  it("gives 20 concurrent requests the counts 1 to 20", async () => {
    const Store = databaseRateLimitStore(database, "test:concurrent");
    const store = new Store({});
    const counts = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<RateLimitCount>((resolve, reject) =>
            store.incr(
              "192.0.2.5",
              (error, result) => (result ? resolve(result) : reject(error)),
              60_000,
              100,
            ),
          ),
      ),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const { ttl } of counts) expect(ttl).toBeGreaterThan(0);
  });

  it("deletes a namespace's expired counters and keeps the rest", async () => {
    await countRateLimited(database, "test:purge", "live", 60_000);
    await countRateLimited(database, "test:purge", "ended", 60_000);
    await countRateLimited(database, "test:other", "ended", 60_000);
    await database.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = 'ended'`);
    await purgeExpiredRateLimits(database, "test:purge");
    expect(await counters("test:purge")).toEqual([{ key: "live", count: 1 }]);
    expect(await counters("test:other")).toEqual([{ key: "ended", count: 1 }]);
  });

  it("counts amounts and tells what a live window has counted", async () => {
    expect((await rateLimitUsage(database, "test:amounts", "k")).current).toBe(0);
    await countRateLimited(database, "test:amounts", "k", 60_000, 700);
    expect((await countRateLimited(database, "test:amounts", "k", 60_000, 300)).current).toBe(1000);
    expect(await rateLimitUsage(database, "test:amounts", "k")).toEqual({
      current: 1000,
      ttl: expect.any(Number),
    });
    await database.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.namespace} = 'test:amounts'`);
    expect((await rateLimitUsage(database, "test:amounts", "k")).current).toBe(0);
    expect((await countRateLimited(database, "test:amounts", "k", 60_000, 5)).current).toBe(5);
  });

  it("refuses settings it does not implement", () => {
    const Store = databaseRateLimitStore(database, "test:app");
    expect(() => new Store({ continueExceeding: true } as object)).toThrow(/continueExceeding/);
  });
});

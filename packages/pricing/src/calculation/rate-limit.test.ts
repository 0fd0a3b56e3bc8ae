import { createLogger, rateLimitUsage } from "@druckwerk/platform";
import { openTestDatabase } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparePricingDatabase } from "../service";
import { priceRateLimiter } from "./rate-limit";

const outcome = (check: Promise<void>) =>
  check.then(
    () => "priced",
    (error: { code?: string }) => error.code,
  );

describe("the prices one client may have computed", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await preparePricingDatabase(database, createLogger("test", "silent"));
  });
  afterAll(() => database?.close());

  it("counts one after another, refusing the request that goes past the limit", async () => {
    const check = priceRateLimiter({ database, max: 5, windowMs: 60_000 });
    expect(await outcome(check("198.51.100.1", 3))).toBe("priced");
    expect(await outcome(check("198.51.100.1", 3))).toBe("RATE_LIMITED");
  });

  it("counts a client's requests that arrive together in one write, each judged by their sum", async () => {
    const check = priceRateLimiter({ database, max: 5, windowMs: 60_000 });
    const together = await Promise.all([
      outcome(check("198.51.100.2", 2)),
      outcome(check("198.51.100.2", 2)),
      outcome(check("198.51.100.3", 4)),
    ]);
    expect(together).toEqual(["priced", "priced", "priced"]);
    expect((await rateLimitUsage(database, "pricing:calculations", "198.51.100.2")).current).toBe(4);
    const past = await Promise.all([outcome(check("198.51.100.3", 1)), outcome(check("198.51.100.3", 1))]);
    expect(past).toEqual(["RATE_LIMITED", "RATE_LIMITED"]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceApp, type ServiceApp } from "./http";
import { createLogger } from "./logger";
import { counter, histogram, sampledGauge } from "./metrics";
import { addReadinessCheck, checkReadiness } from "./readiness";

describe("a service app's /ready and /metrics", () => {
  let app: ServiceApp;
  let databaseUp = true;
  beforeAll(async () => {
    app = createServiceApp({ logger: createLogger("test", "silent") });
    addReadinessCheck(app, "database", async () => {
      if (!databaseUp) throw new Error("connection refused");
    });
    // A second service in the same process adds the same check: it runs once.
    addReadinessCheck(app, "database", async () => {
      throw new Error("never run");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers 200 with each check's outcome, and 503 naming the one that failed", async () => {
    const ready = await app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ok",
      checks: { database: { status: "ok", durationMs: expect.any(Number) } },
    });
    databaseUp = false;
    const failing = await app.inject({ url: "/ready" });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({
      status: "unavailable",
      checks: { database: { status: "failed", error: "connection refused" } },
    });
    databaseUp = true;
  });

  it("registers a metric asked for twice once, and a gauge's failing source counts nothing", async () => {
    const first = counter({ name: "druckwerk_test_things_total", help: "things", labelNames: ["kind"] });
    const second = counter({ name: "druckwerk_test_things_total", help: "things", labelNames: ["kind"] });
    expect(second).toBe(first);
    first.inc({ kind: "a" });
    second.inc({ kind: "a" });
    expect(histogram({ name: "druckwerk_test_seconds", help: "t" })).toBe(
      histogram({ name: "druckwerk_test_seconds", help: "t" }),
    );
    const gauge = sampledGauge({ name: "druckwerk_test_open", help: "open" });
    expect(sampledGauge({ name: "druckwerk_test_open", help: "open" })).toBe(gauge);
    gauge.add(() => 2);
    const removed = gauge.add(() => 5);
    gauge.add(async () => {
      throw new Error("closed");
    });
    removed();

    const metrics = await app.inject({ url: "/metrics" });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers["content-type"]).toContain("text/plain");
    expect(metrics.body).toContain('druckwerk_test_things_total{kind="a"} 2');
    expect(metrics.body).toContain("druckwerk_test_open 2");
    expect(metrics.body.match(/^# TYPE process_cpu_user_seconds_total /gm)).toHaveLength(1);
  });

  it("fails a check that does not answer in time", async () => {
    const report = await checkReadiness(new Map([["slow", () => new Promise<void>(() => {})]]), 50);
    expect(report).toEqual({
      status: "unavailable",
      checks: { slow: { status: "failed", error: "no answer within 50 ms", durationMs: expect.any(Number) } },
    });
  });
});

import { rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { createGateway, type Gateway } from "@druckwerk/gateway";
import { createLogger } from "@druckwerk/platform";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import type { Client } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { startTestShop, type TestShop, upstreamsAt } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

const UPLOAD = `mutation MetricsUpload($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } } } }`;
const PROGRESS = `subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }`;

const getJson = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Json };
};

/** The `/metrics` text as samples: `name{labels}` → value. */
async function metrics(url: string): Promise<{ text: string; value(sample: string): number | undefined }> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  const text = await response.text();
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return { text, value: (sample) => samples.get(sample) };
}

/** A loopback port nothing listens on: one the system just gave out and got back. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.each(testDatabaseKinds())("health, readiness and metrics (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  it("answers /health as before and /ready with every check passed", async () => {
    for (const url of [shop.shopUrl, shop.servicesUrl])
      expect(await getJson(`${url}/health`)).toEqual({ status: 200, body: { status: "ok" } });

    const services = await getJson(`${shop.servicesUrl}/ready`);
    expect(services).toEqual({
      status: 200,
      body: {
        status: "ok",
        checks: {
          database: { status: "ok", durationMs: expect.any(Number) },
          storage: { status: "ok", durationMs: expect.any(Number) },
        },
      },
    });
    const gateway = await getJson(`${shop.shopUrl}/ready`);
    expect(gateway.status).toBe(200);
    expect(gateway.body.status).toBe("ok");
    expect(Object.keys(gateway.body.checks).sort()).toEqual(
      ["analytx", "auth", "checkout", "cms", "forms", "pricing", "shipping"].map((s) => `upstream:${s}`),
    );
    for (const outcome of Object.values(gateway.body.checks)) expect(outcome).toMatchObject({ status: "ok" });
  });

  it("answers /ready 503 naming the storage when the files cannot be written", async () => {
    const files = path.join(shop.dataDir, "files");
    rmSync(files, { recursive: true, force: true });
    writeFileSync(files, "not a folder");
    try {
      const { status, body } = await getJson(`${shop.servicesUrl}/ready`);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: "unavailable",
        checks: { database: { status: "ok" }, storage: { status: "failed", error: expect.any(String) } },
      });
      // Alive all the same: a restart would not help.
      expect((await fetch(`${shop.servicesUrl}/health`)).status).toBe(200);
    } finally {
      rmSync(files, { force: true });
    }
    expect((await fetch(`${shop.servicesUrl}/ready`)).status).toBe(200);
  });

  it("counts GraphQL operations, upstream requests, uploads' analyses and open subscriptions", async () => {
    const before = await metrics(shop.shopUrl);
    const count = (m: typeof before, sample: string) => m.value(sample) ?? 0;
    const probe = `druckwerk_graphql_request_duration_seconds_count{operation="MetricsProbe",outcome="ok"}`;
    const invalid = `druckwerk_graphql_request_duration_seconds_count{operation="invalid",outcome="error"}`;
    const upload = `druckwerk_graphql_request_duration_seconds_count{operation="MetricsUpload",outcome="ok"}`;
    const completed = `druckwerk_analysis_task_duration_seconds_count{outcome="completed"}`;
    const analytxCalls = `druckwerk_upstream_request_duration_seconds_count{service="analytx"}`;

    expect((await shop.graphql(`query MetricsProbe { printModes { id } }`)).errors).toBeUndefined();
    expect((await shop.graphql(`query MetricsProbe { noSuchField }`)).errors).toHaveLength(1);
    const shopper = browser(shop, "203.0.113.40");
    const { data } = await shopper.upload<{ uploadModel: Json }>(
      UPLOAD,
      {},
      { bytes: models.block(), filename: "block.stl" },
    );
    const taskId = data?.uploadModel.task.id as string;
    expect(await waitForTask(shop.servicesUrl, taskId)).toMatchObject({ status: "completed" });

    const after = await metrics(shop.shopUrl);
    expect(count(after, probe) - count(before, probe)).toBe(1);
    expect(count(after, invalid) - count(before, invalid)).toBe(1);
    expect(count(after, upload) - count(before, upload)).toBe(1);
    expect(count(after, completed) - count(before, completed)).toBe(1);
    expect(count(after, analytxCalls) - count(before, analytxCalls)).toBeGreaterThanOrEqual(1);
    expect(
      after.value(`druckwerk_analysis_task_duration_seconds_bucket{le="+Inf",outcome="completed"}`),
    ).toBe(after.value(completed));
    expect(after.value("druckwerk_analysis_tasks_queued")).toBe(0);
    expect(after.value("druckwerk_graphql_subscriptions_active")).toBe(0);
    // The process's own metrics, once, though the services and the gateway share the process.
    expect(after.text.match(/^# TYPE process_cpu_user_seconds_total /gm)).toHaveLength(1);
    expect(after.text.match(/^# TYPE druckwerk_graphql_request_duration_seconds /gm)).toHaveLength(1);
    // The services' port answers the same registry.
    expect((await metrics(shop.servicesUrl)).value(completed)).toBe(after.value(completed));

    // A subscription to a task kept running stays open until the client ends it.
    await shop.database.db.execute(
      sql`update analytx.tasks set status = 'running', lease_until = now() + interval '1 hour' where id = ${taskId}`,
    );
    const socket: Client = shopper.socket();
    try {
      const first = await new Promise<Json>((resolve) => {
        socket.subscribe(
          { query: PROGRESS, variables: { id: taskId } },
          { next: resolve, error: resolve, complete: () => {} },
        );
      });
      expect(first).toEqual({ data: { analysisProgress: { status: "RUNNING" } } });
      expect((await metrics(shop.shopUrl)).value("druckwerk_graphql_subscriptions_active")).toBe(1);
    } finally {
      await socket.dispose();
    }
  });
});

describe("the gateway's readiness when a service is down", () => {
  let gateway: Gateway;
  let url: string;
  let gatewayUpstream: string;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so connections are refused.
    const down = `http://127.0.0.1:${await closedPort()}`;
    gateway = await createGateway({
      upstreams: upstreamsAt(down),
      logger: createLogger("test", "silent"),
      corsOrigins: [],
      introspection: false,
    });
    url = await gateway.listen(0, "127.0.0.1");
    gatewayUpstream = down;
  });
  afterAll(() => gateway?.stop());

  it("stays alive but answers /ready 503 naming each unreachable service", async () => {
    expect(await getJson(`${url}/health`)).toEqual({ status: 200, body: { status: "ok" } });
    const { status, body } = await getJson(`${url}/ready`);
    expect(status).toBe(503);
    expect(body.status).toBe("unavailable");
    expect(body.checks["upstream:pricing"]).toEqual({
      status: "failed",
      error: `${new URL("/health", gatewayUpstream).href}: ECONNREFUSED`,
      durationMs: expect.any(Number),
    });
  });

  it("counts the failed service calls by service", async () => {
    const sample = `druckwerk_upstream_errors_total{service="pricing",kind="unavailable"}`;
    const before = (await metrics(url)).value(sample) ?? 0;
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "query PriceList { printModes { id } }" }),
    });
    expect(((await response.json()) as Json).errors[0].extensions.code).toBe("UPSTREAM_UNAVAILABLE");
    const after = await metrics(url);
    expect(after.value(sample)).toBeGreaterThan(before);
    expect(
      after.value(`druckwerk_graphql_request_duration_seconds_count{operation="PriceList",outcome="error"}`),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe("the operators' routes behind a reverse proxy", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite", { TRUST_PROXY: "loopback" });
  });
  afterAll(() => shop?.stop());

  it("answers /ready and /metrics to the shop's own network only; /health to anyone", async () => {
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    for (const route of ["/ready", "/metrics"]) {
      expect((await fetch(`${shop.shopUrl}${route}`, from("203.0.113.9"))).status).toBe(404);
      expect((await fetch(`${shop.shopUrl}${route}`, from("10.0.0.7"))).status).toBe(200);
    }
    expect((await fetch(`${shop.shopUrl}/health`, from("203.0.113.9"))).status).toBe(200);
  });
});

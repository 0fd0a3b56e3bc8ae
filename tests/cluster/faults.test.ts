import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "graphql-ws";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { torusStl } from "../bench/gateway-upload";
import { type GatewayClient, gatewayClient } from "../bench/hostile-client";
import { relaxedLimits } from "../e2e/relaxed-limits";
import { type RunningCluster, startCluster } from "./launch";

/**
 * Faults on the distributed shop (launch.ts), as operations meets them: a gateway replica or an
 * analysis worker killed (kill -9) in the middle of its work, the database taking every
 * connection away, the object store gone. The shopper's side must go on or say clearly why not,
 * and nothing stored may be lost or half written.
 */
const LEASE_SECONDS = 4;

/** A model whose analysis runs long enough to be interrupted: a torus of 400,000 triangles. */
const slowModel = () => torusStl(400_000);
/** A model analysed in a moment. */
const ring = () => torusStl(2400);

describe("the distributed shop under faults", () => {
  let cluster: RunningCluster;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "druckwerk-cluster-faults-"));
    // A killed worker's task waits out its lease before another takes it: a short one here.
    Object.assign(process.env, relaxedLimits, { ANALYSIS_LEASE_SECONDS: String(LEASE_SECONDS) });
    cluster = await startCluster({
      shop: 5400,
      analytx: 5401,
      firstProcess: 5410,
      dir,
      postgresUrl: POSTGRES,
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const shopper = () =>
    gatewayClient({ gateway: cluster.shopUrl, services: cluster.shopUrl }, "198.51.100.7");
  const replicaUrl = (name: string) => cluster.urls.get(name) as string;

  /** The task's status as analytx answers it (past the balancer, from `replica`). */
  const taskStatus = async (replica: string, taskId: string) =>
    ((await (await fetch(`${replicaUrl(replica)}/analytx/task/${taskId}`)).json()) as { status: string })
      .status;

  async function uploaded(client: GatewayClient, bytes: Uint8Array, filename: string) {
    const answer = await client.startUpload(bytes, filename);
    expect(answer.errors).toBeUndefined();
    return answer.data.uploadModel as { task: { id: string }; modelFile: { id: string } };
  }

  it("a subscription whose gateway is killed goes on through the other and still ends COMPLETED", async () => {
    const client = shopper();
    const { task } = await uploaded(client, slowModel(), "torus.stl");
    const sockets: string[] = [];
    /** The client's WebSocket, noting which replica took each connection. */
    class NotedWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: client.cookie() } });
        this.on("upgrade", (response) => sockets.push(String(response.headers["x-druckwerk-replica"])));
      }
    }
    const ws = createClient({
      url: `${cluster.shopUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: NotedWebSocket,
      retryAttempts: 20,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      shouldRetry: () => true,
    });
    let killed = "";
    const statuses: string[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.subscribe<{ analysisProgress: { status: string } }>(
        {
          query: `subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }`,
          variables: { id: task.id },
        },
        {
          next: ({ data }) => {
            const status = data?.analysisProgress.status ?? "";
            statuses.push(status);
            // The first news: the replica that carries the subscription goes down at once.
            if (!killed && status !== "COMPLETED") {
              killed = sockets.at(-1) ?? "";
              cluster.processes.get(killed)?.kill("SIGKILL");
            }
          },
          error: reject,
          complete: resolve,
        },
      );
    });
    await ws.dispose();
    expect(killed).toMatch(/^gateway-[12]$/);
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    expect(sockets.at(-1)).not.toBe(killed);
    expect(statuses.at(-1)).toBe("COMPLETED");
    await cluster.restart(killed);
  }, 90_000);

  it("a worker killed in the middle of an analysis leaves its task to the other, which finishes it", async () => {
    const client = shopper();
    const { task } = await uploaded(client, slowModel(), "torus.stl");
    const running = async (replica: string) => {
      const metrics = await (await fetch(`${replicaUrl(replica)}/metrics`)).text();
      return /^druckwerk_analysis_tasks_running 1$/m.test(metrics);
    };
    let worker = "";
    await expect
      .poll(
        async () => {
          for (const replica of ["analytx-1", "analytx-2"]) if (await running(replica)) worker = replica;
          return worker;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toMatch(/^analytx-[12]$/);
    cluster.processes.get(worker)?.kill("SIGKILL");
    const other = worker === "analytx-1" ? "analytx-2" : "analytx-1";
    await expect
      .poll(() => taskStatus(other, task.id), { timeout: (LEASE_SECONDS + 30) * 1000, interval: 250 })
      .toBe("completed");
    await cluster.restart(worker);
  }, 90_000);

  it("with every database connection taken away, as in a restart, the shop answers again and the cart keeps its items", async () => {
    const client = shopper();
    const { task, modelFile } = await uploaded(client, ring(), "ring.stl");
    await expect.poll(() => taskStatus("analytx-1", task.id), { timeout: 30_000 }).toBe("completed");
    const cartId = (await client.graphql("mutation { createCart { id } }")).data.createCart.id as string;
    const item = {
      modelFileId: modelFile.id,
      unitOfLength: "MM",
      scale: 1,
      quantity: 3,
      printModeId: "fdm-pla",
      surfaceFinishId: "fdm-pla-standard",
      colorId: "fdm-pla-red",
    };
    const added = await client.graphql(
      `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { __typename } }`,
      { cartId, items: [item] },
    );
    expect(added.data.addCartItems.__typename).toBe("Cart");
    const cart = () =>
      client.graphql(`query ($id: ID!) { cart(id: $id) { items { quantity modelFile { id } } } }`, {
        id: cartId,
      });

    const name = new URL(cluster.databaseUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      expect((await cart()).errors).toBeDefined(); // down: refused, not answered wrong
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await admin.query(`alter database ${name} with allow_connections true`);
    } finally {
      await admin.end();
    }
    await expect.poll(async () => (await cart()).errors, { timeout: 15_000, interval: 200 }).toBeUndefined();
    expect((await cart()).data.cart.items).toEqual([{ quantity: 3, modelFile: { id: modelFile.id } }]);
  }, 90_000);

  it("with the object store down, an upload is refused clearly and nothing of it is kept; back up, uploads work", async () => {
    const client = shopper();
    const files = async () => {
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      try {
        return Number((await db.query("select count(*) from analytx.files")).rows[0].count);
      } finally {
        await db.end();
      }
    };
    const before = await files();
    await cluster.objectStore.kill();
    const refused = await client.startUpload(ring(), "ring.stl");
    // The store is the 3D file service's own business: the shopper is told that service is down.
    expect(refused.errors?.[0]).toMatchObject({
      message: "The analytx service is unavailable, please try again later",
      extensions: { code: "UPSTREAM_UNAVAILABLE", upstream: "analytx" },
    });
    expect(await files()).toBe(before);

    await cluster.objectStore.restart();
    const { task } = await uploaded(client, ring(), "ring.stl");
    await expect.poll(() => taskStatus("analytx-2", task.id), { timeout: 30_000 }).toBe("completed");
    expect(await files()).toBe(before + 1);
  }, 90_000);
});

const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

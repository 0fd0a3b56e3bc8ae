import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportStl, torusMesh } from "@druckwerk/mesh";
import { openDatabase } from "@druckwerk/platform";
import { createPostgresTestDatabase, testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { eventually } from "./eventually";
import { models } from "./models";
import { type Json, json, waitForTask } from "./rest-client";
import { killShop, type ShopProcess, startShopProcess } from "./shop-process";
import { storedTask } from "./stored-task";

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } modelFile { id } }
} }`;

/**
 * A GraphQL upload sent the way a slow line sends it: the request and the first half of the body
 * now, the rest when `finish` is called. `started` resolves once the gateway took the request
 * (its `100 Continue`), so it is in flight from then on.
 */
function slowUpload(shopUrl: string, bytes: Uint8Array) {
  const boundary = "----druckwerk-slow-upload";
  const operations = JSON.stringify({ query: UPLOAD, variables: { file: null } });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="block.stl"\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const half = Math.floor(body.length / 2);
  const url = new URL(shopUrl);
  const req = request({
    host: url.hostname,
    port: url.port,
    path: "/graphql",
    method: "POST",
    agent: false,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": body.length,
      "apollo-require-preflight": "true",
      expect: "100-continue",
    },
  });
  let answered = false;
  const response = new Promise<{ status: number; body: Json }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk));
      res.on("end", () => {
        answered = true;
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on("error", (error) => {
      answered = true;
      reject(error);
    });
  });
  response.catch(() => {});
  const started = new Promise<void>((resolve) =>
    req.on("continue", () => {
      req.write(body.subarray(0, half));
      resolve();
    }),
  );
  req.flushHeaders();
  return {
    started,
    response,
    answered: () => answered,
    finish: () => req.end(body.subarray(half)),
  };
}

/** Whether a new TCP connection to the URL's port is refused (rather than accepted). */
const refusesConnections = (shopUrl: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(shopUrl).port), "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

describe.each(testDatabaseKinds())("stopping the shop (SIGTERM to its process group) on %s", (kind) => {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  const shops: ShopProcess[] = [];
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-shutdown-"));
    postgres = kind === "postgres" ? await createPostgresTestDatabase() : undefined;
  });
  afterEach(async () => {
    await Promise.all(shops.splice(0).map(killShop));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string> = {}) => {
    const shop = await startShopProcess(dataDir, {
      ANALYSIS_THREADS: "1",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...env,
    });
    shops.push(shop);
    return shop;
  };
  const stoppedTask = (id: string) =>
    storedTask(postgres ? { url: postgres.url } : { dataDir: path.join(dataDir, "pg") }, id);

  it("finishes the upload in flight, refuses new connections, tells subscribers to reconnect, requeues the analysis, exits 0", async () => {
    const shop = await start();
    const shopper = browser(shop, "192.0.2.7");
    // 720,000 triangles: an analysis that takes seconds.
    const big = await shopper.upload<{ uploadModel: Json }>(
      UPLOAD,
      {},
      {
        bytes: exportStl(torusMesh(40, 12, 600, 600)),
        filename: "torus.stl",
      },
    );
    const taskId: string = big.data?.uploadModel.task.id;
    await eventually(
      async () => (await json(`${shop.servicesUrl}/analytx/task/${taskId}`)).body.status === "running",
      "the analysis runs",
    );

    const socket = shopper.socket();
    const closed = new Promise<{ code: number }>((resolve) =>
      socket.on("closed", (event) => resolve(event as never)),
    );
    const states: Json[] = [];
    await new Promise<void>((resolve) =>
      socket.subscribe(
        {
          query: "subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }",
          variables: { id: taskId },
        },
        {
          next: ({ data }) => {
            states.push(data?.analysisProgress);
            resolve();
          },
          error: () => {},
          complete: () => {},
        },
      ),
    );
    expect(states).toEqual([{ status: "RUNNING" }]);

    const upload = slowUpload(shop.shopUrl, models.block());
    await upload.started;
    shop.signal("SIGTERM");

    expect((await closed).code).toBe(1012);
    expect(await eventually(() => refusesConnections(shop.shopUrl), "new connections refused")).toBe(true);
    expect(upload.answered()).toBe(false);
    expect(shop.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(200);
    expect(answer.body.data.uploadModel.__typename).toBe("UploadModelSuccess");
    expect(await shop.exited).toBe(0);
    expect(shop.output()).not.toMatch(/second SIGTERM|killed by timeout/);

    // The analysis that was running either finished within the grace (the drain waited for the
    // upload) or went back to the queue, its attempt not counted; never left running or failed ...
    const stopped = await stoppedTask(taskId);
    if (stopped.status !== "completed")
      expect(stopped).toMatchObject({ status: "queued", phase: "queued", attempts: 0, lease_until: null });
    // ... and the next start runs it, with the file that was uploaded while the shop stopped.
    const again = await start();
    expect((await waitForTask(again.servicesUrl, taskId)).status).toBe("completed");
    expect((await waitForTask(again.servicesUrl, answer.body.data.uploadModel.task.id)).status).toBe(
      "completed",
    );
  }, 120_000);

  it.runIf(kind === "pglite")(
    "cuts a request that outlasts SHUTDOWN_GRACE_SECONDS, and still closes the database",
    async () => {
      const shop = await start({ SHUTDOWN_GRACE_SECONDS: "1" });
      const upload = slowUpload(shop.shopUrl, models.block());
      await upload.started;
      shop.signal("SIGTERM");
      await expect(upload.response).rejects.toThrow();
      expect(await shop.exited).toBe(0);
      // Closed and unlocked: the folder opens again.
      await (await openDatabase({ dataDir: path.join(dataDir, "pg") })).close();
    },
    60_000,
  );
});

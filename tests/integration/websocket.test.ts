import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { type Client, createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Browser, browser } from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } } } }`;
const PROGRESS = `subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }`;

const socketUrl = (shop: TestShop) => `${shop.shopUrl.replace("http", "ws")}/graphql`;

/** A graphql-ws client whose handshake carries `headers` (e.g. a browser's `Origin`). */
const clientWith = (shop: TestShop, headers: Record<string, string>) =>
  createClient({
    url: socketUrl(shop),
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
  });

/** The first thing an operation over `client` answers: a result, or the errors it was refused with. */
const firstAnswer = (client: Client, query: string, variables: Record<string, unknown> = {}) =>
  new Promise<Json>((resolve) => {
    const stop = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          resolve(result);
          stop();
        },
        error: (error) => resolve({ errors: Array.isArray(error) ? error : [String(error)] }),
        complete: () => resolve({ completed: true }),
      },
    );
  });

/** Follows `taskId`'s progress over `client` until told to stop: its first answer, and how to stop. */
async function following(client: Client, taskId: string) {
  let stop = () => {};
  const first = await new Promise<Json>((resolve) => {
    stop = client.subscribe(
      { query: PROGRESS, variables: { id: taskId } },
      {
        next: resolve,
        error: (error) => resolve({ errors: error }),
        complete: () => resolve({ completed: true }),
      },
    );
  });
  return { first, stop };
}

/** How a raw WebSocket handshake with `headers` ends: opened, or the HTTP status it was refused with. */
const handshake = (shop: TestShop, headers: Record<string, string>) =>
  new Promise<number | "open">((resolve) => {
    const socket = new WebSocket(socketUrl(shop), "graphql-transport-ws", { headers });
    socket.on("open", () => {
      resolve("open");
      socket.close();
    });
    socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
  });

/**
 * `shopper` uploads the test block and, once it is analysed, the task is set back to running with a
 * lease no worker takes over: its progress stream stays open until its subscriber leaves.
 */
async function endlessTask(shop: TestShop, shopper: Browser) {
  const { data } = await shopper.upload<{ uploadModel: Json }>(
    UPLOAD,
    {},
    { bytes: models.block(), filename: "block.stl" },
  );
  const taskId = data?.uploadModel.task.id as string;
  await waitForTask(shop.servicesUrl, taskId);
  await shop.database.db.execute(
    sql`update analytx.tasks set status = 'running', lease_until = now() + interval '1 hour' where id = ${taskId}`,
  );
  return taskId;
}

describe("GraphQL over WebSocket (graphql-ws) on /graphql", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: "2",
      WS_MAX_SUBSCRIPTIONS_PER_CLIENT: "3",
    });
  });
  afterAll(() => shop?.stop());

  it("opens for the shop's own pages, allowed origins and clients without an origin; refuses other sites", async () => {
    const own = new URL(shop.shopUrl).origin;
    expect(await handshake(shop, { origin: own })).toBe("open");
    expect(await handshake(shop, { origin: "https://studio.apollographql.com" })).toBe("open");
    expect(await handshake(shop, {})).toBe("open");
    expect(await handshake(shop, { origin: "https://evil.example" })).toBe(403);
    expect(await handshake(shop, { origin: "null" })).toBe(403);
  });

  it("refuses queries and mutations: only subscriptions are served over the socket", async () => {
    const client = clientWith(shop, { origin: new URL(shop.shopUrl).origin });
    try {
      const query = await firstAnswer(client, "{ printModes(language: EN) { name } }");
      expect(query.errors).toEqual([expect.objectContaining({ extensions: { code: "SUBSCRIPTIONS_ONLY" } })]);
      const mutation = await firstAnswer(client, "mutation { createCart { id } }");
      expect(mutation.errors?.[0].extensions.code).toBe("SUBSCRIPTIONS_ONLY");
    } finally {
      await client.dispose();
    }
  });

  it("applies the HTTP endpoint's depth, alias and token limits", async () => {
    const client = clientWith(shop, {});
    try {
      const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: status`).join(" ");
      const aliased = await firstAnswer(
        client,
        `subscription { analysisProgress(taskId: "x") { ${aliases} } }`,
      );
      expect(aliased.errors).toEqual([
        expect.objectContaining({
          message: "Aliases limit of 10 exceeded, found 11.",
          extensions: { reason: "TOO_MANY_ALIASES", limit: 10 },
        }),
      ]);
      const tokens = await firstAnswer(
        client,
        `subscription { analysisProgress(taskId: "x") { ${"status ".repeat(1500)} } }`,
      );
      expect(tokens.errors?.[0].message).toMatch(/Document contains more th\w+ 1500 tokens/);
    } finally {
      await client.dispose();
    }
  });

  it("closes a connection that sends a message over GRAPHQL_MAX_REQUEST_BYTES (64 KiB)", async () => {
    const socket = new WebSocket(socketUrl(shop), "graphql-transport-ws");
    await new Promise((resolve) => socket.on("open", resolve));
    const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
    socket.send(JSON.stringify({ type: "connection_init", payload: { padding: "x".repeat(64 * 1024) } }));
    expect(await closed).toBe(1009); // "message too big"
  });

  it("holds at most the configured subscriptions per connection and per client", async () => {
    const shopper = browser(shop, "203.0.113.7");
    const taskId = await endlessTask(shop, shopper);
    const socketOf = (ip: string) => clientWith(shop, { cookie: shopper.cookie(), "x-forwarded-for": ip });
    const [a, b, other] = [socketOf("203.0.113.7"), socketOf("203.0.113.7"), socketOf("203.0.113.8")];
    const running = { data: { analysisProgress: { status: "RUNNING" } } };
    const refused = (limit: number) => ({
      errors: [expect.objectContaining({ extensions: { code: "TOO_MANY_SUBSCRIPTIONS", limit } })],
    });
    try {
      expect((await following(a, taskId)).first).toEqual(running);
      expect((await following(a, taskId)).first).toEqual(running);
      expect((await following(a, taskId)).first).toEqual(refused(2)); // the connection's limit
      expect((await following(b, taskId)).first).toEqual(running);
      expect((await following(b, taskId)).first).toEqual(refused(3)); // the client's limit
      expect((await following(other, taskId)).first).toEqual(running);
    } finally {
      await Promise.all([a, b, other].map((client) => client.dispose()));
    }
  });
});

describe.each(testDatabaseKinds())("analysis progress streams behind subscriptions (%s)", (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(kind);
  });
  afterAll(() => shop?.stop());

  it("close when the subscriber closes its connection or ends the subscription", async () => {
    const shopper = browser(shop, "203.0.113.9");
    const taskId = await endlessTask(shop, shopper);
    const [one, two] = [shopper.socket(), shopper.socket()];
    const subscriptions = [
      await following(one, taskId),
      await following(one, taskId),
      await following(two, taskId),
      await following(two, taskId),
    ];
    expect(subscriptions.map(({ first }) => first.data?.analysisProgress.status)).toEqual(
      Array(4).fill("RUNNING"),
    );
    expect(shop.openEventStreams()).toBe(4);

    subscriptions[0]?.stop(); // the client ends one subscription, its connection stays
    await eventually(() => shop.openEventStreams() === 3, "the ended subscription's stream closed");
    await one.dispose(); // the client goes away with the other
    await eventually(() => shop.openEventStreams() === 2, "the closed connection's stream closed");
    await two.dispose();
    await eventually(() => shop.openEventStreams() === 0, "every stream closed");
  });
});

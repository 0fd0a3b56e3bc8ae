import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import {
  createLogger,
  createServiceApp,
  type Database,
  diskStorage,
  type ServiceApp,
} from "@druckwerk/platform";
import { openTestDatabase, testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analytxConfigSchema, analytxLimitsOf } from "../config";
import { readerHeaders } from "../contract";
import { meshEngine } from "../engine/mesh-engine";
import { analytxService, prepareAnalytxDatabase } from "../service";

const migrations = fileURLToPath(new URL("../../migrations", import.meta.url));

/** Applies the first migration only: the database as deployed before files had owners. */
async function migrateAsBeforeOwners(database: Database) {
  const folder = mkdtempSync(path.join(tmpdir(), "analytx-migrations-"));
  mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8"));
  const [first] = journal.entries;
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  copyFileSync(path.join(migrations, `${first.tag}.sql`), path.join(folder, `${first.tag}.sql`));
  try {
    await database.migrate({ folder, service: "analytx" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The reader headers of a browser with uploader key `key` and, signed in, customer `userId`. */
const reader = (key: string, userId?: string): Record<string, string> => ({
  [readerHeaders.uploaderKey]: key,
  ...(userId ? { [readerHeaders.userId]: userId } : {}),
});

describe.each(testDatabaseKinds())("who may read a 3D file over REST (%s)", (kind) => {
  let database: Database;
  let app: ServiceApp;
  let url: string;
  let filesDir: string;
  const engine = meshEngine({ threads: 1 });
  const legacyId = "6f1c1a52-8a4e-4d2a-9f43-0d6f3c7b2a10";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateAsBeforeOwners(database);
    await database.db.execute(sql`insert into analytx.files
      (id, name, original_filename, extension, size_bytes, given_unit_of_length)
      values (${legacyId}, 'old', 'old.stl', 'stl', 684, 'mm')`);
    await prepareAnalytxDatabase(database); // as the service does on start
    filesDir = mkdtempSync(path.join(tmpdir(), "analytx-owner-"));
    app = createServiceApp({ logger: createLogger("test", "silent") });
    await app.register(analytxService, {
      ...analytxLimitsOf(analytxConfigSchema.parse({})),
      database,
      storage: diskStorage(filesDir),
      engine,
      logger: createLogger("test", "silent"),
    });
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await engine.close();
    await database?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  async function call(method: string, route: string, headers: Record<string, string>, body?: unknown) {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const code = response.headers.get("content-type")?.includes("json") ? JSON.parse(text).error?.code : null;
    return { status: response.status, code: (code ?? null) as string | null };
  }

  /** Uploads the test block with `headers` and waits for its analysis: the file's and the task's id. */
  async function upload(headers: Record<string, string>) {
    const form = new FormData();
    form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
    const response = await fetch(`${url}/analytx/file/`, { method: "POST", body: form, headers });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { taskId: string; createdObject: { _id: string } };
    for (let i = 0; i < 240; i++) {
      const task = (await (await fetch(`${url}/analytx/task/${body.taskId}`)).json()) as { status: string };
      if (task.status === "completed") return { fileId: body.createdObject._id, taskId: body.taskId };
      expect(task.status).not.toBe("failed");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the analysis did not end");
  }

  /** Every route that reads or changes a file or its task, with what it answers the file's reader. */
  const routes = (fileId: string, taskId: string) =>
    [
      ["GET", `/analytx/file/${fileId}`, 200],
      ["PATCH", `/analytx/file/${fileId}`, 200, { name: "Renamed" }],
      ["GET", `/analytx/task/${taskId}`, 200],
      ["GET", `/analytx/task/${taskId}/events`, 200],
      ["POST", `/analytx/task/${taskId}/retry`, 409],
      ["GET", `/analytx/file/${fileId}/files.3mf`, 200],
      ["GET", `/analytx/file/${fileId}/repaired.stl`, 200],
      ["GET", `/analytx/file/${fileId}/front.png`, 200],
      ["GET", `/analytx/file/${fileId}/repair-image?axis=x&direction=m&rotation=90`, 200],
      ["GET", `/analytx/file/${fileId}/histogram-image?threshold=0.7`, 200],
      ["GET", `/analytx/file/${fileId}/thickness`, 200],
    ] as const;

  const lookup = async (ids: string[], headers: Record<string, string>) => {
    const response = await fetch(`${url}/analytx/files/lookup`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    });
    return ((await response.json()) as { files: { _id: string }[] }).files.map((file) => file._id);
  };

  it("answers every route of a file to its uploader, and to another browser or customer as an unknown id", async () => {
    const { fileId, taskId } = await upload(reader("key-a"));
    for (const [method, route, status, body] of routes(fileId, taskId)) {
      expect((await call(method, route, reader("key-a"), body)).status, `${method} ${route}`).toBe(status);
    }
    expect(await lookup([fileId], reader("key-a"))).toEqual([fileId]);

    const unknownFile = "00000000-0000-4000-8000-000000000000";
    const asUnknown = await call("GET", `/analytx/file/${unknownFile}`, reader("key-a"));
    expect(asUnknown).toEqual({ status: 404, code: "NOT_FOUND" });
    for (const headers of [reader("key-b"), reader("key-b", "customer-b"), reader("")]) {
      for (const [method, route, , body] of routes(fileId, taskId)) {
        expect(await call(method, route, headers, body), `${method} ${route}`).toEqual(asUnknown);
      }
      expect(await lookup([fileId], headers)).toEqual([]);
    }
  });

  it("answers every file to a caller that names no reader: the checkout and pricing services", async () => {
    const { fileId, taskId } = await upload(reader("key-c"));
    for (const [method, route, status, body] of routes(fileId, taskId)) {
      expect((await call(method, route, {}, body)).status, `${method} ${route}`).toBe(status);
    }
    expect(await lookup([fileId], {})).toEqual([fileId]);
  });

  it("gives a browser's uploads to the customer who signs in there, leaving another customer's to them", async () => {
    const asGuest = await upload(reader("key-d"));
    const signedInElsewhere = await upload(reader("key-d", "customer-1"));
    const onOtherDevice = reader("key-e", "customer-2");
    expect((await call("GET", `/analytx/file/${asGuest.fileId}`, onOtherDevice)).status).toBe(404);

    const claim = await fetch(`${url}/analytx/files/claim`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ uploaderKey: "key-d", userId: "customer-2" }),
    });
    expect(await claim.json()).toEqual({ claimed: 1 });

    expect((await call("GET", `/analytx/file/${asGuest.fileId}`, onOtherDevice)).status).toBe(200);
    expect((await call("GET", `/analytx/task/${asGuest.taskId}`, onOtherDevice)).status).toBe(200);
    expect((await call("GET", `/analytx/file/${signedInElsewhere.fileId}`, onOtherDevice)).status).toBe(404);
    expect(await lookup([asGuest.fileId, signedInElsewhere.fileId], reader("key-d"))).toEqual([
      asGuest.fileId,
      signedInElsewhere.fileId,
    ]);
    expect(
      (await call("GET", `/analytx/file/${signedInElsewhere.fileId}`, reader("key-f", "customer-1"))).status,
    ).toBe(200);
  });

  it("keeps a file stored before files had owners readable by every reader", async () => {
    expect((await call("GET", `/analytx/file/${legacyId}`, reader("key-g", "customer-3"))).status).toBe(200);
    expect(await lookup([legacyId], reader("key-g"))).toEqual([legacyId]);
  });
});

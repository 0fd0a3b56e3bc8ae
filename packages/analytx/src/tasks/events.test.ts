import { boxMesh, exportStl } from "@druckwerk/mesh";
import { createLogger, type Database, openDatabase } from "@druckwerk/platform";
import {
  createPostgresTestDatabase,
  type DatabaseKind,
  openTestDatabase,
  testDatabaseKinds,
} from "@druckwerk/platform/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Task, TaskPhase } from "../contract";
import { files, tasks } from "../db/schema";
import type { AnalysisEngine } from "../engine/engine";
import { meshEngine } from "../engine/mesh-engine";
import { prepareAnalytxDatabase } from "../service";
import { startTestAnalytx } from "../testing/service";
import { TaskEvents } from "./events";
import { setPhase, type TaskRow } from "./repository";

const logger = createLogger("test", "silent");

/**
 * Two replicas' databases: on PostgreSQL two connections (pools and listeners) to one fresh
 * database; on PGlite the one embedded database twice (one process). `close` ends both.
 */
async function replicaDatabases(
  kind: DatabaseKind,
): Promise<{ a: Database; b: Database; close(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openTestDatabase("pglite");
    await prepareAnalytxDatabase(database);
    return { a: database, b: database, close: () => database.close() };
  }
  const { url, drop } = await createPostgresTestDatabase();
  const a = await openDatabase({ url });
  const b = await openDatabase({ url });
  await prepareAnalytxDatabase(a);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await drop();
    },
  };
}

/** The backends listening on the database, stopped as a failover or an administrator would. */
const terminateListeners = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`;

describe.each(testDatabaseKinds())("task events across replicas (%s)", (kind) => {
  let databases: Awaited<ReturnType<typeof replicaDatabases>>;
  let eventsA: TaskEvents;
  let eventsB: TaskEvents;

  beforeAll(async () => {
    databases = await replicaDatabases(kind);
    eventsA = new TaskEvents({ db: databases.a.db, notifications: databases.a.notifications, logger });
    eventsB = new TaskEvents({ db: databases.b.db, notifications: databases.b.notifications, logger });
    await eventsA.start();
    await eventsB.start();
  });
  afterAll(async () => {
    await eventsA?.stop();
    await eventsB?.stop();
    await databases?.close();
  });

  /** Replica A's worker moves the task to `next` and announces it, as the runner does. */
  async function phase(taskId: string, next: TaskPhase) {
    const row = await setPhase(databases.a.db, taskId, next);
    if (!row) throw new Error(`task ${taskId} is not running`);
    await eventsA.publish(row);
  }

  /** Replica A's worker takes the task (as its claim does). */
  const run = (taskId: string) =>
    databases.a.db.update(tasks).set({ status: "running" }).where(eq(tasks.id, taskId));

  /** A queued task of a new file, written through replica A. */
  async function queuedTask(): Promise<string> {
    const [file] = await databases.a.db
      .insert(files)
      .values({
        name: "block",
        originalFilename: "block.stl",
        extension: "stl",
        sizeBytes: 684,
        givenUnitOfLength: "mm",
      })
      .returning();
    const [task] = await databases.a.db
      .insert(tasks)
      .values({ fileId: file?.id ?? "", status: "queued", phase: "queued" })
      .returning();
    return task?.id ?? "";
  }

  it("hands a subscriber on replica B the task, then each change replica A publishes", async () => {
    const taskId = await queuedTask();
    const seen: Task[] = [];
    const unsubscribe = eventsB.subscribe(taskId, (task) => seen.push(task));
    await expect.poll(() => seen.map((task) => task.phase)).toEqual(["queued"]);

    await run(taskId);
    await phase(taskId, "converting");
    await expect.poll(() => seen.at(-1)?.phase).toBe("converting");
    await phase(taskId, "analysing");
    await expect.poll(() => seen.at(-1)?.phase).toBe("analysing");
    expect(seen.at(-1)).toMatchObject({ _id: taskId, status: "running", progress: 30 });
    unsubscribe();
  });

  it("hands over every phase written in quick succession, in order", async () => {
    const taskId = await queuedTask();
    const seen: string[] = [];
    const unsubscribe = eventsB.subscribe(taskId, (task) => seen.push(task.phase));
    await expect.poll(() => seen).toEqual(["queued"]);
    await run(taskId);
    for (const next of ["converting", "analysing", "repairing", "measuring"] as const)
      await phase(taskId, next);
    await expect.poll(() => seen).toEqual(["queued", "converting", "analysing", "repairing", "measuring"]);
    unsubscribe();
  });

  it("announces a task too long for a notification by its id, and its subscribers read it whole", async () => {
    const taskId = await queuedTask();
    const seen: Task[] = [];
    const unsubscribe = eventsB.subscribe(taskId, (task) => seen.push(task));
    await expect.poll(() => seen.length).toBe(1);
    const message = "x".repeat(20_000);
    const [failed] = await databases.a.db
      .update(tasks)
      .set({ status: "failed", phase: "failed", error: { code: "INTERNAL", message }, updatedAt: new Date() })
      .where(eq(tasks.id, taskId))
      .returning();
    await eventsA.publish(failed as TaskRow);
    await expect.poll(() => seen.at(-1)?.status).toBe("failed");
    expect(seen.at(-1)?.error?.message).toBe(message);
    unsubscribe();
  });

  it("counts its subscribers, and forgets one that unsubscribed", async () => {
    const taskId = await queuedTask();
    const first = eventsB.subscribe(taskId, () => {});
    const second = eventsB.subscribe(taskId, () => {});
    expect(eventsB.subscriberCount()).toBe(2);
    first();
    expect(eventsB.subscriberCount()).toBe(1);
    second();
    expect(eventsB.subscriberCount()).toBe(0);
  });

  it.skipIf(kind !== "postgres")(
    "still hands over a change made while its listening connection was down",
    async () => {
      const taskId = await queuedTask();
      const seen: Task[] = [];
      const unsubscribe = eventsB.subscribe(taskId, (task) => seen.push(task));
      await expect.poll(() => seen.map((task) => task.status)).toEqual(["queued"]);

      await databases.a.db.execute(terminateListeners);
      // Announced while replica B is (most likely) not listening: its reconnect reads the task again.
      await run(taskId);
      await phase(taskId, "measuring");
      await expect.poll(() => seen.at(-1)?.phase, { timeout: 10_000 }).toBe("measuring");

      // And later changes arrive over the new connection.
      await phase(taskId, "repairing");
      await expect.poll(() => seen.at(-1)?.phase).toBe("repairing");
      unsubscribe();
    },
  );
});

/** A real engine whose analyses wait until `open` is called: a task that stays running meanwhile. */
function gatedEngine(engine: AnalysisEngine) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    engine: {
      ...engine,
      analyse: async (input: Parameters<AnalysisEngine["analyse"]>[0]) => {
        await gate;
        return engine.analyse(input);
      },
    },
    open: () => open(),
  };
}

/** The tasks of a server-sent event stream, as they arrive, until it ends. */
async function* streamedTasks(response: Response): AsyncGenerator<Task> {
  const decoder = new TextDecoder();
  let buffered = "";
  for await (const chunk of response.body ?? []) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf("\n\n");
    while (end >= 0) {
      const data = buffered
        .slice(0, end)
        .split("\n")
        .find((line) => line.startsWith("data: "));
      buffered = buffered.slice(end + 2);
      if (data) yield JSON.parse(data.slice("data: ".length)) as Task;
      end = buffered.indexOf("\n\n");
    }
  }
}

describe.each(testDatabaseKinds())("the task event stream of a task another replica runs (%s)", (kind) => {
  let worker: Awaited<ReturnType<typeof startTestAnalytx>>;
  let gateway: Awaited<ReturnType<typeof startTestAnalytx>>;
  let gate: ReturnType<typeof gatedEngine>;
  let drop: () => Promise<void> = async () => {};
  let taskId: string;

  beforeAll(async () => {
    gate = gatedEngine(meshEngine({ threads: 1 }));
    if (kind === "pglite") {
      // The embedded mode: one process runs the task and streams it.
      worker = await startTestAnalytx(gate.engine);
      gateway = worker;
    } else {
      const created = await createPostgresTestDatabase();
      drop = created.drop;
      worker = await startTestAnalytx(gate.engine, { database: await openDatabase({ url: created.url }) });
      gateway = await startTestAnalytx(meshEngine({ threads: 1 }), {
        database: await openDatabase({ url: created.url }),
      });
    }
    const form = new FormData();
    form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
    const upload = await fetch(`${worker.url}/analytx/file/`, { method: "POST", body: form });
    taskId = ((await upload.json()) as { taskId: string }).taskId;
    // The worker claimed it and waits at the gate.
    await vi.waitFor(async () => {
      const task = (await (await fetch(`${worker.url}/analytx/task/${taskId}`)).json()) as Task;
      expect(task.phase).toBe("converting");
    });
  });
  afterAll(async () => {
    gate?.open();
    await worker?.close();
    if (gateway !== worker) await gateway?.close();
    await drop();
  });

  const subscribers = async () => {
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith("druckwerk_analysis_task_event_subscribers "));
    return Number(line?.split(" ")[1]);
  };

  it("drops the subscriber of a client that leaves", async () => {
    const leaving = new AbortController();
    const response = await fetch(`${gateway.url}/analytx/task/${taskId}/events`, { signal: leaving.signal });
    const stream = streamedTasks(response);
    expect((await stream.next()).value).toMatchObject({ status: "running", phase: "converting" });
    expect(await subscribers()).toBe(1);
    leaving.abort();
    await expect.poll(subscribers).toBe(0);
  });

  it("streams the phases the other replica writes, in order, until the task completes", async () => {
    // No interval fires in this process while the stream is open: it cannot learn of changes by polling.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const seen: Task[] = [];
    try {
      const response = await fetch(`${gateway.url}/analytx/task/${taskId}/events`);
      const stream = streamedTasks(response);
      seen.push((await stream.next()).value as Task);
      expect(seen[0]).toMatchObject({ status: "running", phase: "converting" });
      gate.open();
      for await (const task of stream) seen.push(task);
    } finally {
      vi.useRealTimers();
    }
    expect(seen.at(-1)).toMatchObject({ status: "completed", phase: "completed", progress: 100 });
    const progress = seen.map((task) => task.progress);
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
    // Every state the stream sent is another one (no repeats).
    expect(new Set(seen.map((task) => JSON.stringify(task))).size).toBe(seen.length);
    expect(await subscribers()).toBe(0);
  }, 30_000);
});

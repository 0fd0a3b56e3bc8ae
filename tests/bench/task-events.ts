import { prepareAnalytxDatabase, TaskEvents } from "@druckwerk/analytx";
import { createLogger, openDatabase } from "@druckwerk/platform";
import { createPostgresTestDatabase } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";

/** A task row as the runner publishes it. */
type TaskRow = Parameters<TaskEvents["publish"]>[0];

import { percentile } from "./processes";
import { printTable } from "./shop-client";

/**
 * Task events between two replicas on PostgreSQL, printed: p50/p95/p99/max in ms over EVENTS
 * changes, each sent on replica A's connections and received on replica B's (two pools, two
 * listening connections, one scratch database created and dropped on the server BENCH_DATABASE_URL
 * names, by default 127.0.0.1:5432/test). Two paths:
 * - `NOTIFY`: `pg_notify` on A until B's listener has the payload;
 * - `task change`: from the start of a task row's update on A (then announced by A's TaskEvents)
 *   until B's subscriber has the new row (B reads it again: what a shopper on replica B is sent).
 * Usage: npx tsx tests/bench/task-events.ts
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const logger = createLogger("bench", "warn");

const { url, drop } = await createPostgresTestDatabase(server);
const replicaA = await openDatabase({ url });
const replicaB = await openDatabase({ url });
const rows: string[][] = [];
try {
  await prepareAnalytxDatabase(replicaA);

  /** Runs `send` EVENTS times, each after the last arrived, and adds the times to the table. */
  async function measure(name: string, send: (i: number) => Promise<void>, arrived: Map<number, () => void>) {
    const times: number[] = [];
    for (let i = 0; i < EVENTS + 10; i++) {
      const received = new Promise<void>((resolve) => arrived.set(i, resolve));
      const t0 = performance.now();
      await send(i);
      await received;
      // The first ten warm the connections and are not counted.
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    rows.push([name, String(EVENTS), ...[0.5, 0.95, 0.99, 1].map((p) => percentile(times, p) ?? "")]);
  }

  const notified = new Map<number, () => void>();
  const stop = await replicaB.notifications.listen("druckwerk_bench", {
    message: (payload) => notified.get(Number(payload))?.(),
  });
  await measure(
    "NOTIFY (A to B)",
    (i) => replicaA.notifications.notify("druckwerk_bench", String(i)),
    notified,
  );
  await stop();

  const eventsA = new TaskEvents({ db: replicaA.db, notifications: replicaA.notifications, logger });
  const eventsB = new TaskEvents({ db: replicaB.db, notifications: replicaB.notifications, logger });
  await eventsA.start();
  await eventsB.start();
  const { rows: created } = (await replicaA.db.execute(sql`
    with file as (
      insert into analytx.files (name, original_filename, extension, size_bytes, given_unit_of_length)
      values ('bench', 'bench.stl', 'stl', 684, 'mm') returning id)
    insert into analytx.tasks (file_id, status, phase) select id, 'running', 'analysing' from file
    returning id`)) as unknown as { rows: { id: string }[] };
  const taskId = created[0]?.id ?? "";
  const changed = new Map<number, () => void>();
  // Each change is its own progress value: the subscriber knows which one arrived.
  const unsubscribe = eventsB.subscribe(taskId, (task) => changed.get(task.progress - 1)?.());
  await measure(
    "task change (A writes and announces it, B hands it over)",
    async (i) => {
      const { rows: changedRows } = (await replicaA.db.execute(sql`
        update analytx.tasks set progress = ${i + 1}, updated_at = now() where id = ${taskId}
        returning id, file_id as "fileId", status, phase, progress, stage, attempts, error,
          created_at as "createdAt", updated_at as "updatedAt"`)) as unknown as {
        rows: (Omit<TaskRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string })[];
      };
      const [row] = changedRows;
      if (row) {
        await eventsA.publish({
          ...row,
          leaseUntil: null,
          createdAt: new Date(row.createdAt),
          updatedAt: new Date(row.updatedAt),
        });
      }
    },
    changed,
  );
  unsubscribe();
  await eventsA.stop();
  await eventsB.stop();
} finally {
  await replicaA.close();
  await replicaB.close();
  await drop();
}
printTable(
  "Task events between two replicas on one PostgreSQL database (ms, from the send to the receipt)",
  ["path", "events", "p50", "p95", "p99", "max"],
  rows,
);

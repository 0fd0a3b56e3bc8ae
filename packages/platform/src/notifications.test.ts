import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db";
import type { ChannelListener } from "./notifications";
import { createPostgresTestDatabase } from "./testing";

/** A listener that keeps what it is told. */
function recorder() {
  const payloads: string[] = [];
  let resumed = 0;
  const listener: ChannelListener = {
    message: (payload) => void payloads.push(payload),
    resumed: () => void resumed++,
  };
  return { listener, payloads, resumed: () => resumed };
}

describe("notifications on PGlite (the embedded mode: one process)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it("hands a notification to each listener of its channel until it stops listening", async () => {
    const first = recorder();
    const second = recorder();
    const other = recorder();
    const stopFirst = await database.notifications.listen("druckwerk_test", first.listener);
    await database.notifications.listen("druckwerk_test", second.listener);
    await database.notifications.listen("druckwerk_other", other.listener);
    await database.notifications.notify("druckwerk_test", "one");
    await expect.poll(() => second.payloads).toEqual(["one"]);
    expect(first.payloads).toEqual(["one"]);

    await stopFirst();
    await database.notifications.notify("druckwerk_test", "two");
    await expect.poll(() => second.payloads).toEqual(["one", "two"]);
    expect(first.payloads).toEqual(["one"]);
    expect(other.payloads).toEqual([]);
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(database.notifications.listen("x; drop table y", recorder().listener)).rejects.toThrow(
      /Not a channel name/,
    );
  });
});

/** The PostgreSQL backends listening on the database (its `listen …` the last thing they ran). */
const listeningBackends = `select pid from pg_stat_activity
  where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`;

/** The rows of a statement run on `database` (both drivers answer with `rows`). */
const rowsOf = async (database: Database, statement: string) =>
  ((await database.db.execute(statement)) as { rows: unknown[] }).rows;

describe.skipIf(!process.env.DATABASE_URL)("notifications on PostgreSQL (two replicas)", () => {
  let replicaA: Database;
  let replicaB: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    replicaA = await openDatabase({ url: created.url });
    replicaB = await openDatabase({ url: created.url });
  });
  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    await drop?.();
  });

  it("delivers a notification sent by one replica to the listeners of the other, on one connection", async () => {
    const first = recorder();
    const second = recorder();
    const stopFirst = await replicaB.notifications.listen("druckwerk_test", first.listener);
    const stopSecond = await replicaB.notifications.listen("druckwerk_test", second.listener);
    await replicaA.notifications.notify("druckwerk_test", "from A");
    await expect.poll(() => first.payloads).toEqual(["from A"]);
    await expect.poll(() => second.payloads).toEqual(["from A"]);
    // Two listeners, one listening connection for replica B.
    expect(await rowsOf(replicaA, listeningBackends)).toHaveLength(1);
    await stopFirst();
    await stopSecond();
  });

  it("listens again after its connection was terminated, and tells its listeners they resumed", async () => {
    const listening = recorder();
    const stop = await replicaB.notifications.listen("druckwerk_test", listening.listener);
    const terminated = `select pg_terminate_backend(pid) as terminated from (${listeningBackends}) listening`;
    expect(await rowsOf(replicaA, terminated)).toEqual([{ terminated: true }]);
    await expect.poll(() => listening.resumed(), { timeout: 10_000 }).toBe(1);

    await replicaA.notifications.notify("druckwerk_test", "after the reconnect");
    await expect.poll(() => listening.payloads).toEqual(["after the reconnect"]);
    await stop();
  });
});

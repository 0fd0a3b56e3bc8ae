import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockFolder } from "./folder-lock";
import { createLogger } from "./logger";
import { type Notifications, pgliteNotifications, postgresNotifications } from "./notifications";

const logger = createLogger("db");

/** A Drizzle handle over either engine; services query it with their own tables. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Db;
  /** Applies a service's committed SQL migrations; safe to call from several processes at once. */
  migrate(migrations: { folder: string; service: string }): Promise<void>;
  /** LISTEN/NOTIFY on this database: one listening connection for the process, closed with it. */
  readonly notifications: Notifications;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it an embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files, held by this process alone (`<dataDir>.lock`); omit for an in-memory database. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Two processes on one folder each run their own copy of the database and wreck it: one at a time.
  const lock = dataDir ? await lockFolder(dataDir) : undefined;
  if (lock?.tookOverFrom !== undefined)
    logger.warn(
      { lock: lock.path, previous: lock.tookOverFrom },
      "took over the lock of a process that ended",
    );
  let client: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client });
  const notifications = pgliteNotifications(client, db);
  return {
    kind: "pglite",
    db,
    // One PGlite instance lives in one process and serialises its queries, so no lock is needed.
    migrate: ({ folder, service }) =>
      migratePglite(db, { migrationsFolder: folder, migrationsTable: `${service}_migrations` }),
    notifications,
    async close() {
      try {
        await notifications.close();
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

const MIGRATION_LOCK = "druckwerk:migrations";

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server may end an idle connection (restart, failover, a forced drop); the pool replaces
  // it on next use. Unheard, the pool's error event would end the process.
  // pg hangs the whole connection object on the error: log what the server said, not that.
  pool.on("error", (error) =>
    logger.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "an idle database connection was closed",
    ),
  );
  await pool.query("select 1"); // fail at start-up, not on the first request
  const db = drizzlePg({ client: pool });
  const notifications = postgresNotifications(url, db);
  return {
    kind: "postgres",
    db,
    async migrate({ folder, service }) {
      // Services and their replicas may start together: an advisory lock lets one migrate at a
      // time. One lock for all services, not one each: every service's first migration creates
      // the shared "drizzle" schema, and two `create schema if not exists` at once fail (23505).
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), {
          migrationsFolder: folder,
          migrationsTable: `${service}_migrations`,
        });
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    notifications,
    async close() {
      try {
        await notifications.close();
      } finally {
        await pool.end();
      }
    },
  };
}

import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "./db";

export type DatabaseKind = Database["kind"];

/** Integration tests run on PGlite always, and on PostgreSQL too where DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, empty database of the given kind. On PostgreSQL a database of its own is created next
 * to the one DATABASE_URL names, so parallel test files never see each other's rows.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") return openDatabase({});
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ url });
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * A fresh database on the PostgreSQL server `adminUrl` names (DATABASE_URL unless given): its URL
 * (for a process of its own), and how to drop it.
 */
export async function createPostgresTestDatabase(
  adminUrl = process.env.DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `druckwerk_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./db";
import { createPostgresTestDatabase } from "./testing";

const folders = mkdtempSync(path.join(tmpdir(), "druckwerk-migrations-"));
afterAll(() => rmSync(folders, { recursive: true, force: true }));

/** A service's migrations folder (drizzle's layout): one migration making a table of its own. */
function migrationsOf(service: string): string {
  const folder = path.join(folders, service);
  mkdirSync(path.join(folder, "meta"), { recursive: true });
  const tag = `0000_${service}`;
  const entry = { idx: 0, version: "7", when: 1795430446658, tag, breakpoints: true };
  writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ version: "7", dialect: "postgresql", entries: [entry] }),
  );
  writeFileSync(
    path.join(folder, `${tag}.sql`),
    `CREATE TABLE "${service}_things" ("id" integer PRIMARY KEY);`,
  );
  return folder;
}

describe.skipIf(!process.env.DATABASE_URL)("migrations on PostgreSQL", () => {
  it("migrates services that start together on a fresh database, each once", async () => {
    const services = ["auth", "cms", "pricing", "shipping", "checkout", "analytx"];
    // The race is between first migrations, so each round gets a database of its own.
    for (let round = 0; round < 5; round++) {
      const { url, drop } = await createPostgresTestDatabase();
      const opened: Database[] = [];
      try {
        for (const _ of [...services, ...services]) opened.push(await openDatabase({ url }));
        // Every service twice (two replicas), all at once.
        await Promise.all(
          opened.map((database, i) => {
            const service = services[i % services.length] as string;
            return database.migrate({ folder: migrationsOf(service), service });
          }),
        );
        const tables = (await (opened[0] as Database).db.execute(
          "select count(*)::int as n from information_schema.tables where table_name like '%_things'",
        )) as unknown as { rows: { n: number }[] };
        expect(tables.rows[0]?.n).toBe(services.length);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
        await drop();
      }
    }
  }, 60_000);
});

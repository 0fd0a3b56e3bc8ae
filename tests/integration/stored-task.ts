import { type DatabaseOptions, openDatabase } from "@druckwerk/platform";
import { sql } from "drizzle-orm";
import type { Json } from "./rest-client";

/** An analysis task's row as a stopped process left it in its database. */
export async function storedTask(where: DatabaseOptions, id: string): Promise<Json> {
  const database = await openDatabase(where);
  try {
    const { rows } = (await database.db.execute(
      sql`select status, phase, attempts, lease_until from analytx.tasks where id = ${id}`,
    )) as unknown as { rows: Json[] };
    return rows[0];
  } finally {
    await database.close();
  }
}

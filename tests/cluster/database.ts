import pg from "pg";

/**
 * A database of its own for one cluster run, on the PostgreSQL server at `serverUrl` (a URL to
 * any database the user may create databases from): its URL, and how to drop it.
 */
export async function freshDatabase(serverUrl: string) {
  const name = `druckwerk_cluster_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCluster } from "./launch";

/**
 * `npm run cluster`: the distributed shop on this machine (launch.ts), until Ctrl-C or SIGTERM.
 * `CLUSTER_PORT` (4900) is the shop's port; HAProxy's analytx frontend is the next, and the
 * processes listen from 10 above it. `CLUSTER_POSTGRES_URL` names the PostgreSQL server (the local
 * one by default); `CLUSTER_DIR` the folder for logs and mail (a new temporary one by default).
 */
const port = Number(process.env.CLUSTER_PORT ?? 4900);
const dir = process.env.CLUSTER_DIR ?? mkdtempSync(path.join(tmpdir(), "druckwerk-cluster-"));
const starting = startCluster({
  shop: port,
  analytx: port + 1,
  firstProcess: port + 10,
  dir,
  postgresUrl: process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
});
// A stop asked for while the cluster starts waits for the start: every process it began is stopped.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await (await starting.catch(() => undefined))?.stop();
    process.exit(0);
  });
}
const cluster = await starting;
console.log(`
  Druckwerk cluster is running
    Shop (HAProxy):   ${cluster.shopUrl}/
    Processes:        ${[...cluster.processes].map(([name, child]) => `${name} (pid ${child.pid})`).join(", ")}
    Object store:     ${cluster.objectStore.endpoint} (s3rver)
    Logs and mail:    ${dir}
`);

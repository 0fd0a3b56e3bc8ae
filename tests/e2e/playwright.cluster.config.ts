import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tools/chromium";
import { relaxedLimits } from "./relaxed-limits";

/**
 * The shopper's journey and the account's sign-up and sign-in against the distributed shop
 * (`npm run cluster`: two gateways and two analytx workers behind HAProxy, PostgreSQL, an S3
 * object store), as they run against the embedded shop. The cluster's mail outbox is read as
 * the embedded shop's is.
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 4900);
const repoRoot = path.resolve(import.meta.dirname, "../..");
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "druckwerk-e2e-cluster-"));

export default defineConfig({
  testDir: ".",
  testMatch: ["journey.spec.ts", "account.spec.ts", "replicas.cluster.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "node --import tsx tests/cluster/main.ts",
    cwd: repoRoot,
    url: `http://localhost:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The cluster stops its processes and drops its database on SIGTERM.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    stdout: "ignore",
    env: {
      CLUSTER_PORT: String(port),
      CLUSTER_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      ...relaxedLimits,
    },
  },
});

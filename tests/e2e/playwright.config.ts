import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tools/chromium";

const port = Number(process.env.E2E_PORT ?? 4300);
const servicesPort = Number(process.env.E2E_SERVICES_PORT ?? 4310);
const repoRoot = path.resolve(import.meta.dirname, "../..");

// The shop is started as a user starts it (`npm start`), on a fresh embedded database.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  webServer: {
    command: "npm start",
    cwd: repoRoot,
    url: `http://localhost:${port}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    env: {
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "druckwerk-e2e-")),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  },
});

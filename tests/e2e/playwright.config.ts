import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tools/chromium";
import { relaxedLimits } from "./relaxed-limits";
import { STAFF_ADMIN } from "./staff";

const port = Number(process.env.E2E_PORT ?? 4300);
const servicesPort = Number(process.env.E2E_SERVICES_PORT ?? 4310);
/** A second shop with a reduced VAT rate, on ports 20 above the first. */
const reducedVat = { port: port + 20, servicesPort: servicesPort + 20, taxRate: "7" };
const repoRoot = path.resolve(import.meta.dirname, "../..");
// Set once in the runner and inherited by the workers, which read the shop's outbox under it.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "druckwerk-e2e-"));
process.env.E2E_REDUCED_VAT_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "druckwerk-e2e-vat-"));

/**
 * The seed content plus one page with an element the shop cannot render, which a real shop's
 * content never has, to show the warning box.
 */
function contentWithUnsupportedElement(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "druckwerk-e2e-content-"));
  cpSync(path.join(repoRoot, "packages/cms/content"), dir, { recursive: true });
  const page = {
    id: 900,
    slug: "/e2e-unbekanntes-element",
    title: "Unbekanntes Element",
    elements: [
      { id: 901, type: "text", header: "Vor dem Element", bodytext: "<p>Text davor.</p>" },
      { id: 902, type: "uploads", layout: "layout-9", header: "Dateiliste" },
    ],
  };
  writeFileSync(path.join(dir, "de/pages/e2e-unsupported.json"), JSON.stringify(page));
  return dir;
}

const shopServer = {
  command: "npm start",
  cwd: repoRoot,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "ignore" as const,
};

// Each shop is started as a user starts it (`npm start`), on a fresh embedded database.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "shop",
      testIgnore: "reduced-vat.spec.ts",
      use: { baseURL: `http://localhost:${port}` },
    },
    {
      name: "reduced-vat",
      testMatch: "reduced-vat.spec.ts",
      use: { baseURL: `http://localhost:${reducedVat.port}` },
    },
  ],
  webServer: [
    {
      ...shopServer,
      // An operator's steps before the first start: the partner shop's orders (the shipped sample),
      // and the back office's first admin, added by its command (password on stdin).
      command: `npm run legacy:import -w packages/checkout && printf '%s\\n' '${STAFF_ADMIN.password}' | npm run staff -- add --email ${STAFF_ADMIN.email} --name '${STAFF_ADMIN.name}' && ${shopServer.command}`,
      url: `http://localhost:${port}/health`,
      env: {
        PORT: String(port),
        SERVICES_PORT: String(servicesPort),
        DATA_DIR: process.env.E2E_DATA_DIR,
        DATABASE_URL: "",
        CMS_CONTENT_DIR: contentWithUnsupportedElement(),
        WELCOME_DISCOUNT_CODE: "WILLKOMMEN10",
        SHOP_ENVIRONMENT: "e2e",
        ...relaxedLimits,
        LOG_LEVEL: "warn",
      },
    },
    {
      ...shopServer,
      url: `http://localhost:${reducedVat.port}/health`,
      env: {
        PORT: String(reducedVat.port),
        SERVICES_PORT: String(reducedVat.servicesPort),
        DATA_DIR: process.env.E2E_REDUCED_VAT_DATA_DIR,
        DATABASE_URL: "",
        TAX_RATE: reducedVat.taxRate,
        ...relaxedLimits,
        LOG_LEVEL: "warn",
      },
    },
  ],
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { boxMesh, export3mf, exportStl, torusMesh } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tools/chromium";
import { drawnShare } from "../tools/drawn-share";
import { stopAll } from "./processes";
import { printTable, startBenchShop } from "./shop-client";

/**
 * The 3D view, timed as a shopper sees it in Chromium at 1280 and 375 px: from the moment the
 * model's data (viewer.glb) has arrived to the first frame that shows the model (the canvas'
 * pixels not all background). Goal (issue 14): within 2 s, for an 80 mm 3MF part and a
 * 1M-triangle model. Needs the built storefront (`npm run build`).
 */
const dist = path.resolve(import.meta.dirname, "../../storefront/dist/server/entry-server.js");
if (!existsSync(dist)) throw new Error("Build the storefront first: npm run build");
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-viewer-"));
const port = Number(process.env.BENCH_PORT ?? 4590);
const GOAL_MS = 2000;

const models = [
  {
    label: "80 mm 3MF part",
    name: "platte-80mm.3mf",
    bytes: export3mf(boxMesh([0, 0, 0], [80, 60, 12]), "Platte"),
  },
  { label: "1M-triangle STL", name: "torus-1m.stl", bytes: exportStl(torusMesh(40, 12, 1000, 500)) },
];

const rows: string[][] = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const shop = await startBenchShop(port, dataDir);
  for (const model of models) {
    const file = path.join(dataDir, model.name);
    writeFileSync(file, model.bytes);
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 375],
    ] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(shop);
      const arrived = page
        .waitForResponse((response) => response.url().endsWith("/viewer.glb"), { timeout: 120_000 })
        .then(async (response) => {
          await response.finished();
          return performance.now();
        });
      await page.locator('input[type="file"]').setInputFiles(file);
      const dataAt = await arrived;
      const viewer = page.getByTestId("model-viewer");
      await viewer.and(page.locator("[data-ready=true]")).waitFor({ timeout: 60_000 });
      const parsed = performance.now() - dataAt;
      while ((await drawnShare(viewer)) <= 0.1) {
        if (performance.now() - dataAt > 60_000) throw new Error(`${model.label}: never drawn`);
      }
      const ms = performance.now() - dataAt;
      rows.push([model.label, device, parsed.toFixed(0), ms.toFixed(0), ms <= GOAL_MS ? "met" : "NO"]);
      await page.close();
    }
  }
  printTable(
    "The 3D view: model data arrived -> model on screen (Chromium, software WebGL):",
    ["model", "screen", "data -> parsed ms", "data -> visible ms", `goal <= ${GOAL_MS}`],
    rows,
  );
} finally {
  await browser.close();
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

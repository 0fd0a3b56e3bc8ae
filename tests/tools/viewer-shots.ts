import { boxMesh, export3mf } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { holdViewerModel } from "./hold-viewer-model";
import { answerConsent } from "./shop-steps";

// Usage: tsx tests/tools/viewer-shots.ts BASE_URL OUT_DIR — the 3D view loading, loaded and coloured by thickness.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const release = await holdViewerModel(page);
  await page.goto(base);
  await answerConsent(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: "platte-80mm.3mf",
    mimeType: "model/3mf",
    buffer: Buffer.from(export3mf(boxMesh([0, 0, 0], [80, 60, 12]), "Platte")),
  });
  const viewer = page.getByTestId("model-viewer");
  await viewer.getByRole("status").waitFor();
  await viewer.evaluate((node) => node.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${out}/v-loading-${name}.png` });
  release();
  await page.locator('[data-testid="model-viewer"][data-ready="true"]').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/v-ready-${name}.png` });
  await page.getByLabel("Nach Wandstärke einfärben").check();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/v-thickness-${name}.png` });
  await page.close();
}
await browser.close();

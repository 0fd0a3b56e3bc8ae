import { boxMesh, exportStl } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent } from "./shop-steps";

// Usage: tsx tests/tools/compare-shots.ts BASE_URL OUT_DIR — the configurator's print-mode comparison
// at 1280 and 375 px: whole pages with a model too large for some modes, and the phone's first screen
// with the sticky price.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
await shotsAt("desktop", { width: 1280, height: 900 });
await shotsAt("mobile", { width: 375, height: 740 });
await browser.close();

async function shotsAt(name: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(base);
  await answerConsent(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: "Lampenschirm.stl",
    mimeType: "model/stl",
    buffer: Buffer.from(exportStl(boxMesh([0, 0, 0], [160, 150, 120]))),
  });
  await page.getByTestId("measurements").waitFor();
  await page.waitForTimeout(1000);
  await page.getByTestId("configure-view").screenshot({ path: `${out}/c-basics-${name}.png` });
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("mode-row").first().waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate("window.scrollTo(0, 0)");
  await page.getByTestId("configure-view").screenshot({ path: `${out}/c-compare-${name}.png` });
  await page.getByTestId("mode-list").scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/c-compare-screen-${name}.png` });
  await page.getByRole("radio", { name: "Preis" }).check();
  await page.waitForTimeout(300);
  await page.getByTestId("scale-to-fit").first().click();
  await page.waitForTimeout(2000);
  await page.getByTestId("configure-view").screenshot({ path: `${out}/c-fitted-${name}.png` });
  await page.getByTestId("scale-input").scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/c-sticky-${name}.png` });
  await page.close();
}

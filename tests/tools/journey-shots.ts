import { boxMesh, exportStl } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent } from "./shop-steps";

// Usage: tsx tests/tools/journey-shots.ts BASE_URL OUT_DIR — screenshots of upload, configure and cart.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(base);
  await page.screenshot({ path: `${out}/j-home-${name}.png`, fullPage: false });
  // The consent banner once seen, out of the way of the screens behind it.
  await answerConsent(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: "bracket.stl",
    mimeType: "model/stl",
    buffer: Buffer.from(exportStl(boxMesh([0, 0, 0], [40, 20, 10]))),
  });
  await page.getByTestId("configure-view").waitFor();
  await page.getByTestId("measurements").waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/j-configure0-${name}.png`, fullPage: true });
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("color-option").first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/j-configure1-${name}.png`, fullPage: true });
  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await page.getByTestId("cart-item").first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/j-cart-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();

import { boxMesh, exportStl } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent, screenPage } from "./shop-steps";

// Usage: tsx tests/tools/price-shots.ts BASE_URL OUT_DIR — at 1280 and 375 px: the configurator's
// price area with its breakdown open, the cart with a line's breakdown and the delivery date, and
// the processing-steps dialog with a step chosen.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

const sizes = [
  ["desktop", 1280],
  ["mobile", 375],
] as const;
for (const [name, width] of sizes.filter(([name]) => !process.env.ONLY || process.env.ONLY === name)) {
  const { page } = await screenPage(browser, width, (step) => `${out}/${step}-${name}.png`);
  await page.goto(base);
  await answerConsent(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: "Halterung für die Werkbank links.stl",
    mimeType: "model/stl",
    buffer: Buffer.from(exportStl(boxMesh([0, 0, 0], [40, 20, 10]))),
  });
  await page.getByTestId("measurements").waitFor({ timeout: 120_000 });
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("color-option").first().waitFor();
  await page.getByLabel("Anzahl").first().fill("10");
  await page.waitForTimeout(1500);
  const breakdown = page.getByTestId("price-breakdown");
  await breakdown.locator("summary").click();
  const summary = page.getByTestId("price-summary");
  await summary.scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  // The price area: the price, the delivery date and the open breakdown, with the buttons below.
  const top = (await summary.boundingBox())?.y ?? 0;
  const bottom = await page
    .getByRole("button", { name: "Veredelungen wählen" })
    .evaluate((b) => b.getBoundingClientRect().bottom);
  await page.screenshot({
    path: `${out}/configurator-price-${name}.png`,
    clip: { x: 0, y: Math.max(0, top - 120), width, height: bottom - top + 150 },
  });

  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await page.getByTestId("cart-item").first().waitFor();
  await page.getByTestId("price-breakdown").first().locator("summary").click();
  await page.evaluate("window.scrollTo(0, 0)");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/cart-${name}.png`, fullPage: true });

  await page.getByRole("button", { name: /^Nachbearbeitung/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Option").selectOption({ index: 2 });
  await dialog.getByLabel("Anzahl je Teil").fill("4");
  await dialog.getByRole("button", { name: "Hinzufügen" }).click();
  await dialog.getByTestId("chosen-step").waitFor();
  await dialog.getByLabel("Schritt").selectOption({ index: 1 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/steps-dialog-${name}.png` });
  await page.close();
  // The next size uploads again: let the client's GraphQL cost budget refill (20 s) first.
  if (name !== sizes.at(-1)?.[0] && !process.env.ONLY) await new Promise((r) => setTimeout(r, 21_000));
}
await browser.close();

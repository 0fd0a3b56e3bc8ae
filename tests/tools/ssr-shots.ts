import { boxMesh, exportStl, torusMesh } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent } from "./shop-steps";

// Usage: tsx tests/tools/ssr-shots.ts BASE_URL OUT_DIR — the server-rendered screens after a reload.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const models = [
  {
    name: "Gehäusedeckel-mit-Schnappverschluss-und-Lüftungsschlitzen-Variante-B.stl",
    mesh: boxMesh([0, 0, 0], [80, 60, 20]),
  },
  { name: "ring.stl", mesh: torusMesh(20, 5, 96, 48) },
  { name: "halter.stl", mesh: boxMesh([0, 0, 0], [40, 20, 10]) },
];
for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("console", (m) => m.type() === "error" && console.log(name, "console:", m.text().slice(0, 200)));
  page.on("pageerror", (e) => console.log(name, "pageerror:", e.message.slice(0, 200)));
  await page.goto(base);
  await answerConsent(page);
  for (const model of models) {
    await page.goto(base);
    await page.locator('input[type="file"]').setInputFiles({
      name: model.name,
      mimeType: "model/stl",
      buffer: Buffer.from(exportStl(model.mesh)),
    });
    await page.getByTestId("configure-view").waitFor();
    await page.getByRole("button", { name: "Weiter" }).click();
    console.log(name, model.name, "configuring");
    await page
      .getByTestId("color-option")
      .first()
      .waitFor({ timeout: 15000 })
      .catch(async (error) => {
        await page.screenshot({ path: `${out}/s-failed-${name}.png`, fullPage: true });
        throw error;
      });
    if (model === models[2]) {
      // The configurator as the server renders it after a reload.
      await page.reload();
      await page.getByTestId("configure-view").waitFor();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/s-configure-reload-${name}.png`, fullPage: true });
      await page.getByRole("button", { name: "Weiter" }).click();
      await page.getByTestId("color-option").first().waitFor();
    }
    await page.getByRole("button", { name: "Veredelungen wählen" }).click();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await page.getByTestId("cart-item").first().waitFor();
  }
  await page.goto(`${base}/cart`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/s-cart-${name}.png`, fullPage: true });
  await page.goto(`${base}/en/cart`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/s-cart-en-${name}.png`, fullPage: true });
  for (const [shot, path] of [
    ["content", "/ueber-uns"],
    ["notfound", "/gibt-es-nicht"],
    ["fr-home", "/fr"],
    ["backoffice", "/backoffice"],
  ]) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/s-${shot}-${name}.png`, fullPage: false });
  }
  const wide = await page.evaluate("document.documentElement.scrollWidth");
  console.log(name, "scrollWidth on the last page", wide);
  await context.close();
}
await browser.close();

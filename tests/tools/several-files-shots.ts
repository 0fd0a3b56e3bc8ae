import { boxMesh, exportObj, exportStl } from "@druckwerk/mesh";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent } from "./shop-steps";

// Usage: tsx tests/tools/several-files-shots.ts BASE_URL OUT_DIR — three files dropped at once, then configured in turn.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const files = [
  { name: "Halter.stl", bytes: exportStl(boxMesh([0, 0, 0], [40, 20, 10])) },
  {
    name: "Deckel mit sehr langem Dateinamen aus dem CAD.stl",
    bytes: exportStl(boxMesh([0, 0, 0], [30, 30, 5])),
  },
  { name: "Fuss.obj", bytes: exportObj(boxMesh([0, 0, 0], [25, 25, 8])) },
];
for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base);
  await answerConsent(page);
  await page
    .locator('input[type="file"]')
    .setInputFiles(
      files.map((file) => ({ name: file.name, mimeType: "model/stl", buffer: Buffer.from(file.bytes) })),
    );
  const waiting = page.getByTestId("waiting-models");
  await waiting.waitFor();
  await waiting.evaluate((node) => node.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: `${out}/s-progress-${name}.png` });
  await page.getByTestId("configure-view").waitFor();
  await waiting
    .getByRole("button", { name: /^Jetzt konfigurieren/ })
    .nth(1)
    .waitFor();
  await waiting.evaluate((node) => node.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/s-waiting-${name}.png` });
  await page.close();
}
await browser.close();

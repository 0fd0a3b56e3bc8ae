import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";

// Usage: tsx tests/tools/screenshot.ts OUT_DIR URL...  — a desktop and a 375 px PNG of each page.
const [outDir = "screenshots", ...urls] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const url of urls) {
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
  for (const [name, width] of [
    ["desktop", 1280],
    ["mobile", 375],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(url, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${outDir}/${slug}-${name}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();

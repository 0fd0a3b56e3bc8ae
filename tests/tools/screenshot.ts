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
    const height = Number(await page.evaluate("document.body.scrollHeight"));
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(60);
    }
    await page.evaluate("window.scrollTo(0, 0)");
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${outDir}/${slug}-${name}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();

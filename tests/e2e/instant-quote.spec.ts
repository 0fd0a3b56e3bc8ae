import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { models, stlOf } from "../integration/models";
import { expect, test } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

/**
 * A 40 mm box with 0.5 mm walls in 2 x 6 x 2 x 204² = 998,784 triangles (47.6 MB of binary STL),
 * written to disk once: its sides are large, its walls too thin for the mode chosen first.
 */
function millionTrianglesThinWalled(): string {
  const file = path.join(tmpdir(), "druckwerk-e2e-thin-box-1m.stl");
  writeFileSync(file, stlOf(models.thinWalled(40, 204)));
  return file;
}

interface Seen {
  stage: string | null;
  price: string | null;
  quality: string | null;
}

test("a 1M-triangle model is priced before its walls are measured, then flagged too thin", async ({
  page,
}) => {
  test.slow();
  await page.goto("/");
  // Every state of the configurator in order: the analysis stage, the line price, the verdict.
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { seen: Seen[] }).seen = seen;
    const read = (): Seen => ({
      stage:
        document.querySelector('[data-testid="configure-view"]')?.getAttribute("data-analysis-stage") ?? null,
      price: document.querySelector('[data-testid="line-price"]')?.textContent?.trim() || null,
      quality: document.querySelector('[data-testid="print-quality"]')?.getAttribute("data-quality") ?? null,
    });
    new MutationObserver(() => {
      const now = read();
      const last = seen.at(-1);
      if (!last || JSON.stringify(last) !== JSON.stringify(now)) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const flow = new ShopFlow(page);
  await flow.chooseFileAt(millionTrianglesThinWalled());
  await expect(flow.configure).toBeVisible({ timeout: 60_000 });
  await flow.next();
  await expect(flow.quality).toHaveAttribute("data-quality", "tooSmall", { timeout: 60_000 });
  await expect(flow.quality).toContainText("zu dünn");
  await expect(flow.configure).toHaveAttribute("data-analysis-stage", "COMPLETED");

  const seen = await page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
  // A price was on screen while the analysis still measured the walls, and it did not say too thin.
  const early = seen.findIndex((state) => state.stage === "MEASURED" && state.price !== null);
  expect(early, JSON.stringify(seen)).toBeGreaterThan(-1);
  expect(seen[early]?.quality).toBe("printable");
  // The verdict came with the wall thickness, on the same screen, after the price.
  const verdict = seen.findIndex((state) => state.quality === "tooSmall");
  expect(verdict).toBeGreaterThan(early);
  expect(seen[verdict]?.stage).toBe("COMPLETED");
  expect(seen[verdict]?.price).toBe(seen[early]?.price);
});

test("prices asked before the walls were measured neither hold up nor undo the verdict", async ({ page }) => {
  test.slow();
  // The first prices, asked at MEASURED, are held back until the verdict is on screen (the prices
  // asked again at COMPLETED answered), then answer: the worst order for the configurator.
  let showVerdict = () => {};
  const verdictShown = new Promise<void>((resolve) => {
    showVerdict = resolve;
  });
  /** The first prices' answer as the server gave it, and the route's handling of them. */
  let firstAnswer: string | undefined;
  let firstAnswered: Promise<void> | undefined;
  await page.route("**/graphql", async (route) => {
    let operation: string | undefined;
    try {
      operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    } catch {
      // The upload's multipart body.
    }
    if (operation !== "PriceMatrix" || firstAnswered) return route.fallback();
    firstAnswered = (async () => {
      const response = await route.fetch();
      firstAnswer = await response.text();
      await verdictShown;
      // The page may have given up on the request by now.
      await route.fulfill({ response, body: firstAnswer }).catch(() => {});
    })();
    await firstAnswered;
  });
  await page.goto("/");
  const flow = new ShopFlow(page);
  await flow.chooseFileAt(millionTrianglesThinWalled());
  await expect(flow.configure).toHaveAttribute("data-analysis-stage", "COMPLETED", { timeout: 60_000 });
  await flow.next();
  await expect(flow.quality).toHaveAttribute("data-quality", "tooSmall");
  await expect(flow.quality).toContainText("zu dünn");
  // The held answer was asked while the walls were unmeasured: it says printable.
  expect(firstAnswer).toContain('"tooSmall":false');
  expect(firstAnswer).not.toContain('"tooSmall":true');

  showVerdict();
  await firstAnswered;
  // Whatever the held answer changes, React has shown two frames later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await flow.quality.getAttribute("data-quality")).toBe("tooSmall");
});

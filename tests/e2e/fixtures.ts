import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContext,
  test as base,
  expect as expectOf,
  type Page,
  type Response,
} from "@playwright/test";

/** A shopper who has answered the cookie question already (essential cookies only). */
export async function withConsentGiven(target: Page | BrowserContext) {
  const context = "context" in target ? target.context() : target;
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error("the project has no baseURL for the consent cookie");
  const value = encodeURIComponent(JSON.stringify({ statistics: false, marketing: false }));
  await context.addCookies([{ name: "druckwerk.consent", value, url }]);
}

/** A value the shop keeps in a cookie for the server's first paint (cart id, consent, order step). */
export async function shopCookie<T>(page: Page, key: string): Promise<T | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === key);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as T) : undefined;
}

/**
 * The shop's code starts after a page has loaded (storefront ssr/startEntry.ts), so a page is
 * only ready for clicks once React has hydrated it: `goto` and `reload` wait for that, as a
 * shopper waits for a page to react. Not when JavaScript is off, for other waits than `load`
 * (a test that holds the code back), or for answers that are not pages.
 */
function waitForHydration(page: Page) {
  const awaitHydrated = async (response: Response | null, waitUntil = "load") => {
    const isPage = response?.headers()["content-type"]?.startsWith("text/html");
    if (isPage && waitUntil === "load")
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => awaitHydrated(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => awaitHydrated(await reload(options), options?.waitUntil);
}

/**
 * Pages of shoppers past the consent banner; tests of the banner itself use @playwright/test.
 * A page that breaks the shop's Content-Security-Policy fails its test: the browser blocks the
 * resource silently but for a console error.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForHydration(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await withConsentGiven(page);
    await use(page);
    expectOf(violations, "Content-Security-Policy violations").toEqual([]);
  },
});

export { expect, type Locator, type Page } from "@playwright/test";

/** The page's serious and critical accessibility violations, as `rule: targets`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

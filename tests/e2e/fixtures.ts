import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect as expectOf, type Page } from "@playwright/test";

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
 * Pages of shoppers past the consent banner; tests of the banner itself use @playwright/test.
 * A page that breaks the shop's Content-Security-Policy fails its test: the browser blocks the
 * resource silently but for a console error.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
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

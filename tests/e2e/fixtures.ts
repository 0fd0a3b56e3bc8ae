import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, type Page } from "@playwright/test";

/** A shopper who has answered the cookie question already (essential cookies only). */
export async function withConsentGiven(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    if (!localStorage.getItem("druckwerk.consent"))
      localStorage.setItem("druckwerk.consent", JSON.stringify({ statistics: false, marketing: false }));
  });
}

/** Pages of shoppers past the consent banner; tests of the banner itself use @playwright/test. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await withConsentGiven(page);
    await use(page);
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

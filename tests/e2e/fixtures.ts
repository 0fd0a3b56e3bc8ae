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

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, seriousViolations, test, withConsentGiven } from "./fixtures";

const contentDir = path.resolve(import.meta.dirname, "../../packages/cms/content");
const prefixes = { de: "", en: "/en", fr: "/fr" } as const;

/** Every seeded page's path in every language, read from the content files themselves. */
function seededPages(): string[] {
  return Object.entries(prefixes).flatMap(([lang, prefix]) =>
    readdirSync(path.join(contentDir, lang, "pages")).map((file) => {
      const { slug } = JSON.parse(readFileSync(path.join(contentDir, lang, "pages", file), "utf8"));
      return `${prefix}${slug}`;
    }),
  );
}

for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  test(`every seeded page in de, en and fr renders cleanly and accessibly (${name})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await withConsentGiven(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const url of seededPages()) {
      await page.goto(url);
      await expect(
        page.getByTestId("content-page").or(page.getByTestId("upload-panel")).first(),
      ).toBeVisible();
      await expect(page).not.toHaveURL(/not-available/);
      expect(await seriousViolations(page), url).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("every element type of the CMS appears on the seeded pages", async ({ page }) => {
  const seen = new Set<string>();
  for (const url of seededPages().filter((p) => !p.startsWith("/en") && !p.startsWith("/fr"))) {
    await page.goto(url);
    await page.locator("[data-element-type]").first().waitFor();
    for (const type of await page
      .locator("[data-element-type]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-element-type"))))
      if (type) seen.add(type);
  }
  expect([...seen].sort()).toEqual(
    [
      "CallToActionElement",
      "ContentPreviewElement",
      "DividerElement",
      "HeaderElement",
      "HeroBannerElement",
      "ImageBannerElement",
      "ProductBoxElement",
      "RawHtmlElement",
      "SplitSectionElement",
      "StoryNavigationElement",
      "TextElement",
      "TextWithImagesElement",
    ].sort(),
  );
});

test("an element the shop cannot render shows the warning box, the rest of the page stays", async ({
  page,
}) => {
  await page.goto("/e2e-unbekanntes-element");
  await expect(page.getByText("Text davor.")).toBeVisible();
  const warning = page.getByTestId("unsupported-element");
  await expect(warning).toContainText("Dieses Inhaltselement kann leider nicht dargestellt werden...");
  await expect(warning).toContainText("uploads");
  await expect(warning).toContainText("Überschrift, Text, Text und Bilder");
});

test("an unknown page leads to /not-available with the moved-page message", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await expect(page).toHaveURL(/\/not-available$/);
  await expect(page.getByText("Die Seite wurde verschoben oder ist nicht mehr verfügbar.")).toBeVisible();
  await page.goto("/en/no-such-page");
  await expect(page).toHaveURL(/\/en\/not-available$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toBeVisible();
});

test("raw HTML arrives without scripts, inline handlers or javascript: links", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto("/werkstoffe");
  const raw = page.locator('[data-element-type="RawHtmlElement"]');
  await expect(raw).toBeVisible();
  expect(await raw.locator("script").count()).toBe(0);
  const risky = await raw.evaluate((root) =>
    [...root.querySelectorAll("*")].flatMap((node) =>
      [...node.attributes]
        .filter((a) => a.name.startsWith("on") || /^\s*javascript:/i.test(a.value))
        .map((a) => `${node.tagName} ${a.name}`),
    ),
  );
  expect(risky).toEqual([]);
  await raw.locator("a").first().click({ trial: true });
  expect(dialogs).toEqual([]);
});

test("the contact form enforces its rules, reports a refusal and, sent, goes home with the notice", async ({
  page,
}) => {
  await page.goto("/kontakt#contact-form");
  const form = page.locator("#contact-form");
  await expect(form).toBeInViewport();
  const send = form.getByRole("button", { name: "Absenden" });
  await expect(send).toBeDisabled();
  await expect(form.getByText("Nicht alle Pflichtfelder ausgefüllt")).toBeVisible();

  await form.getByLabel("Vorname").fill("Maximilian-Alexander-Friedrich");
  await expect(form.getByLabel("Vorname")).toHaveValue("Maximilian-Alexander");
  await form.getByLabel("Nachname").fill("Muster");
  await form.getByLabel("E-Mail").fill("keine-adresse");
  await form.getByLabel("Nachricht").fill("Wie lange dauert ein Teil in PA 12?");
  await expect(form.getByText("Noch 365 Zeichen")).toBeVisible();
  await expect(send).toBeDisabled();
  await form.getByLabel(/Datenschutzerklärung/).check();
  await expect(send).toBeEnabled();

  await form.getByLabel("Ich möchte ein technisches Problem melden").check();
  await expect(form.getByLabel("Fehlermeldung", { exact: true })).toHaveCount(0);
  await form.getByLabel("Es wurde eine Fehlermeldung angezeigt").check();
  await form.getByLabel("Fehlermeldung", { exact: true }).fill("Upload bricht ab");
  await form.getByLabel("Browser", { exact: true }).selectOption("FIREFOX");

  // The service refuses the address: the shopper sees which field is wrong.
  await send.click();
  await expect(form.getByRole("alert")).toContainText("Bitte prüfen Sie die markierten Felder.");
  await expect(form.getByLabel("E-Mail")).toHaveAttribute("aria-invalid", "true");

  // The request does not get through: the spec's failure notice.
  await form.getByLabel("E-Mail").fill("max@example.com");
  await page.route("**/graphql", (route) => route.abort("connectionrefused"));
  await send.click();
  await expect(form.getByRole("alert")).toContainText("Die Anfrage konnte nicht gesendet werden.");
  await page.unroute("**/graphql");

  await send.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Absenden erfolgreich")).toBeVisible();
});

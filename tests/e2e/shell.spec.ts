import AxeBuilder from "@axe-core/playwright";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import { test as fresh, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; page_path: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === "page_view")
      .map((entry) => entry.page_path),
  );

fresh.describe("cookie consent", () => {
  fresh(
    "statistics consent lets page views reach the data layer, and the choice persists",
    async ({ page }) => {
      await page.goto("/");
      const banner = page.getByTestId("consent-banner");
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("checkbox", { name: /Notwendig/ })).toBeDisabled();
      expect(await pageViews(page)).toEqual([]);

      await banner.getByRole("checkbox", { name: /Statistik/ }).check();
      await banner.getByRole("button", { name: "Auswahl speichern" }).click();
      await expect(banner).toBeHidden();
      await page
        .getByRole("navigation", { name: "Hauptnavigation" })
        .getByRole("link", { name: "Kontakt" })
        .click();
      await expect(page).toHaveURL(/\/kontakt$/);
      await expect.poll(() => pageViews(page)).toContain("/kontakt");

      await page.reload();
      await expect(page.getByTestId("content-page")).toBeVisible();
      await expect(page.getByTestId("consent-banner")).toBeHidden();
      await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
      await expect(
        page.getByTestId("consent-banner").getByRole("checkbox", { name: /Statistik/ }),
      ).toBeChecked();
    },
  );

  fresh("essential cookies only: no page view is reported", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Nur notwendige" }).click();
    await page.goto("/kontakt");
    await expect(page.getByTestId("content-page")).toBeVisible();
    expect(await pageViews(page)).toEqual([]);
  });
});

test("customer type and language switches persist and change how prices read", async ({ page }) => {
  const flow = new ShopFlow(page);
  await page.goto("/");
  await flow.chooseFile("block.stl", exportStl(boxMesh([0, 0, 0], [30, 20, 10])));
  await expect(flow.configure).toBeVisible();
  await flow.next();
  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await expect(page.getByText("inkl. 19 % MwSt.")).toBeVisible();

  await page.getByRole("radio", { name: "Geschäftskunde" }).check();
  await expect(page.getByText("zzgl. 19 % MwSt.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Geschäftskunde" })).toBeChecked();
  await expect(page.getByText("zzgl. 19 % MwSt.")).toBeVisible();

  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole("radio", { name: "Business customer" })).toBeChecked();
  await expect(page.getByText("plus 19 % VAT")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Cart" })).toBeVisible();
});

test("newsletter signup: refused address, then success", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Newsletter abonnieren" }).click();
  const dialog = page.getByRole("dialog", { name: "Newsletter abonnieren" });
  await expect(dialog).toBeVisible();
  const subscribe = dialog.getByRole("button", { name: "Anmelden" });
  await expect(subscribe).toBeDisabled();
  await expect(dialog.getByText("Nicht alle Pflichtfelder ausgefüllt")).toBeVisible();
  await dialog.getByLabel("PLZ").fill("10a115");
  await expect(dialog.getByLabel("PLZ")).toHaveValue("10115");
  await dialog.getByLabel("Anrede").selectOption("Frau");
  await dialog.getByLabel("Nachname").fill("Muster");
  await dialog.getByLabel("E-Mail").fill("muster@");
  await dialog.getByRole("checkbox").check();
  await expect(dialog.getByText("Nicht alle Pflichtfelder ausgefüllt")).toBeHidden();
  await subscribe.click();
  await expect(dialog.getByRole("alert")).toContainText("Hier scheint ein Fehler aufgetreten zu sein.");
  await expect(dialog.getByLabel("E-Mail")).toHaveAttribute("aria-invalid", "true");
  const { violations } = await new AxeBuilder({ page }).include("dialog").analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await dialog.getByLabel("E-Mail").fill("muster@example.com");
  await subscribe.click();
  // The dialog closes and the page says so, where the shopper was.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Newsletteranmeldung erfolgreich" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("VAT ID for business customers: a malformed number is refused, a valid one accepted for 15 s", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "USt-IdNr. hinterlegen" })).toHaveCount(0);
  await page.getByRole("radio", { name: "Geschäftskunde" }).check();
  await page.getByRole("button", { name: "USt-IdNr. hinterlegen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("USt-IdNr.")).toHaveAttribute("placeholder", "DE123456789");
  await expect(dialog.getByRole("button", { name: "Absenden" })).toBeDisabled();
  await dialog.getByLabel("USt-IdNr.").fill("12345");
  await dialog.getByRole("button", { name: "Absenden" }).click();
  await expect(dialog.getByLabel("USt-IdNr.")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("USt-IdNr.").fill("DE 123 456 789");
  await dialog.getByRole("button", { name: "Absenden" }).click();
  await expect(dialog.getByRole("status")).toContainText("Absenden erfolgreich");
  await page.clock.fastForward(14_000);
  await expect(dialog.getByRole("status")).toContainText("Absenden erfolgreich");
  await page.clock.fastForward(1_000);
  await expect(dialog).toBeHidden();
});

test("the merger note leads to the welcome dialog with the configured discount code", async ({ page }) => {
  await page.goto("/");
  const note = page.getByRole("complementary", { name: "Hinweis zum Zusammenschluss" });
  await expect(note).toContainText("Seit dem 16. März 2025");
  await note.getByRole("link", { name: "Was das für Sie bedeutet" }).click();
  await expect(page).toHaveURL(/#welcome-jomatik$/);
  const dialog = page.getByRole("dialog", { name: "Willkommen bei Druckwerk" });
  await expect(dialog).toContainText("bisherigen Zugangsdaten");
  await expect(dialog.getByTestId("welcome-code")).toHaveText("WILLKOMMEN10");
  await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/#welcome/);
  await expect(page.getByTestId("environment-indicator")).toHaveText("Umgebung: e2e");

  await note.getByRole("button", { name: "Hinweis schließen" }).click();
  await expect(note).toBeHidden();
  await page.goto("/en#welcome");
  await expect(page.getByRole("dialog", { name: "Welcome to Druckwerk" })).toContainText("WILLKOMMEN10");
  await expect(page.getByTestId("merger-notice")).toBeHidden();
});

test("on a phone the header has the upload button, the menu, the login and the cart", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // All of them fit in every language: the cart's right edge is on screen.
  for (const path of ["/fr/contact", "/en/contact", "/kontakt"]) {
    await page.goto(path);
    await expect(page.getByTestId("login-link")).toBeInViewport({ ratio: 1 });
    await expect(page.locator("header a[href$='/cart']")).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole("link", { name: "Hochladen" }).click();
  await expect(page).toHaveURL(/\/#upload$/);
  await expect(page.getByTestId("upload-panel")).toBeInViewport();
  await page.getByRole("button", { name: "Menü" }).click();
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Downloads" })
    .click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
});

test("the language switch keeps the page, also where its path differs by language", async ({ page }) => {
  await page.goto("/kontakt");
  await expect(page.getByTestId("content-page")).toBeVisible();
  await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByRole("heading", { name: "Contact form" })).toBeVisible();
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "FR" }).click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(page.getByRole("heading", { name: "Formulaire de contact" })).toBeVisible();
});

test("a browser too old for the shop is told so after 2 s, for 20 s; a current one never", async ({
  page,
}) => {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.goto("/en");
  await page.clock.fastForward(5_000);
  const warning = page.getByTestId("outdated-browser");
  await expect(warning).toHaveCount(0);
  await expect(page.locator("script[nomodule]")).toHaveAttribute("src", "/outdated-browser.js");

  // From here the clock moves only when told: the page's own work (hydrating) takes real time.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  // What Internet Explorer 11, which skips the shop's modules, runs instead:
  await page.addScriptTag({ url: "/outdated-browser.js" });
  await page.clock.runFor(1_900);
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(warning).toHaveText(/^Your browser is outdated/);
  await page.clock.runFor(20_000);
  await expect(warning).toHaveCount(0);
});

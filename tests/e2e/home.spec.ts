import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { HomePage } from "./page-objects/HomePage";
import { ShopFlow } from "./page-objects/ShopFlow";

test("the home page shows the print modes in German and, after switching, in English", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const home = new HomePage(page);
  await home.open();

  await expect(page.getByRole("heading", { level: 1 })).toContainText("3D-Modell");
  await expect(home.printModes.first()).toBeVisible();
  expect(await home.printModes.count()).toBeGreaterThanOrEqual(5);
  const german = await home.printModeNames();
  expect(german).toContain("SLS PA 12 weiß");
  expect(german).toContain("SLA Standardharz");
  await expect(home.printModes.first()).toContainText("Selektives Lasersintern (SLS)");
  await expect(home.printModes.first()).toContainText("200 × 200 × 330 mm");

  await home.switchLanguage("EN");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { name: "SLS PA 12 white" })).toBeVisible();
  const english = await home.printModeNames();
  expect(english).toContain("SLA standard resin");
  expect(english).not.toContain("SLS PA 12 weiß");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(errors).toEqual([]);
});

test("English and French homes are reachable directly, /en/start included", async ({ page }) => {
  const home = new HomePage(page);
  await home.open("/en/start");
  await expect(page.getByRole("heading", { name: "SLS PA 12 white" })).toBeVisible();
  await home.open("/fr");
  await expect(page.getByRole("heading", { name: "SLS PA 12 blanc" })).toBeVisible();
  await home.switchLanguage("DE");
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole("heading", { name: "SLS PA 12 weiß" })).toBeVisible();
});

test("the logo leads to the home of the current language and the footer shows this year", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open("/en/some-page");
  await page.getByRole("link", { name: /Druckwerk – go to the home page/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("the home page's other addresses open it, its numbers and tab title in the page's language", async ({
  page,
}) => {
  const home = new HomePage(page);
  for (const path of ["/startseite", "/startseite.html", "/start"]) {
    await home.open(path);
    await expect(page.getByRole("heading", { name: "SLS PA 12 weiß" })).toBeVisible();
  }
  await expect(page).toHaveTitle("Druckwerk – 3D-Druck auf Bestellung");
  await expect(home.printModes.first()).toContainText(/\b0,\d+ mm/);

  await home.open("/fr");
  await expect(page).toHaveTitle("Druckwerk – Impression 3D à la demande");
  await expect(home.printModes.first()).toContainText(/\b0,\d+ mm/);
  await home.switchLanguage("EN");
  await expect(page).toHaveTitle("Druckwerk – 3D printing on demand");
  await expect(home.printModes.first()).toContainText(/\b0\.\d+ mm/);

  await page.getByRole("link", { name: /^Cart/ }).first().click();
  await expect(page).toHaveTitle("Cart – Druckwerk");
});

test("a catalogue card shows its sample part and 'from' price, and leads to the configurator with its mode", async ({
  page,
}) => {
  const home = new HomePage(page);
  await home.open();
  const card = home.printModes.filter({ hasText: "MJF PA 12 grau" });
  await expect(card.getByTestId("starting-price")).toHaveText("ab 5,95 € pro Stück, inkl. MwSt.");
  const picture = card.getByRole("img", { name: "Beispielbauteil aus PA 12 (Polyamid)" });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  await card.getByRole("button", { name: "Mit MJF PA 12 grau drucken" }).click();
  await expect(page.locator("#upload")).toBeInViewport();
  const flow = new ShopFlow(page);
  await flow.chooseFile("block.stl", exportStl(boxMesh([0, 0, 0], [30, 20, 10])));
  await expect(page.getByRole("button", { name: "Weiter" })).toBeVisible({ timeout: 30_000 });
  await flow.next();
  await expect(page.getByRole("radio", { name: /MJF PA 12 grau/ })).toBeChecked();
});

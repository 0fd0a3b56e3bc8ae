import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

// Parts of the storefront load on demand; a part that never arrives is said so, with a way back.
test("a part of the page that cannot be loaded is said so inside the shop, with a reload", async ({
  page,
}) => {
  await page.route(/\/assets\/AnalysisTabs-[^/]+\.js$/, (route) => route.abort("connectionreset"));
  await page.goto("/");
  await new ShopFlow(page).chooseFile("Halter.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Ein Teil der Seite konnte nicht geladen werden.", { timeout: 20_000 });
  await expect(page.getByRole("banner")).toBeVisible();

  await page.unroute(/\/assets\/AnalysisTabs-[^/]+\.js$/);
  await alert.getByRole("button", { name: "Seite neu laden" }).click();
  await expect(page.getByTestId("model-viewer")).toHaveAttribute("data-ready", "true");
});

test("the back office that cannot be loaded says so too", async ({ page }) => {
  await page.route(/\/assets\/BackofficeApp-[^/]+\.js$/, (route) => route.abort("connectionreset"));
  await page.goto("/backoffice");
  await expect(page.getByRole("alert")).toContainText("Ein Teil der Seite konnte nicht geladen werden.");
});

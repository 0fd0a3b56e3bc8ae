import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { ShopFlow } from "./page-objects/ShopFlow";

// Parts of the storefront load on demand; a part that never arrives is said so, with a way back.
test("a part of the page that cannot be loaded is said so inside the shop, with a reload", async ({
  page,
}) => {
  await page.route(/\/assets\/ModelScene-[^/]+\.js$/, (route) => route.abort("connectionreset"));
  await page.goto("/");
  await new ShopFlow(page).chooseFile("Halter.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  // The 3D view's code: the message in the view's place, the rest of the configurator still works.
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Ein Teil der Seite konnte nicht geladen werden.", { timeout: 20_000 });
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(
    page.getByTestId("configure-view").getByRole("button", { name: "Weiter", exact: true }),
  ).toBeEnabled();

  await page.unroute(/\/assets\/ModelScene-[^/]+\.js$/);
  await alert.getByRole("button", { name: "Seite neu laden" }).click();
  await expect(page.getByTestId("model-viewer")).toHaveAttribute("data-ready", "true");
});

test("the back office that cannot be loaded says so too", async ({ page }) => {
  await page.route(/\/assets\/BackofficeApp-[^/]+\.js$/, (route) => route.abort("connectionreset"));
  await page.goto("/backoffice");
  await expect(page.getByRole("alert")).toContainText("Ein Teil der Seite konnte nicht geladen werden.");
});

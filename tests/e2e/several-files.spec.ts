import { boxMesh, exportObj, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { CartView } from "./page-objects/CartView";
import { ShopFlow } from "./page-objects/ShopFlow";

const sizes: Record<string, string> = {
  Halter: "40,00 x 20,00 x 10,00 mm",
  Deckel: "30,00 x 30,00 x 5,00 mm",
  Fuss: "25,00 x 25,00 x 8,00 mm",
};

test("three files dropped at once are analysed side by side and configured in turn", async ({ page }) => {
  test.slow();
  await page.goto("/");
  const flow = new ShopFlow(page);
  await flow.dropFiles([
    { name: "Halter.stl", bytes: exportStl(boxMesh([0, 0, 0], [40, 20, 10])) },
    { name: "Deckel.stl", bytes: exportStl(boxMesh([0, 0, 0], [30, 30, 5])) },
    { name: "Fuss.obj", bytes: exportObj(boxMesh([0, 0, 0], [25, 25, 8]), "Fuss") },
  ]);
  await expect(flow.configure).toBeVisible({ timeout: 20_000 });
  const waiting = page.getByTestId("waiting-models");
  const take = waiting.getByRole("button", { name: /^Jetzt konfigurieren/ });
  await expect(take).toHaveCount(2, { timeout: 20_000 });
  // The first model analysed is on the configurator, the others wait in the order theirs finished.
  const configured = async () => {
    const name = await page.getByLabel("Objektname").inputValue();
    await expect(flow.measurements).toHaveText(sizes[name] ?? "?");
    return name;
  };
  const waitingNames = async () =>
    Promise.all(
      (await take.all()).map(async (button) =>
        ((await button.getAttribute("aria-label")) ?? "").replace(/^Jetzt konfigurieren: /, ""),
      ),
    );
  const first = await configured();
  const [second, third] = await waitingNames();
  expect([first, second, third].sort()).toEqual(["Deckel", "Fuss", "Halter"]);

  const addToCart = async () => {
    await flow.next();
    await page.getByRole("button", { name: "Veredelungen wählen" }).click();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
  };
  // Into the cart, and the next analysed model is on the configurator at once.
  await addToCart();
  await expect(page.getByLabel("Objektname")).toHaveValue(second as string);
  await configured();
  expect(await waitingNames()).toEqual([third]);

  // Another waiting model can be taken first; the one it replaces waits instead.
  await waiting.getByRole("button", { name: `Jetzt konfigurieren: ${third}` }).click();
  await expect(page.getByLabel("Objektname")).toHaveValue(third as string);
  await configured();
  expect(await waitingNames()).toEqual([second]);

  await addToCart();
  await expect(page.getByLabel("Objektname")).toHaveValue(second as string);
  await expect(waiting).toHaveCount(0);
  await addToCart();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(new CartView(page).items).toHaveCount(3);
});

test("a file uploaded from the cart after the first went in goes into the cart too", async ({ page }) => {
  test.slow();
  await page.goto("/");
  const flow = new ShopFlow(page);
  const cart = new CartView(page);
  const addToCart = async () => {
    await flow.next();
    await page.getByRole("button", { name: "Veredelungen wählen" }).click();
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
  };
  await flow.chooseFile("Halter.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  await expect(flow.measurements).toHaveText(sizes.Halter as string, { timeout: 20_000 });
  await addToCart();
  await expect(cart.items).toHaveCount(1);

  for (const name of ["Deckel", "Fuss"]) {
    await page.getByRole("button", { name: "Weitere Datei hinzufügen" }).click();
    await expect(page.getByRole("heading", { name: "3D-Modell hochladen" })).toBeVisible();
    const [x, y, z] = name === "Deckel" ? [30, 30, 5] : [25, 25, 8];
    await flow.chooseFile(`${name}.stl`, exportStl(boxMesh([0, 0, 0], [x, y, z])));
    await expect(flow.measurements).toHaveText(sizes[name] as string, { timeout: 20_000 });
    // Measured first, then completely analysed: the cart takes it once the analysis is done.
    await expect(flow.configure).toHaveAttribute("data-analysis-stage", "COMPLETED", { timeout: 20_000 });
    await addToCart();
    await expect(page).toHaveURL(/\/cart$/);
  }
  await expect(cart.items).toHaveCount(3);
});

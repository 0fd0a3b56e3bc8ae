import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { CartView, formatCents } from "./page-objects/CartView";
import { ShopFlow } from "./page-objects/ShopFlow";

// Runs against the shop started with TAX_RATE=7 (the "reduced-vat" project).
test("the cart names the VAT rate the shop is configured with", async ({ page }) => {
  await page.goto("/");
  const flow = new ShopFlow(page);
  await flow.chooseFile("bracket.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
  await expect(flow.configure).toBeVisible();
  await flow.next();
  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();

  const cart = new CartView(page);
  await expect(cart.items).toHaveCount(1);
  const server = await cart.fromServer();
  expect(server.taxRate).toBe(7);
  await expect(cart.taxNote).toHaveText(`inkl. 7 % MwSt. (${formatCents(server.tax)})`);
  await expect(cart.total).toHaveText(formatCents(server.total.gross));
  expect(server.total.gross).toBe(Math.round(server.total.net * 1.07));
});

import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, test } from "./fixtures";
import { CartView } from "./page-objects/CartView";
import { ModeComparison } from "./page-objects/ModeComparison";
import { ShopFlow } from "./page-objects/ShopFlow";

/** 160 x 150 x 120 mm: too large for both SLA printers (145 mm) and for SLS's sum of sides (360 mm). */
const lampshade = () => exportStl(boxMesh([0, 0, 0], [160, 150, 120]));
/** 1.6 mm long: implausible in mm, a likely inch model. */
const inchModel = () => exportStl(boxMesh([0, 0, 0], [1.6, 1.2, 0.8]));

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

for (const width of [1280, 375]) {
  test(`at ${width} px: every mode priced and compared, a mode too large greyed out and scaled to fit`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const flow = new ShopFlow(page);
    const compare = new ModeComparison(page);
    await flow.chooseFile("lampenschirm.stl", lampshade());
    await expect(flow.configure).toBeVisible();

    await expect(compare.facts.getByTestId("fact-size")).toHaveText("160,00 × 150,00 × 120,00 mm");
    await expect(compare.facts.getByTestId("fact-volume")).toHaveText("2880,00 cm³");
    await expect(compare.facts.getByTestId("fact-area")).toHaveText("1224,00 cm²");
    await expect(compare.facts.getByTestId("fact-triangles")).toHaveText("12");

    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(compare.list).toHaveAttribute("aria-busy", "false");
    await expect(compare.printableRows).toHaveCount(3);
    for (const row of await compare.printableRows.all()) {
      await expect(row.getByTestId("mode-price")).toHaveCount(1);
      await expect(row.getByTestId("mode-price")).toHaveText(/^ab \d+(\.\d{3})*,\d\d\s€$/);
      await expect(row.getByTestId("mode-days")).toHaveText(/^ab \d+ Werktag(en)?$/);
    }
    await expect(compare.greyedRows).toHaveCount(3);
    await expect(compare.greyedRows.getByTestId("mode-price")).toHaveCount(0);
    const sla = compare.row("SLA Standardharz");
    await expect(sla).toHaveAttribute("data-verdict", "tooLarge");
    await expect(sla.getByTestId("mode-reason")).toContainText("Zu groß: höchstens 145 × 145 × 175 mm");
    await expect(compare.row("SLS PA 12 weiß").getByTestId("mode-reason")).toContainText(
      "Seitensumme bis 360 mm",
    );
    // The configurator starts with the first mode that prints the model, and its price.
    await expect(compare.priceBar.getByTestId("line-price")).toHaveText(/\d,\d\d\s€$/);

    // The catalogue's order is neither the cheapest nor the fastest first here.
    expect(await compare.prices()).not.toEqual(ascending(await compare.prices()));
    expect(await compare.days()).not.toEqual(ascending(await compare.days()));
    await compare.sortBy("Preis");
    const prices = await compare.prices();
    expect(prices).toEqual(ascending(prices));
    await compare.sortBy("Lieferzeit");
    const days = await compare.days();
    expect(days).toEqual(ascending(days));
    // By keyboard: from "Lieferzeit" back to "Preis" with an arrow key.
    await page.getByRole("radio", { name: "Lieferzeit", exact: true }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Preis", exact: true })).toBeChecked();
    expect(await compare.prices()).toEqual(prices);
    const order = await compare.order();
    expect(order.slice(-3).sort()).toEqual(["sla-standard-resin", "sla-tough-resin", "sls-pa12-white"]);

    await sla.getByRole("button", { name: "Passend skalieren (0,96×)" }).click();
    await expect(page.getByTestId("scale-input")).toHaveValue("0,9600");
    await expect(sla).toHaveAttribute("data-verdict", "printable");
    await expect(sla.getByRole("radio")).toBeChecked();
    await expect(sla.getByTestId("mode-price")).toHaveText(/^ab .+\s€$/);
    await expect(compare.facts.getByTestId("fact-size")).toHaveText("153,60 × 144,00 × 115,20 mm");
    await expect(flow.quality).toHaveAttribute("data-quality", "printable");

    if (width === 375) {
      expect(await compare.overflowing()).toEqual([]);
      // The price stays in sight at the bottom while the shopper works further down.
      await page.getByTestId("quantity-input").scrollIntoViewIfNeeded();
      const bar = await compare.priceBar.boundingBox();
      expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(800);
      expect(bar?.y).toBeGreaterThan(800 - 200);
    }

    // Straight into the cart from the configuration.
    await compare.priceBar.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const cart = new CartView(page);
    await expect(cart.items).toHaveCount(1);
    await expect(cart.items).toContainText("SLA Standardharz");
  });
}

test("the analysis's unit suggestion is applied with one click", async ({ page }) => {
  const flow = new ShopFlow(page);
  const compare = new ModeComparison(page);
  await flow.chooseFile("clip.stl", inchModel());
  await expect(flow.measurements).toHaveText("1,60 x 1,20 x 0,80 mm");
  await page.getByRole("button", { name: "Als inch übernehmen" }).click();
  await expect(flow.measurements).toHaveText("1,60 x 1,20 x 0,80 inch");
  await expect(page.getByTestId("unit-select")).toHaveValue("INCH");
  await expect(page.getByTestId("unit-suggestion")).toHaveCount(0);
  await expect(compare.facts.getByTestId("fact-size")).toHaveText("40,64 × 30,48 × 20,32 mm");
  await expect(compare.facts.getByTestId("fact-volume")).toHaveText("25,17 cm³");
});

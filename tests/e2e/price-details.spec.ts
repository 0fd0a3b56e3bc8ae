import { boxMesh, exportStl } from "@druckwerk/mesh";
import { estimateDelivery, germanHolidays, SHOP_TIME_ZONE } from "@druckwerk/shipping";
import { expect, type Locator, type Page, test } from "./fixtures";
import { CartView } from "./page-objects/CartView";
import { ShopFlow } from "./page-objects/ShopFlow";

const block = () => exportStl(boxMesh([0, 0, 0], [40, 20, 10]));

/** An amount as the page shows it ("1.234,56 €", "-9,58 €", "€1,234.56") in cents. */
const centsOf = (text: string, decimal: "," | ".") => {
  const digits = text.replace(decimal === "," ? /[^\d,-]/g : /[^\d.-]/g, "").replace(",", ".");
  return Math.round(Number(digits) * 100);
};

/** Opens a price's breakdown and answers its lines' amounts and its total, in cents. */
async function openBreakdown(breakdown: Locator, decimal: "," | "." = ",") {
  await breakdown.locator("summary").click();
  const amounts = await breakdown.getByTestId("price-component-amount").allInnerTexts();
  const total = await breakdown.getByTestId("price-breakdown-total").innerText();
  return { lines: amounts.map((a) => centsOf(a, decimal)), total: centsOf(total, decimal) };
}

const sum = (values: number[]) => values.reduce((total, each) => total + each, 0);

/** The delivery day the shop's rule gives for an order now, written as a page in `locale` writes it. */
function expectedDeliveryText(production: number, shipping: number, locale: string) {
  const { deliveryDay } = estimateDelivery(
    new Date(),
    { production, shipping },
    { cutoffMinutes: 14 * 60, timeZone: SHOP_TIME_ZONE, holidays: germanHolidays() },
  );
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${deliveryDay}T00:00:00Z`));
}

async function configured(page: Page, next = "Weiter") {
  const flow = new ShopFlow(page);
  await flow.chooseFile("Halterung.stl", block());
  await expect(flow.configure).toBeVisible();
  await page.getByRole("button", { name: next }).click();
  await flow.settledPrice();
  return flow;
}

test("the configurator's price opens into its parts and says when it arrives", async ({ page }) => {
  await page.goto("/");
  const flow = await configured(page);
  const shown = centsOf(await flow.settledPrice(), ",");

  const breakdown = page.getByTestId("price-breakdown");
  // Closed until the shopper asks.
  await expect(breakdown.getByTestId("price-component").first()).toBeHidden();
  const { lines, total } = await openBreakdown(breakdown);
  await expect(breakdown.getByRole("row", { name: /^Material/ })).toBeVisible();
  expect(sum(lines)).toBe(shown);
  expect(total).toBe(shown);

  // SLS PA 12 takes 5 business days to make, standard shipping 3.
  await expect(page.getByTestId("delivery-date")).toContainText(
    `Lieferung voraussichtlich am ${expectedDeliveryText(5, 3, "de-DE")}`,
  );
  await expect(page.getByTestId("delivery-date")).toContainText("Standard-Versand");

  // A larger quantity brings a discount, shown as its own negative line; the lines still add up.
  await page.getByLabel("Anzahl").first().fill("10");
  await expect(page.getByTestId("price-summary")).toHaveAttribute("aria-busy", "true");
  const discounted = centsOf(await flow.settledPrice(), ",");
  await expect(breakdown.getByRole("row", { name: /Mengenrabatt/ })).toBeVisible();
  const again = await breakdown.getByTestId("price-component-amount").allInnerTexts();
  expect(sum(again.map((a) => centsOf(a, ",")))).toBe(discounted);
  expect(again.some((a) => centsOf(a, ",") < 0)).toBe(true);
});

test("a processing step chosen in the cart changes the line's price, explained in its breakdown", async ({
  page,
}) => {
  await page.goto("/");
  await configured(page);
  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/cart$/);

  const cart = new CartView(page);
  const line = page.getByTestId("cart-item-sum");
  const beforeText = await line.innerText();
  const before = centsOf(beforeText, ",");
  const netBefore = (await cart.fromServer()).items[0]?.price.net ?? 0;
  const lineBreakdown = cart.items.first().getByTestId("price-breakdown");
  const opened = await openBreakdown(lineBreakdown);
  expect(sum(opened.lines)).toBe(before);
  await expect(page.getByTestId("delivery-date")).toContainText(
    `Lieferung voraussichtlich am ${expectedDeliveryText(5, 3, "de-DE")}`,
  );

  await page.getByRole("button", { name: "Nachbearbeitung (0)" }).click();
  const dialog = page.getByRole("dialog");
  const option = dialog.getByLabel("Option");
  // Each option says what it adds to one part of this model, and the days it takes.
  await expect(option.locator("option", { hasText: "Gewindeeinsatz M4" })).toHaveText(
    "Gewindeeinsatz M4 (+1,67 € je Teil, +1 Werktag)",
  );
  await option.selectOption({ label: "Gewindeeinsatz M4 (+1,67 € je Teil, +1 Werktag)" });
  await dialog.getByLabel("Anzahl je Teil").fill("2");
  await dialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(dialog.getByTestId("chosen-step")).toContainText("Gewindeeinsatz M4 × 2");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  await expect(line).not.toHaveText(beforeText);
  const after = centsOf(await line.innerText(), ",");
  expect(after).toBeGreaterThan(before);
  // two inserts at 1,40 € net on the one part: 2,80 € more, net
  const server = (await cart.fromServer()).items[0]?.price;
  expect(server?.net).toBe(netBefore + 280);
  expect(server?.gross).toBe(after);
  await expect(lineBreakdown.getByRole("row", { name: /Nachbearbeitung/ })).toBeVisible();
  const amounts = await lineBreakdown.getByTestId("price-component-amount").allInnerTexts();
  expect(sum(amounts.map((a) => centsOf(a, ",")))).toBe(after);
  // The inserts take a day more.
  await expect(page.getByTestId("delivery-date")).toContainText(expectedDeliveryText(6, 3, "de-DE"));
});

test("the delivery date is written in the page's language", async ({ page }) => {
  await page.goto("/en");
  await configured(page, "Next");
  await expect(page.getByTestId("delivery-date")).toContainText(
    `Estimated delivery ${expectedDeliveryText(5, 3, "en-US")}`,
  );
  const shown = centsOf(await page.getByTestId("line-price").innerText(), ".");
  const { lines } = await openBreakdown(page.getByTestId("price-breakdown"), ".");
  expect(sum(lines)).toBe(shown);
});

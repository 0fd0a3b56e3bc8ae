import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { blockInCart, registeredCustomer, screenPage, signedIn } from "./shop-steps";

// Usage: tsx tests/tools/account-shots.ts BASE_URL DATA_DIR OUT_DIR — screenshots of the account
// area (account with its order history, order details, profile, password, e-mail, reset) at 1280
// and 375 px, for a customer registered through the API who orders once (prepaid).
const [base = "http://localhost:4000", dataDir = "./data", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const { username } = await registeredCustomer(browser, base, dataDir);

/** A prepaid order of the signed-in customer, placed through the shop's pages. */
async function placeOrder(page: Page) {
  await blockInCart(page, base, "Halterung.stl");
  await page.getByRole("link", { name: "Jetzt bestellen" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await page.getByTestId("order-number").waitFor();
  await page.goto(`${base}/account`);
}

for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const { page, shot } = await screenPage(browser, width, (step) => `${out}/a-${step}-${name}.png`);
  await signedIn(page, base, username);
  if (name === "desktop") await placeOrder(page);
  await page.getByTestId("order-history").or(page.getByText("Sie haben noch")).first().waitFor();
  await shot("account");
  const firstOrder = page.getByTestId("order-history").getByRole("link").first();
  if (await firstOrder.count()) {
    await firstOrder.click();
    await page.getByTestId("order-number").waitFor();
    await shot("order-details");
  }
  for (const path of ["profile-update", "password-update", "mail-update", "reset-password"]) {
    await page.goto(`${base}/${path}`);
    await page.locator("h1").waitFor();
    await shot(path);
  }
  await page.close();
}
await browser.close();

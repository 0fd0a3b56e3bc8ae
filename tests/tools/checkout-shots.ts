import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent, blockInCart, guestDetails, screenPage } from "./shop-steps";

// Usage: tsx tests/tools/checkout-shots.ts BASE_URL OUT_DIR — screenshots of the checkout screens
// (cart, payment details with errors and filled, review, voucher dialog, order complete) at 1280
// and 375 px, for a guest paying in advance.
const [base = "http://localhost:4000", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

async function fillCart(page: Page) {
  await page.goto(base);
  await answerConsent(page);
  await blockInCart(page, base);
}

for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const { page, shot } = await screenPage(browser, width, (step) => `${out}/c-${step}-${name}.png`);
  await fillCart(page);
  await shot("cart");
  await page.getByRole("link", { name: "Jetzt bestellen" }).click();
  await page.getByRole("heading", { name: "Zahlungsdaten" }).waitFor();
  await page.getByRole("button", { name: "Weiter" }).click();
  await shot("details-errors");
  await guestDetails(page);
  await shot("details");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("order-sums").waitFor();
  await shot("review");
  await page.getByLabel("Gutscheincode").fill("WILLKOMMEN10");
  await page.getByRole("button", { name: "Einlösen" }).click();
  await page.getByRole("dialog").waitFor();
  await shot("voucher");
  await page.getByRole("button", { name: "Gutschein einlösen" }).click();
  await page.getByTestId("sum-discount").waitFor();
  // The same order in English and French, as a shopper switching languages sees it.
  await page.goto(`${base}/en/review-order`);
  await page.getByTestId("sum-discount").waitFor();
  await shot("review-en");
  await page.goto(`${base}/fr/payment-details`);
  await page.getByTestId("payment-methods").waitFor();
  await shot("details-fr");
  await page.goto(`${base}/review-order`);
  await page.getByTestId("sum-discount").waitFor();
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await page.getByTestId("order-number").waitFor();
  await shot("complete");

  // A PayPal order cancelled at the provider, then paid later from the failed page.
  await fillCart(page);
  await page.getByRole("link", { name: "Jetzt bestellen" }).click();
  await guestDetails(page);
  await page
    .getByTestId("payment-methods")
    .getByRole("radio", { name: /^PayPal/ })
    .check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await page.getByRole("button", { name: "Abbrechen und zurück zum Shop" }).click();
  await page.getByRole("link", { name: "Jetzt bezahlen" }).waitFor();
  await shot("failed");
  await page.getByRole("link", { name: "Jetzt bezahlen" }).click();
  await page.getByTestId("payment-methods").waitFor();
  await shot("pay-now");
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("place-order").waitFor();
  await shot("pay-now-review");
  await page.close();
}
await browser.close();

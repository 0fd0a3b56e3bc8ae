import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { answerConsent, blockInCart, guestDetails, screenPage } from "./shop-steps";

/**
 * Screenshots of the back office at 1280 px (it needs no phone layout): sign-in, the orders list
 * filtered and sorted by total, the newest order before and after it went into production, a
 * guest's PayPal order of a too thin plate, paid on the simulator's page and cancelled, with its
 * refund offered, confirmed and made; the vouchers with the form refusing a value and the dates,
 * and the staff with the add-member form refusing a short password.
 * Usage: npx tsx tests/tools/backoffice-shots.ts BASE EMAIL PASSWORD OUT_DIR (a shop with orders and
 * that staff member, e.g. after checkout-shots.ts and `npm run staff -- add`).
 */
const [base = "http://localhost:4000", email = "", password = "", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const { page, shot } = await screenPage(browser, 1280, (step) => `${out}/b-${step}-desktop.png`);
  await page.goto(`${base}/backoffice`);
  await page.getByLabel("E-Mail-Adresse").waitFor();
  await shot("login");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.getByRole("table").waitFor();
  await page.getByRole("link").filter({ hasText: /^DW-/ }).first().waitFor();
  await shot("orders");
  await page.getByLabel("Zahlung").selectOption("PAYMENT_PENDING");
  await page.waitForTimeout(800);
  await shot("orders-unpaid");
  await page.getByLabel("Zahlung").selectOption("");
  await page.getByRole("button", { name: "Summe" }).click();
  await page.locator('th[aria-sort="ascending"]').waitFor();
  await page.waitForTimeout(800);
  await shot("orders-by-total");
  await page.getByLabel("Status", { exact: true }).selectOption("ORDER_RECEIVED");
  await page.waitForTimeout(800);
  await page.getByRole("link").filter({ hasText: /^DW-/ }).first().click();
  await page.getByTestId("order-status").waitFor();
  await shot("order");
  await page.getByLabel("Status", { exact: true }).selectOption("IN_PRODUCTION");
  await page.getByRole("button", { name: "Übernehmen" }).click();
  await page.getByTestId("audit-trail").waitFor();
  await shot("order-in-production");
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await shot("order-en");
  await page.getByRole("button", { name: "DE", exact: true }).click();

  const shopper = await browser.newPage();
  await shopper.goto(base);
  await answerConsent(shopper);
  // A plate thinner than the print mode's minimum wall: the order page flags it.
  await blockInCart(shopper, base, "Abdeckplatte dünn.stl", [40, 20, 0.6]);
  await shopper.getByRole("link", { name: "Jetzt bestellen" }).click();
  await guestDetails(shopper);
  await shopper
    .getByTestId("payment-methods")
    .getByRole("radio", { name: /^PayPal/ })
    .check();
  await shopper.getByRole("button", { name: "Weiter" }).click();
  await shopper.getByTestId("accept-terms").check();
  await shopper.getByTestId("place-order").click();
  await shopper.getByRole("button", { name: "Jetzt bezahlen" }).click();
  const number = await shopper.getByTestId("order-number").innerText();
  await shopper.close();

  await page.goto(`${base}/backoffice`);
  await page.getByLabel("Suche (Nummer, Name, E-Mail)").fill(number);
  await page.getByRole("link", { name: number }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("ORDER_CANCELLED");
  await page.getByRole("button", { name: "Übernehmen" }).click();
  await page.getByRole("button", { name: "Über PayPal erstatten" }).waitFor();
  await shot("order-refundable");
  await page.getByRole("button", { name: "Über PayPal erstatten" }).click();
  await shot("order-refund-confirm");
  await page.getByRole("button", { name: "Ja, erstatten" }).click();
  await page.getByTestId("payment-status").filter({ hasText: "Erstattet" }).waitFor();
  await shot("order-refunded");
  await page.getByRole("link", { name: "Gutscheine" }).click();
  await page.getByRole("rowheader", { name: "WILLKOMMEN10" }).waitFor();
  await shot("vouchers");
  await page.getByRole("button", { name: "Neuer Gutschein" }).click();
  await page.getByLabel(/^Code/).fill(`HERBST${Date.now() % 1000}`);
  await page.getByLabel(/^Wert/).fill("150");
  await page.getByLabel("Erster Tag").fill("2026-12-01");
  await page.getByLabel("Letzter Tag").fill("2026-11-01");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await page.getByText("Der letzte Tag liegt vor dem ersten.").waitFor();
  await shot("voucher-form-errors");
  await page.getByLabel(/^Wert/).fill("15");
  await page.getByLabel("Letzter Tag").fill("2027-01-31");
  await page.getByLabel("Max. Einlösungen").fill("100");
  await page.getByRole("button", { name: "Anlegen" }).click();
  await page.getByRole("status").waitFor();
  await shot("vouchers-created");

  await page.getByRole("link", { name: "Team" }).click();
  await page.getByRole("heading", { name: "Mitarbeiter·in hinzufügen" }).waitFor();
  await page.getByLabel(/^Name/).fill("Jonas Werkstatt");
  await page.getByLabel(/^E-Mail-Adresse/).fill(email);
  await page.getByLabel(/^Erstes Passwort/).fill("kurz");
  await page.getByRole("button", { name: "Mitarbeiter·in hinzufügen" }).click();
  await page.getByText("Die Angabe ist zu kurz.").waitFor();
  await shot("staff-errors");
} finally {
  await browser.close();
}

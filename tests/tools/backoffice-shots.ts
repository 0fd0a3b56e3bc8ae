import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { screenPage } from "./shop-steps";

/**
 * Screenshots of the back office at 1280 px (it needs no phone layout): sign-in, the orders list
 * filtered, and the newest order before and after it went into production.
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
  await page.getByRole("link").filter({ hasText: /^DW-/ }).first().click();
  await page.getByTestId("order-status").waitFor();
  await shot("order");
  await page.getByLabel("Status", { exact: true }).selectOption("IN_PRODUCTION");
  await page.getByRole("button", { name: "Übernehmen" }).click();
  await page.getByTestId("audit-trail").waitFor();
  await shot("order-in-production");
  await page.getByRole("button", { name: "EN", exact: true }).click();
  await shot("order-en");
} finally {
  await browser.close();
}

import { expireQuotes } from "@druckwerk/checkout";
import { openDatabase } from "@druckwerk/platform";
import { chromium, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { chromiumArgs, chromiumPath } from "./chromium";
import { linksSentTo } from "./outbox";
import { blockInCart, registeredCustomer, screenPage, signedIn } from "./shop-steps";

// Usage: tsx tests/tools/quote-shots.ts BASE_URL DATA_DIR OUT_DIR DATABASE_URL — screenshots of the
// accept-quote page (open, in German and English, and expired) and the account's history with the
// expired quote, at 1280 and 375 px. The shop runs on the PostgreSQL database DATABASE_URL names:
// the second quote is made to expire by moving its date into the past there.
const [base = "http://localhost:4000", dataDir = "./data", out = "/tmp/shots", databaseUrl = ""] =
  process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const { username, email } = await registeredCustomer(browser, base, dataDir);

/** A quote of the signed-in customer requested through the shop's pages; answers its accept link. */
async function requestQuote(page: Page): Promise<string> {
  const before = linksSentTo(dataDir, email, "accept-quote").length;
  await blockInCart(page, base, "Halterung für die Werkbank links.stl");
  await page.getByRole("link", { name: "Jetzt bestellen" }).click();
  await page
    .getByTestId("payment-methods")
    .getByRole("radio", { name: /^Angebot anfordern/ })
    .check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("accept-terms").check();
  await page.getByTestId("place-order").click();
  await page
    .getByRole("heading", { name: "Ihr Angebot ist unterwegs" })
    .waitFor()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `${out}/q-failed-quote.png`, fullPage: true });
      throw error;
    });
  for (let i = 0; i < 200 && linksSentTo(dataDir, email, "accept-quote").length === before; i++)
    await page.waitForTimeout(100);
  return linksSentTo(dataDir, email, "accept-quote").at(-1)?.link ?? "";
}

const setup = await browser.newPage();
// Uploads are analysed and orders placed on a possibly busy machine.
setup.setDefaultTimeout(120_000);
await signedIn(setup, base, username);
const open = await requestQuote(setup);
const expired = await requestQuote(setup);
await setup.close();
const database = await openDatabase({ url: databaseUrl });
const expiredId = expired.split("/").at(-1) ?? "";
await database.db.execute(
  sql`update checkout.orders set quote_valid_until = now() - interval '1 day' where id = ${expiredId}`,
);
await expireQuotes(database.db, new Date());
await database.close();

for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  const { page, shot } = await screenPage(browser, width, (step) => `${out}/q-${step}-${name}.png`);
  page.setDefaultTimeout(120_000);
  await signedIn(page, base, username);
  await page.getByTestId("order-history").waitFor();
  await shot("history");
  await page.goto(open);
  await page.getByTestId("accept-quote").waitFor();
  await shot("accept");
  await page.goto(open.replace(base, `${base}/en`));
  await page.getByTestId("accept-quote").waitFor();
  await shot("accept-en");
  await page.goto(expired);
  await page.getByTestId("quote-expired").waitFor();
  await shot("expired");
  await page.close();
}
await browser.close();

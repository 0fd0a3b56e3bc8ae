import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium";
import { optinCodeSentTo } from "./outbox";
import { answerConsent, blockInCart, screenPage } from "./shop-steps";

// Usage: tsx tests/tools/account-shots.ts BASE_URL DATA_DIR OUT_DIR — screenshots of the account
// area (account with its order history, order details, profile, password, e-mail, reset) at 1280
// and 375 px, for a customer registered through the API who orders once (prepaid).
const [base = "http://localhost:4000", dataDir = "./data", out = "/tmp/shots"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const username = `shots${Date.now().toString(36)}`;
const email = `${username}@example.com`;

async function graphql(page: Page, query: string, variables: Record<string, unknown>) {
  const response = await page.request.post(`${base}/graphql`, { data: { query, variables } });
  return (await response.json()).data;
}

const setup = await browser.newPage();
await graphql(setup, "mutation ($input: RegisterInput!) { register(input: $input) { __typename } }", {
  input: {
    username,
    password: "Sicher!2026",
    email,
    privacyAccepted: true,
    billingAddress: {
      firstname: "Erika",
      lastname: "Mustermann",
      street: "Heidestraße 17",
      postalCode: "10115",
      city: "Berlin",
      countryId: "DE",
    },
  },
});
for (let i = 0; i < 200 && !optinCodeSentTo(dataDir, email); i++) await setup.waitForTimeout(100);
await graphql(setup, "mutation ($code: String!) { confirmRegistration(code: $code) { __typename } }", {
  code: optinCodeSentTo(dataDir, email),
});
await setup.close();

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
  await page.goto(`${base}/login`);
  await answerConsent(page);
  await page.getByLabel(/^Benutzername/).fill(username);
  await page.getByLabel(/^Passwort/).fill("Sicher!2026");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL(/\/account$/);
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

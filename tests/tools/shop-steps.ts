import { boxMesh, exportStl } from "@druckwerk/mesh";
import type { Browser, Page } from "@playwright/test";
import { optinCodeSentTo } from "./outbox";

/** Steps of the screenshot tools, as a shopper takes them on the German pages. */

/**
 * The cookie question answered (essential only), so no banner covers the pages: clicked on the
 * page open (if it still asks), and waited for until it is gone (a click before the page's code runs is replayed
 * once it has; navigating away before then would lose it).
 */
export async function answerConsent(page: Page) {
  const banner = page.getByTestId("consent-banner");
  if ((await banner.count()) === 0) return;
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  await banner.waitFor({ state: "detached" });
}

/** A block (40 x 20 x 10 mm unless `size` says) uploaded, configured with the defaults and put in the cart. */
export async function blockInCart(
  page: Page,
  base: string,
  name = "Halterung für die Werkbank links.stl",
  size: [number, number, number] = [40, 20, 10],
) {
  await page.goto(base);
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: "model/stl",
    buffer: Buffer.from(exportStl(boxMesh([0, 0, 0], size))),
  });
  await page.getByTestId("measurements").waitFor();
  await page.getByRole("button", { name: "Weiter" }).click();
  await page.getByTestId("color-option").first().waitFor();
  await page.getByRole("button", { name: "Veredelungen wählen" }).click();
  await page.getByRole("button", { name: "In den Warenkorb" }).click();
  await page.getByTestId("cart-item").first().waitFor();
}

/** The payment details page filled in for Erika Mustermann in Berlin, a guest. */
export async function guestDetails(page: Page) {
  await page.getByLabel("E-Mail").first().fill("erika.mustermann@example.com");
  await page
    .getByLabel(/^Vorname/)
    .first()
    .fill("Erika");
  await page
    .getByLabel(/^Nachname/)
    .first()
    .fill("Mustermann");
  await page
    .getByLabel(/^Straße und Hausnummer/)
    .first()
    .fill("Heidestraße 17");
  await page.getByLabel(/^PLZ/).first().fill("10115");
  await page.getByLabel(/^Ort/).first().fill("Berlin");
}

/**
 * A page `width` px wide that logs console errors, and `shot(step)`: the whole page from its top,
 * saved where `pathOf(step)` says.
 */
export async function screenPage(browser: Browser, width: number, pathOf: (step: string) => string) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  const shot = async (step: string) => {
    await page.evaluate("window.scrollTo(0, 0)");
    await page.waitForTimeout(600);
    await page.screenshot({ path: pathOf(step), fullPage: true });
  };
  return { page, shot };
}

const PASSWORD = "Sicher!2026";

/** A customer from Berlin registered and confirmed through the API (the outbox under `dataDir`). */
export async function registeredCustomer(browser: Browser, base: string, dataDir: string) {
  const username = `shots${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const setup = await browser.newPage();
  const graphql = (query: string, variables: Record<string, unknown>) =>
    setup.request.post(`${base}/graphql`, { data: { query, variables } });
  await graphql("mutation ($input: RegisterInput!) { register(input: $input) { __typename } }", {
    input: {
      username,
      password: PASSWORD,
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
  await graphql("mutation ($code: String!) { confirmRegistration(code: $code) { __typename } }", {
    code: optinCodeSentTo(dataDir, email),
  });
  await setup.close();
  return { username, email };
}

/** The customer signed in on the login page, with the cookie question answered; lands on the account. */
export async function signedIn(page: Page, base: string, username: string) {
  await page.goto(`${base}/login`);
  await answerConsent(page);
  await page.getByLabel(/^Benutzername/).fill(username);
  await page.getByLabel(/^Passwort/).fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL(/\/account$/);
}

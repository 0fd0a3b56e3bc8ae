import { confirmedAccount, field, PASSWORD, signIn } from "./accounts";
import { expect, type Page, seriousViolations, test } from "./fixtures";
import { awaitLink } from "./outbox";
import { Checkout, mailAbout } from "./page-objects/Checkout";

/** New passwords follow the change rules: word characters, digits and spaces, 8 to 20. */
const NEW_PASSWORD = "Neues Passwort 2027";

/** A paid order of the signed-in customer: a cart paid through the simulated PayPal; its number. */
async function paidOrder(page: Page): Promise<string> {
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.choosePayment("PayPal");
  await checkout.review();
  await checkout.place();
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await expect(page.getByTestId("payment-received")).toBeVisible();
  return page.getByTestId("order-number").innerText();
}

test("a customer sees their orders, opens one and orders it again", async ({ page, request }) => {
  // Two orders paid through PayPal and a third placed again: a long way for one shopper.
  test.setTimeout(120_000);
  const username = await confirmedAccount(request);
  await page.goto("/login");
  await signIn(page, username);
  await expect(page).toHaveURL(/\/account$/);
  const first = await paidOrder(page);
  const second = await paidOrder(page);

  await page.goto("/account");
  const history = page.getByTestId("order-history");
  await expect(history.getByRole("link")).toHaveCount(2);
  // Newest first, each with its status label.
  await expect(history.getByRole("link").first()).toContainText(second);
  await expect(history.getByRole("link").nth(1)).toContainText(first);
  await expect(history).toContainText("Bestellung eingegangen");
  expect(await seriousViolations(page)).toEqual([]);

  await history.getByRole("link", { name: new RegExp(first) }).click();
  await expect(page.getByRole("heading", { name: `Bestellung ${first}` })).toBeVisible();
  await expect(page.getByTestId("order-payment-method")).toHaveText("PayPal");
  await page.getByRole("button", { name: "Erneut bestellen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Zu heutigen Preisen");
  await dialog.getByRole("button", { name: "Zahlungspflichtig erneut bestellen" }).dblclick();
  await expect(dialog.getByTestId("reorder-placed")).toContainText("Bestellung wurde erneut aufgegeben");
  const third = (await dialog.getByRole("link").innerText()).replace("Bestellung ", "");
  expect(third).not.toBe(first);
  expect(await mailAbout(`${username}@example.com`, third)).toContain("Content-Type: application/pdf");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  await page.getByRole("link", { name: "Zurück zum Konto" }).click();
  await expect(history.getByRole("link")).toHaveCount(3);
  await expect(history.getByRole("link").first()).toContainText(third);
});

test("a forgotten password is reset through the mailed link, which works once", async ({ page, request }) => {
  const username = await confirmedAccount(request);
  const email = `${username}@example.com`;
  await page.goto("/login");
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await field(page, "E-Mail").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status")).toContainText("Falls ein Konto mit dieser Adresse existiert");
  // One link per 24 hours.
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("alert")).toContainText("bereits ein Link gesendet");

  const link = await awaitLink(email, "reset-password");
  await page.goto(link);
  await field(page, "Neues Passwort").fill(NEW_PASSWORD);
  await field(page, "Passwort wiederholen").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Passwort geändert");
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  await signIn(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);

  await page.goto(link);
  await field(page, "Neues Passwort").fill("Noch ein Passwort 1");
  await field(page, "Passwort wiederholen").fill("Noch ein Passwort 1");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("alert")).toContainText("bereits benutzt oder ist abgelaufen");
  await expect(field(page, "Neues Passwort")).toHaveValue("");
});

test("a customer changes password, e-mail and profile", async ({ page, request }) => {
  // Four journeys in one (profile, checkout, e-mail, password), each opening its pages anew.
  test.slow();
  const username = await confirmedAccount(request);
  await page.goto("/login");
  await signIn(page, username);

  await page.getByRole("link", { name: /^Profil bearbeiten/ }).click();
  await field(page, "Straße und Hausnummer").fill("Neue Straße 5");
  await field(page, "Telefon").fill("030 1234567");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Ihre Daten wurden gespeichert.");
  // The saved profile fills in the payment details.
  const checkout = new Checkout(page);
  await checkout.fillCart(1);
  await checkout.orderNow();
  await expect(field(page, "Straße und Hausnummer")).toHaveValue("Neue Straße 5");
  await expect(field(page, "Telefon")).toHaveValue("030 1234567");

  const newEmail = `neu-${username}@example.com`;
  await page.goto("/mail-update");
  await field(page, "Neue E-Mail-Adresse").fill(newEmail);
  await page.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await expect(page.getByRole("status")).toContainText(newEmail);
  await page.goto("/account");
  await expect(page.getByText(`${username}@example.com`)).toBeVisible();
  await page.goto(await awaitLink(newEmail, "mail-update"));
  await expect(page.getByRole("status")).toHaveText("Ihre E-Mail Adresse wurde erfolgreich geändert.");
  await page.goto("/account");
  await expect(page.getByText(newEmail)).toBeVisible();

  await page.goto("/password-update");
  await field(page, "Aktuelles Passwort").fill(PASSWORD);
  await field(page, "Neues Passwort").fill(NEW_PASSWORD);
  await field(page, "Passwort wiederholen").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByRole("status")).toContainText("Sie wurden abgemeldet");
  await expect(page.getByTestId("login-link")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  await signIn(page, username, PASSWORD);
  await expect(page.getByText("Benutzername und Passwort stimmen nicht überein.")).toBeVisible();
  await signIn(page, username, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
});

test("a session ended elsewhere is refreshed once, then the customer logs in and comes back", async ({
  page,
  request,
}) => {
  const username = await confirmedAccount(request);
  await page.goto("/login");
  await signIn(page, username);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto("/mail-update");
  await expect(page.getByRole("heading", { name: "E-Mail-Adresse ändern" })).toBeVisible();

  // The same customer changes the password on another device: every session ends.
  const api = async (query: string, variables: Record<string, unknown>) =>
    (await (await request.post("/graphql", { data: { query, variables } })).json()).data;
  const login = await api("mutation ($input: LoginInput!) { login(input: $input) { __typename } }", {
    input: { username, password: PASSWORD },
  });
  expect(login.login.__typename).toBe("LoginSucceeded");
  const changed = await api(
    "mutation ($old: String!, $new: String!) { changePassword(oldPassword: $old, newPassword: $new) { __typename } }",
    { old: PASSWORD, new: NEW_PASSWORD },
  );
  expect(changed.changePassword.__typename).toBe("PasswordChanged");

  const refresh = page.waitForRequest((r) => r.postData()?.includes("RefreshSession") === true);
  await field(page, "Neue E-Mail-Adresse").fill(`spaeter-${username}@example.com`);
  await page.getByRole("button", { name: "Bestätigungslink senden" }).click();
  await refresh;
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/mail-update$/);
  await expect(field(page, "Neue E-Mail-Adresse")).toBeVisible();
});

// The e2e shop starts with the shipped sample of the partner shop's orders imported.
test("an order of the former partner shop is tracked by its number and postal code", async ({ page }) => {
  await page.goto("/track-order");
  await expect(page.getByRole("heading", { name: "Bestellung verfolgen" })).toBeVisible();
  const search = page.getByRole("button", { name: "Bestellung suchen" });
  await expect(search).toBeDisabled();
  await page.getByLabel("Bestellnummer").fill("JM-104802");
  await page.getByLabel("PLZ").fill("10115");
  await search.click();
  await expect(
    page.getByText("Zu dieser Bestellnummer und Postleitzahl kennen wir keine Bestellung."),
  ).toBeVisible();
  await expect(page.getByTestId("legacy-order")).toHaveCount(0);

  // The billing address's postal code, with a stray space, belongs to the order as well.
  await page.getByLabel("PLZ").fill(" 1010");
  await search.click();
  const order = page.getByTestId("legacy-order");
  await expect(order.getByRole("heading", { name: /JM-104802/ })).toBeVisible();
  await expect(order).toContainText("In Produktion");
  await expect(order).toContainText("61,20 €");
  await expect(order).toContainText("Am Hafen 12a");
  await expect(order).toContainText("Lindenweg 3");
  await expect(page.getByText("Keine Bestellung gefunden")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A link with both facts looks the order up at once.
  await page.goto("/en/track-order?orderNumber=JM-104802&postalCode=20457");
  await expect(page.getByTestId("legacy-order")).toContainText("€61.20");
});

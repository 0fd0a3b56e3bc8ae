import { confirmedAccount, field, freshUsername, PASSWORD, signIn } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";
import { awaitOptinCode } from "./outbox";

test("a shopper registers, confirms by the e-mail's link, signs in and signs out again", async ({ page }) => {
  const username = freshUsername();
  const email = `${username}@example.com`;
  await page.goto("/");
  await page.getByTestId("login-link").click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("link", { name: "Jetzt registrieren" }).click();
  await expect(page.getByRole("heading", { name: "Registrieren" })).toBeVisible();

  const submit = page.getByRole("button", { name: "Registrieren" });
  await expect(submit).toBeDisabled();
  await field(page, "Benutzername").fill("abc");
  await field(page, "E-Mail").click();
  await expect(page.getByText("Mindestens 4 Zeichen.")).toBeVisible();
  await field(page, "Benutzername").fill(username);
  await expect(page.getByText("Mindestens 4 Zeichen.")).toBeHidden();
  await field(page, "E-Mail").fill(email);
  await field(page, "Passwort").fill(PASSWORD);
  await field(page, "Passwort wiederholen").fill("Anders!2026");
  await field(page, "Telefon").click();
  await expect(page.getByText("Passwörter stimmen nicht überein.")).toBeVisible();
  await field(page, "Passwort wiederholen").fill(PASSWORD);
  await expect(page.getByText("Passwörter stimmen nicht überein.")).toBeHidden();

  await field(page, "Vorname").fill("Erika");
  await field(page, "Nachname").fill("Mustermann");
  await field(page, "Straße und Hausnummer").fill("Hauptstraße 1");
  await field(page, "PLZ").fill("1011");
  await field(page, "Ort").fill("Berlin");
  await expect(page.getByText("Diese Postleitzahl passt nicht zum gewählten Land.")).toBeVisible();
  await field(page, "PLZ").fill("10115");
  await page.getByLabel("Datenschutzerklärung").check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole("heading", { name: "Fast geschafft" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before the link was followed is refused with its own reason.
  await page.goto("/login");
  await signIn(page, username);
  await expect(page.getByText("Ihr Konto ist noch nicht bestätigt.")).toBeVisible();

  await page.goto(`/optin/${await awaitOptinCode(email)}`);
  await expect(page.getByText(`Danke, ${username}: Ihr Konto ist bestätigt.`)).toBeVisible();
  await page.getByRole("link", { name: "Anmelden" }).last().click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, username, "Falsch!2026");
  await expect(page.getByText("Benutzername und Passwort stimmen nicht überein.")).toBeVisible();
  await expect(field(page, "Passwort")).toHaveValue("");
  await signIn(page, username);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("10115 Berlin")).toBeVisible();
  await expect(page.getByText("Deutschland")).toBeVisible();
  await expect(page.getByRole("heading", { name: "BESTELLVERLAUF" })).toBeVisible();

  // The session is a cookie: it survives a reload.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();

  await page.getByTestId("account-button").click();
  await expect(page.getByText(`Angemeldet als ${username}`)).toBeVisible();
  await page.getByRole("button", { name: "Abmelden" }).first().click();
  await expect(page.getByText("Logout erfolgreich")).toBeVisible();
  await expect(page.getByText("Sie wurden erfolgreich ausgeloggt.")).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId("login-link")).toBeVisible();
});

test("the account page sends a signed-out shopper to the login and back after it", async ({
  page,
  request,
}) => {
  const username = await confirmedAccount(request);
  await page.goto("/en/account");
  await expect(page).toHaveURL(/\/en\/login$/);
  await field(page, "User name").fill(username);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  // A signed-in shopper asking for the login page goes on to the account.
  await page.goto("/en/login");
  await expect(page).toHaveURL(/\/en\/account$/);
});

test("a confirmation link that does not exist says so", async ({ page }) => {
  await page.goto("/optin/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Dieser Bestätigungslink ist ungültig.")).toBeVisible();
});

for (const [name, width] of [
  ["desktop", 1280],
  ["mobile", 375],
] as const) {
  test(`login, registration and account pass the accessibility check on ${name}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto("/login");
    await signIn(page, await confirmedAccount(request));
    await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();
    expect(await seriousViolations(page), "/account").toEqual([]);
    await page.getByTestId("account-button").click();
    await expect(page.getByText("Angemeldet als")).toBeVisible();
    expect(await seriousViolations(page), "account menu").toEqual([]);
  });
}

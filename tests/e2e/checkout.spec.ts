import { confirmedAccount, field, signIn } from "./accounts";
import { expect, type Page, seriousViolations, shopCookie, test } from "./fixtures";
import { CartView, formatCents } from "./page-objects/CartView";
import { berlin, Checkout, mailAbout } from "./page-objects/Checkout";

const guestEmail = (name: string) => `${name}-${Date.now().toString(36)}@example.com`;

/** The simulated PayPal's page, reached from the review page's PayPal button. */
async function atPayPal(page: Page) {
  await expect(page).toHaveURL(/\/payment-simulator\//);
  await expect(page.getByRole("button", { name: "Jetzt bezahlen" })).toBeVisible();
}

test("a guest orders with prepaid and gets the confirmation mail with its PDF", async ({ page }) => {
  const checkout = new Checkout(page);
  const email = guestEmail("vorkasse");
  await checkout.fillCart(20);
  await checkout.orderNow();

  // The rules show once the shopper tries to go on; a guest cannot pick invoice or quote.
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Bitte eine gültige E-Mail-Adresse angeben.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Rechnung/ })).toBeDisabled();
  await expect(page.getByRole("radio", { name: /^Angebot anfordern/ })).toBeDisabled();
  await expect(page.getByTestId("payment-methods")).toContainText("Nur für angemeldete Kunden.");
  await checkout.fillDetails(email, { ...berlin, postalCode: "1011" });
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Diese Postleitzahl passt nicht zum gewählten Land.")).toBeVisible();
  await field(page, "PLZ").fill("10115");
  expect(await seriousViolations(page)).toEqual([]);
  await checkout.review();
  expect(await seriousViolations(page)).toEqual([]);

  await expect(page.getByTestId("review-billing")).toContainText("Erika Mustermann");
  await expect(page.getByTestId("sum-surcharge")).toHaveCount(0);
  await expect(page.getByTestId("minimum-order")).toHaveCount(0);
  await expect(checkout.placeButton).toHaveText("Zahlungspflichtig bestellen");
  await checkout.placeButton.click();
  await expect(page.getByText("Bitte akzeptieren Sie die AGB, um zu bestellen.")).toBeVisible();
  const total = await checkout.total.innerText();
  const cartId = () => shopCookie<string>(page, "druckwerk.cartId");
  const orderedCart = await cartId();
  await checkout.place();

  const number = await checkout.completedOrderNumber();
  expect(number).toMatch(/^DW-\d{4}-\d{6}$/);
  await expect(page.getByText(`Wir haben Ihnen eine Bestätigung an ${email} gesendet.`)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Bestellung eingegangen");
  await expect(page.getByTestId("order-payment-method")).toHaveText("Vorkasse");
  await expect(page.getByTestId("bank-transfer")).toContainText(number);
  await expect(page.getByTestId("bank-transfer")).toContainText(total);
  await expect(checkout.total).toHaveText(total);
  expect(await seriousViolations(page)).toEqual([]);

  // On completion only consent and preferences stay; a fresh, empty cart takes the old one's place.
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Warenkorb, leer");
  await expect.poll(cartId).toBeDefined();
  expect(await cartId()).not.toBe(orderedCart);
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).not.toContain("druckwerk.paymentDetails");
  expect(await shopCookie(page, "druckwerk.consent")).toEqual({ statistics: false, marketing: false });

  const mail = await mailAbout(email, number);
  expect(mail).toContain("Content-Type: application/pdf");
  expect(mail).toContain(`filename=Auftragsbestaetigung-${number}.pdf`);
});

test("PayPal: the shopper approves on the provider's page and comes back paid", async ({ page }) => {
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.fillDetails(guestEmail("paypal"));
  await checkout.choosePayment("PayPal");
  await checkout.review();
  await expect(checkout.placeButton).toHaveText("Weiter zu PayPal");
  await checkout.place();

  await atPayPal(page);
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await checkout.completedOrderNumber();
  await expect(page).toHaveURL(/\/order-complete\/[0-9a-f-]{36}\?token=/);
  await expect(page.getByTestId("payment-received")).toHaveText("Ihre Zahlung ist eingegangen.");
  await expect(page.getByTestId("order-payment-method")).toHaveText("PayPal");
  await expect(page.getByTestId("bank-transfer")).toHaveCount(0);
});

test("PayPal: a cancelled payment leaves the order open, and it is paid later", async ({ page }) => {
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.fillDetails(guestEmail("abbruch"));
  await checkout.choosePayment("PayPal");
  await checkout.review();
  await checkout.place();

  await atPayPal(page);
  await page.getByRole("button", { name: "Abbrechen und zurück zum Shop" }).click();
  await expect(page).toHaveURL(/\/order-failed\?token=/);
  await expect(page.getByRole("heading", { name: "Bestellung abgebrochen" })).toBeVisible();
  await expect(page.getByText(/Ihre Bestellung ist gespeichert, aber noch nicht bezahlt/)).toBeVisible();

  await page.getByRole("link", { name: "Jetzt bezahlen" }).click();
  await expect(page.getByRole("radio", { name: /^PayPal/ })).toBeChecked();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByTestId("accept-terms")).toBeChecked();
  await page.getByRole("button", { name: "Weiter zu PayPal" }).click();
  await atPayPal(page);
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  await expect(page.getByTestId("payment-received")).toBeVisible();
});

test("a signed-in German customer pays by invoice, then asks for a quote", async ({ page, request }) => {
  const username = await confirmedAccount(request);
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await page.goto("/login");
  await signIn(page, username);

  // With items in the cart, signing in goes on to the payment details, filled from the account.
  await expect(page).toHaveURL(/\/payment-details$/);
  await expect(field(page, "Vorname")).toHaveValue("Erika");
  await expect(field(page, "E-Mail")).toHaveValue(`${username}@example.com`);
  await checkout.choosePayment("Rechnung");
  await checkout.review();
  await expect(page.getByTestId("review-payment-method")).toHaveText("Rechnung");
  await checkout.place();
  await checkout.completedOrderNumber();
  await expect(page.getByTestId("order-payment-method")).toHaveText("Rechnung");
  await expect(page.getByTestId("bank-transfer")).toHaveCount(0);

  await checkout.fillCart(20);
  await page.getByRole("link", { name: "Angebot anfordern" }).click();
  await expect(page.getByRole("radio", { name: /^Angebot anfordern/ })).toBeChecked();
  await checkout.review();
  await expect(checkout.placeButton).toHaveText("Angebot anfordern");
  await checkout.place();
  await expect(page.getByRole("heading", { name: "Ihr Angebot ist unterwegs" })).toBeVisible();
  const email = `${username}@example.com`;
  await expect(page.getByTestId("quote-notice")).toHaveText(
    `Wir haben Ihr unverbindliches Angebot an ${email} gesendet.`,
  );
  const number = (await page.getByText(/^Angebotsnummer /).innerText()).replace("Angebotsnummer ", "");
  expect(await mailAbout(email, number)).toContain("Content-Type: application/pdf");
  await expect(page.getByTestId("cart-link")).toHaveAccessibleName("Warenkorb, leer");
});

test("under 30 euros the surcharge shows; vouchers not valid, below their minimum, free shipping, valid", async ({
  page,
}) => {
  const checkout = new Checkout(page);
  await checkout.fillCart(1);
  const cart = await new CartView(page).fromServer();
  await checkout.orderNow();
  const email = guestEmail("gutschein");
  await checkout.fillDetails(email);
  // Registering from the payment details takes what was entered along.
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByRole("heading", { name: "Registrieren" })).toBeVisible();
  await expect(field(page, "E-Mail")).toHaveValue(email);
  await expect(field(page, "Nachname")).toHaveValue("Mustermann");
  await page.goBack();
  await checkout.review();
  await expect(page.getByTestId("minimum-order")).toContainText(
    "Der Mindestbestellwert von 30€ wurde noch nicht erreicht.",
  );
  await expect(page.getByTestId("sum-surcharge")).toBeVisible();

  let dialog = await checkout.redeem("GIBTSNICHT");
  await expect(dialog).toContainText("Gutschein ungültig");
  await dialog.getByRole("button", { name: "Erneut versuchen" }).click();

  dialog = await checkout.redeem("MIN50");
  await expect(dialog).toContainText("Mindestbestellwert nicht erreicht");
  await expect(dialog).toContainText("Dieser Gutschein gilt ab einem Bestellwert von 50,00 €.");
  await expect(dialog).toContainText(`Es fehlen noch ${formatCents(5000 - cart.total.gross)}.`);
  await expect(dialog.getByRole("button", { name: "Gutschein einlösen" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Schließen" }).click();

  const shipping = await page.getByTestId("sum-shipping").innerText();
  dialog = await checkout.redeem("VERSANDFREI");
  await expect(dialog).toContainText("Dazu ist der Standard-Versand kostenlos.");
  await dialog.getByRole("button", { name: "Gutschein einlösen" }).click();
  await expect(page.getByTestId("sum-shipping")).toHaveText("kostenlos");
  await expect(page.getByTestId("voucher-redeemed")).toContainText("VERSANDFREI");

  dialog = await checkout.redeem("WILLKOMMEN10");
  await expect(dialog).toContainText("Der Gutschein WILLKOMMEN10 ist gültig");
  await dialog.getByRole("button", { name: "Gutschein einlösen" }).click();
  await expect(page.getByTestId("sum-discount")).toBeVisible();
  await expect(page.getByTestId("sum-shipping")).toHaveText(shipping);
  const total = await checkout.total.innerText();
  await checkout.place();
  await checkout.completedOrderNumber();
  await expect(checkout.total).toHaveText(total);
  await expect(page.getByTestId("sum-discount")).toBeVisible();
});

test("a business customer from Austria with a VAT ID pays no VAT and sees net prices", async ({ page }) => {
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await page
    .getByRole("group", { name: "Ich bestelle als" })
    .getByRole("radio", { name: "Geschäftskunde" })
    .check();
  await checkout.fillDetails(guestEmail("wien"), {
    company: "Wiener Werkstatt GmbH",
    firstname: "Franz",
    lastname: "Huber",
    street: "Ringstraße 1",
    country: "Österreich",
    postalCode: "1010",
    city: "Wien",
  });
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(field(page, "USt-IdNr.")).toHaveAttribute("aria-invalid", "true");
  await field(page, "USt-IdNr.").fill("ATU12345678");
  await checkout.review();
  const cart = await new CartView(page).fromServer();
  await expect(page.getByTestId("sum-positions")).toHaveText(formatCents(cart.total.net));

  await expect(page.getByTestId("sum-tax")).toHaveText("0,00 €");
  await expect(page.getByText("zzgl. 0 % MwSt.")).toBeVisible();
  await expect(page.getByTestId("sum-tax-free")).toContainText("Reverse Charge");
  await expect(checkout.total).toHaveText(await page.getByTestId("sum-net").innerText());
  await checkout.place();
  await checkout.completedOrderNumber();
  await expect(page.getByTestId("sum-tax")).toHaveText("0,00 €");
  await expect(page.getByTestId("order-billing-address")).toContainText("Österreich");
});

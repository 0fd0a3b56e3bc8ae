import { outboxMails } from "../tools/outbox";
import { confirmedAccount, signIn } from "./accounts";
import { expect, seriousViolations, test, withConsentGiven } from "./fixtures";
import { awaitLink } from "./outbox";
import { Checkout } from "./page-objects/Checkout";

/** The mail to `address` with exactly this subject, waiting for it to arrive. */
async function mailWithSubject(address: string, subject: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(() => {
      mail = outboxMails(process.env.E2E_DATA_DIR ?? "").find(
        (text) => text.includes(`To: ${address}`) && text.includes(`Subject: ${subject}`),
      );
      return mail;
    })
    .toBeTruthy();
  return mail as string;
}

test("a customer accepts a quote from its mail's link on another device and pays in advance", async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a sign-up, an upload and two orders' mails: more than one checkout's time.
  test.slow();
  const username = await confirmedAccount(request);
  const email = `${username}@example.com`;
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await page.goto("/login");
  await signIn(page, username);
  await expect(page).toHaveURL(/\/payment-details$/);
  await checkout.choosePayment("Angebot anfordern");
  await checkout.review();
  const total = await checkout.total.innerText();
  await checkout.place();
  await expect(page.getByRole("heading", { name: "Ihr Angebot ist unterwegs" })).toBeVisible();
  const number = (await page.getByText(/^Angebotsnummer /).innerText()).replace("Angebotsnummer ", "");

  // The quote's mail links the page that accepts it.
  await mailWithSubject(email, `Ihr Angebot ${number} von Druckwerk`);
  const link = await awaitLink(email, "accept-quote");

  // Another browser, signed out: the link asks for the customer's sign-in and comes back.
  const other = await browser.newContext();
  await withConsentGiven(other);
  const phone = await other.newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/login$/);
  await signIn(phone, username);
  await expect(phone).toHaveURL(link);
  await expect(phone.getByRole("heading", { name: `Angebot ${number} annehmen` })).toBeVisible();
  await expect(phone.getByTestId("accept-valid-until")).toContainText("Gültig bis");
  await expect(phone.getByTestId("sum-total")).toHaveText(total);
  await expect(phone.getByTestId("order-status")).toHaveText("Angebot erstellt");
  await expect(phone.getByRole("radio", { name: /^Vorkasse/ })).toBeChecked();
  await expect(phone.getByRole("radio", { name: /^Angebot anfordern/ })).toHaveCount(0);
  expect(await seriousViolations(phone)).toEqual([]);

  await phone.getByTestId("accept-quote").click();
  await expect(phone.getByText("Bitte akzeptieren Sie die AGB, um zu bestellen.")).toBeVisible();
  await phone.getByTestId("accept-terms").check();
  await phone.getByTestId("accept-quote").click();

  // The same number is an order now, received, at the quoted total.
  await expect(phone).toHaveURL(/\/order-details\//);
  await expect(phone.getByTestId("quote-accepted")).toBeVisible();
  await expect(phone.getByRole("heading", { name: `Bestellung ${number}` })).toBeVisible();
  await expect(phone.getByTestId("order-status")).toHaveText("Bestellung eingegangen");
  await expect(phone.getByTestId("order-payment-method")).toHaveText("Vorkasse");
  await expect(phone.getByTestId("bank-transfer")).toContainText(total);
  const confirmation = await mailWithSubject(email, `Ihre Bestellung ${number} bei Druckwerk`);
  expect(confirmation).toContain(`filename=Auftragsbestaetigung-${number}.pdf`);

  // The link again: accepted, nothing more to accept.
  await phone.goto(link);
  await expect(phone.getByTestId("quote-accepted")).toContainText(
    "Aus diesem Angebot ist eine Bestellung geworden",
  );
  await other.close();
});

import { readFileSync } from "node:fs";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import type { Page } from "@playwright/test";
import { confirmedAccount, signIn } from "./accounts";
import { expect, seriousViolations, test } from "./fixtures";
import { BackOffice } from "./page-objects/BackOffice";
import { Checkout, mailAbout } from "./page-objects/Checkout";
import { STAFF_ADMIN } from "./staff";

/** A guest's prepaid order of `quantity` blocks. */
async function prepaidOrder(page: Page, quantity: number) {
  const checkout = new Checkout(page);
  await checkout.fillCart(quantity);
  await checkout.orderNow();
  await checkout.fillDetails("sortierung@example.com");
  await checkout.choosePayment("Vorkasse");
  await checkout.review();
  await checkout.place();
  await checkout.completedOrderNumber();
}

/** A signed-in customer's order on invoice; its number. */
async function invoiceOrder(page: Page): Promise<string> {
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.choosePayment("Rechnung");
  await checkout.review();
  await checkout.place();
  return checkout.completedOrderNumber();
}

test("staff take a customer's order from received to shipped; the customer is told and sees it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = await confirmedAccount(request);
  const email = `${username}@example.com`;
  await page.goto("/login");
  await signIn(page, username);
  await expect(page).toHaveURL(/\/account$/);
  const number = await invoiceOrder(page);

  const staff = await (await browser.newContext()).newPage();
  await new BackOffice(staff).signIn(STAFF_ADMIN);
  await staff.getByLabel("Suche (Nummer, Name, E-Mail)").fill(number);
  await expect(staff.getByRole("table").getByRole("link")).toHaveCount(1);
  await staff.getByRole("link", { name: number }).click();
  await expect(staff.getByRole("heading", { name: number })).toBeVisible();
  await expect(staff.getByTestId("order-status")).toHaveText("Bestellung eingegangen");
  expect(await seriousViolations(staff)).toEqual([]);

  // The repaired model, as the shop will print it.
  const download = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Repariertes 3MF" }).click();
  const model = readFileSync(await (await download).path());
  expect(model.subarray(0, 2).toString()).toBe("PK"); // a 3MF is a zip package

  // Shipping is not offered before production, and the API refuses it too.
  const status = staff.getByLabel("Status", { exact: true });
  await expect(status.locator("option", { hasText: "Versendet" })).toHaveCount(0);
  const orderId = staff.url().split("/").pop();
  const refused = await staff.request.post("/graphql", {
    data: {
      query: `mutation ($id: ID!) { changeOrderStatus(orderId: $id, from: ORDER_RECEIVED, to: ORDER_COMPLETED, trackingNumber: "1") {
        __typename ... on CheckoutError { code } } }`,
      variables: { id: orderId },
    },
  });
  expect((await refused.json()).data.changeOrderStatus).toEqual({
    __typename: "CheckoutError",
    code: "TRANSITION_NOT_ALLOWED",
  });

  await status.selectOption({ label: "In Produktion" });
  await staff.getByRole("button", { name: "Übernehmen" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("In Produktion");
  await status.selectOption({ label: "Versendet" });
  const apply = staff.getByRole("button", { name: "Übernehmen" });
  await expect(apply).toBeDisabled();
  await staff.getByLabel("Sendungsnummer").fill("00340434161094042557");
  await apply.click();
  await expect(staff.getByTestId("order-status")).toHaveText("Versendet");
  await expect(staff.getByTestId("tracking-number")).toHaveText("00340434161094042557");
  const trail = staff.getByTestId("audit-trail");
  await expect(trail.getByRole("listitem")).toHaveCount(2);
  await expect(trail).toContainText(STAFF_ADMIN.name);
  await expect(staff.getByText("Dieser Auftrag ist abgeschlossen.")).toBeVisible();

  // The customer's mails, and the status in their order history.
  expect(await mailAbout(email, `Ihre Bestellung ${number} bei Druckwerk ist in Produktion`)).toBeTruthy();
  expect(await mailAbout(email, `Ihre Bestellung ${number} bei Druckwerk ist versandt`)).toContain(
    "00340434161094042557",
  );
  await page.goto("/account");
  const card = page.getByTestId("order-history").getByRole("link", { name: new RegExp(number) });
  await expect(card).toContainText("Versendet");
});

test("staff download a PayPal order's original upload, see the mode's minimum wall, and refund it once cancelled", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `erstattung-${Date.now().toString(36)}@example.com`;
  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.fillDetails(email);
  await checkout.choosePayment("PayPal");
  await checkout.review();
  await checkout.place();
  await page.getByRole("button", { name: "Jetzt bezahlen" }).click();
  const number = await checkout.completedOrderNumber();

  const staff = await (await browser.newContext()).newPage();
  await new BackOffice(staff).signIn(STAFF_ADMIN);
  await staff.getByLabel("Suche (Nummer, Name, E-Mail)").fill(number);
  await staff.getByRole("link", { name: number }).click();
  await expect(staff.getByTestId("payment-status")).toHaveText("Bezahlt");

  // The upload exactly as the shopper sent it, under its own name.
  const download = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Original (Halterung.stl)" }).click();
  expect((await download).suggestedFilename()).toBe("Halterung.stl");
  const original = readFileSync(await (await download).path());
  expect(original.equals(Buffer.from(exportStl(boxMesh([0, 0, 0], [40, 20, 10]))))).toBe(true);
  await expect(staff.getByTestId("thinnest-wall")).toContainText(/^[\d,]+ mm — Minimum [\d,]+ mm für \S/);
  await expect(staff.getByText(/^Farben gegen [\d,]+ mm$/)).toBeVisible();
  // In English the numbers, the texts and the catalogue's mode name follow, whatever the browser's locale.
  const german = await staff.getByTestId("thinnest-wall").innerText();
  const mode = german.match(/ für (.+)$/)?.[1] ?? "";
  await staff.getByRole("button", { name: "EN", exact: true }).click();
  await expect(staff.getByTestId("thinnest-wall")).toContainText(/^[\d.]+ mm — minimum [\d.]+ mm for \S/);
  await expect(staff.getByTestId("thinnest-wall")).not.toContainText(mode);
  await staff.getByRole("button", { name: "DE", exact: true }).click();
  await expect(staff.getByTestId("thinnest-wall")).toContainText(` für ${mode}`);

  // No refund before the order is cancelled; then one, after a confirmation.
  await expect(staff.getByRole("button", { name: "Über PayPal erstatten" })).toHaveCount(0);
  await staff.getByLabel("Status", { exact: true }).selectOption({ label: "Storniert" });
  await staff.getByRole("button", { name: "Übernehmen" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Storniert");
  await staff.getByRole("button", { name: "Über PayPal erstatten" }).click();
  await expect(staff.getByText(/über PayPal an den Kunden zurückzahlen\?/)).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByRole("button", { name: "Ja, erstatten" }).click();
  await expect(staff.getByTestId("payment-status")).toHaveText("Erstattet");
  await expect(staff.getByRole("button", { name: "Über PayPal erstatten" })).toHaveCount(0);
  await expect(staff.getByTestId("audit-trail")).toContainText("Bezahlt → Erstattet");
  expect(await mailAbout(email, "erstattet")).toBeTruthy();
});

test("the back office refuses a wrong password and shows no orders without signing in", async ({ page }) => {
  await page.goto("/backoffice");
  await expect(page.getByRole("heading", { name: "Anmeldung für Mitarbeitende" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByLabel("E-Mail-Adresse").fill(STAFF_ADMIN.email);
  await page.getByLabel("Passwort").fill("falsches-passwort-123");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse und Passwort passen nicht zusammen.");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an admin creates a voucher in the back office that works at checkout, edits and ends it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const office = new BackOffice(await (await browser.newContext()).newPage());
  const staff = office.page;
  await office.signIn(STAFF_ADMIN);
  await office.open("Gutscheine");
  await staff.getByRole("button", { name: "Neuer Gutschein" }).click();
  // The service's rules, shown at the field.
  await office.sendVoucher({ code: "WERKSTATT20", value: "150", maxUsage: "50" }, "Anlegen");
  await expect(
    staff.getByText("Bitte 0,01 bis 100 mit höchstens zwei Nachkommastellen angeben."),
  ).toBeVisible();
  await office.sendVoucher({ value: "20" }, "Anlegen");
  await expect(staff.getByRole("status")).toHaveText("Gutschein WERKSTATT20 gespeichert.");
  const row = office.voucherRow("WERKSTATT20");
  await expect(row).toContainText("20 %");
  await expect(row).toContainText("Aktiv");
  await expect(row.getByTestId("voucher-used")).toHaveText("0");
  // The code is taken regardless of case.
  await staff.getByRole("button", { name: "Neuer Gutschein" }).click();
  await office.sendVoucher({ code: "werkstatt20", value: "5" }, "Anlegen");
  await expect(staff.getByText("Diesen Code hat schon ein anderer Gutschein")).toBeVisible();
  await staff.getByRole("button", { name: "Abbrechen" }).click();
  expect(await seriousViolations(staff)).toEqual([]);

  const checkout = new Checkout(page);
  await checkout.fillCart(20);
  await checkout.orderNow();
  await checkout.fillDetails("gutschein@example.com");
  await checkout.choosePayment("Vorkasse");
  await checkout.review();
  const dialog = await checkout.redeem("werkstatt20");
  await expect(dialog).toContainText("Der Gutschein WERKSTATT20 ist gültig");
  await dialog.getByRole("button", { name: "Gutschein einlösen" }).click();
  await expect(page.getByTestId("sum-discount")).toBeVisible();
  await expect(page.getByTestId("voucher-redeemed")).toContainText("WERKSTATT20");
  await checkout.place();
  await checkout.completedOrderNumber();

  // Back in the office: the order counted, then a new value, then ended after a confirmation.
  await office.open("Aufträge");
  await office.open("Gutscheine");
  await expect(row.getByTestId("voucher-used")).toHaveText("1");
  await row.getByRole("button", { name: "Bearbeiten WERKSTATT20" }).click();
  await expect(staff.getByRole("heading", { name: "Gutschein WERKSTATT20 bearbeiten" })).toBeVisible();
  await office.sendVoucher({ value: "25" }, "Speichern");
  await expect(row).toContainText("25 %");
  await row.getByRole("button", { name: "Beenden WERKSTATT20" }).click();
  const confirm = staff.getByRole("dialog", { name: "Gutschein WERKSTATT20 beenden?" });
  await confirm.getByRole("button", { name: "Abbrechen" }).click();
  await expect(row).toContainText("Aktiv");
  await row.getByRole("button", { name: "Beenden WERKSTATT20" }).click();
  await confirm.getByRole("button", { name: "Gutschein beenden" }).click();
  await expect(staff.getByRole("status")).toHaveText("Gutschein WERKSTATT20 beendet.");
  await expect(row).toContainText("Beendet");
  await expect(row.getByTestId("voucher-used")).toHaveText("1");
  await staff.getByLabel("Zustand").selectOption({ label: "Aktiv" });
  await expect(row).toHaveCount(0);
  await staff.getByLabel("Zustand").selectOption({ label: "Beendet" });
  await expect(row).toHaveCount(1);
});

test("an admin adds a staff member, who signs in and does not see the staff screen", async ({ browser }) => {
  const admin = new BackOffice(await (await browser.newContext()).newPage());
  await admin.signIn(STAFF_ADMIN);
  await admin.open("Team");
  const form = admin.page.getByRole("form", { name: "Mitarbeiter·in hinzufügen" });
  const member = {
    name: "Jonas Werkstatt",
    email: "jonas@druckwerk.test",
    password: "Werkbank-Schluessel-2",
  };
  await form.getByLabel(/^Name/).fill(member.name);
  await form.getByLabel(/^E-Mail-Adresse/).fill(member.email);
  await form.getByLabel("Rolle").selectOption({ label: "Mitarbeit" });
  await form.getByLabel(/^Erstes Passwort/).fill("zu-kurz");
  await form.getByRole("button", { name: "Mitarbeiter·in hinzufügen" }).click();
  await expect(form.getByText("Die Angabe ist zu kurz.")).toBeVisible();
  await form.getByLabel(/^Erstes Passwort/).fill(member.password);
  await form.getByRole("button", { name: "Mitarbeiter·in hinzufügen" }).click();
  await expect(admin.page.getByRole("status")).toHaveText("Jonas Werkstatt kann sich jetzt anmelden.");
  const row = admin.page.getByRole("row", { name: /Jonas Werkstatt/ });
  await expect(row).toContainText(member.email);
  await expect(row).toContainText("Mitarbeit");
  // The same address again is refused at its field.
  await form.getByLabel(/^Name/).fill("Jonas Zwei");
  await form.getByLabel(/^E-Mail-Adresse/).fill("Jonas@druckwerk.test");
  await form.getByLabel(/^Erstes Passwort/).fill(member.password);
  await form.getByRole("button", { name: "Mitarbeiter·in hinzufügen" }).click();
  await expect(form.getByText("Diese E-Mail-Adresse hat schon ein Konto im Team.")).toBeVisible();
  expect(await seriousViolations(admin.page)).toEqual([]);

  const colleague = new BackOffice(await (await browser.newContext()).newPage());
  await colleague.signIn(member);
  await expect(colleague.nav.getByRole("link")).toHaveText(["Aufträge", "Gutscheine"]);
  await colleague.page.goto("/backoffice/staff");
  await expect(colleague.page.getByRole("alert")).toHaveText(
    "Nur für Admins: Das Team verwalten nur Mitarbeitende mit der Rolle Admin.",
  );
  await expect(colleague.page.getByRole("form")).toHaveCount(0);
});

test("staff sort the orders list by total, both ways", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Two orders of different totals, whatever else the shop holds.
  await prepaidOrder(page, 1);
  await prepaidOrder(page, 3);
  const office = new BackOffice(await (await browser.newContext()).newPage());
  await office.signIn(STAFF_ADMIN);
  const totalHeader = office.page.getByRole("columnheader", { name: "Summe" });
  await expect(totalHeader).toHaveAttribute("aria-sort", "none");
  await totalHeader.getByRole("button").click();
  await expect(totalHeader).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => office.totalsOrder()).toBe("ascending");
  await totalHeader.getByRole("button").click();
  await expect(totalHeader).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => office.totalsOrder()).toBe("descending");
});

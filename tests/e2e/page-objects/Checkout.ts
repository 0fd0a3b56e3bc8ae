import { boxMesh, exportStl } from "@druckwerk/mesh";
import { expect, type Locator, type Page } from "@playwright/test";
import { outboxMails } from "../../tools/outbox";
import { field } from "../accounts";
import { CartView } from "./CartView";
import { ShopFlow } from "./ShopFlow";

export interface AddressEntry {
  company?: string;
  firstname: string;
  lastname: string;
  street: string;
  postalCode: string;
  city: string;
  country?: string;
  vatId?: string;
}

export const berlin: AddressEntry = {
  firstname: "Erika",
  lastname: "Mustermann",
  street: "Heidestraße 17",
  postalCode: "10115",
  city: "Berlin",
};

/** The way from a model to a placed order, as a shopper goes it. */
export class Checkout {
  readonly sums: Locator;
  readonly total: Locator;
  readonly placeButton: Locator;

  constructor(readonly page: Page) {
    this.sums = page.getByTestId("order-sums");
    this.total = page.getByTestId("sum-total");
    this.placeButton = page.getByTestId("place-order");
  }

  /** A 40 x 20 x 10 mm block in the cart, `quantity` times (one piece is about 11 €). */
  async fillCart(quantity = 1) {
    await this.page.goto("/");
    const flow = new ShopFlow(this.page);
    await flow.chooseFile("Halterung.stl", exportStl(boxMesh([0, 0, 0], [40, 20, 10])));
    // The upload is analysed first: on a fresh shop and a busy machine that takes longer than a click.
    await expect(flow.configure).toBeVisible({ timeout: 20_000 });
    await flow.next();
    await this.page.getByRole("button", { name: "Veredelungen wählen" }).click();
    await this.page.getByRole("button", { name: "In den Warenkorb" }).click();
    const cart = new CartView(this.page);
    await expect(cart.items).toHaveCount(1);
    if (quantity !== 1) {
      const before = await cart.total.innerText();
      await cart.setQuantity(quantity);
      await expect(cart.total).not.toHaveText(before);
    }
  }

  async orderNow() {
    await this.page.getByRole("link", { name: "Jetzt bestellen" }).click();
    await expect(this.page.getByRole("heading", { name: "Zahlungsdaten" })).toBeVisible();
  }

  async fillAddress(address: AddressEntry) {
    if (address.company !== undefined) await field(this.page, "Firma").fill(address.company);
    await field(this.page, "Vorname").fill(address.firstname);
    await field(this.page, "Nachname").fill(address.lastname);
    await field(this.page, "Straße und Hausnummer").fill(address.street);
    if (address.country) await field(this.page, "Land").selectOption({ label: address.country });
    await field(this.page, "PLZ").fill(address.postalCode);
    await field(this.page, "Ort").fill(address.city);
    if (address.vatId) await field(this.page, "USt-IdNr.").fill(address.vatId);
  }

  async fillDetails(email: string, address: AddressEntry = berlin) {
    await field(this.page, "E-Mail").fill(email);
    await this.fillAddress(address);
  }

  async choosePayment(name: string) {
    await this.page
      .getByTestId("payment-methods")
      .getByRole("radio", { name: new RegExp(`^${name}`) })
      .check();
  }

  /** From the payment details to the review, with the server's sums shown. */
  async review() {
    await this.page.getByRole("button", { name: "Weiter" }).click();
    await expect(this.page.getByRole("heading", { name: "Bestellung prüfen" })).toBeVisible();
    await expect(this.total).toBeVisible();
  }

  async redeem(code: string): Promise<Locator> {
    await this.page.getByLabel("Gutscheincode").fill(code);
    await this.page.getByRole("button", { name: "Einlösen", exact: true }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async place() {
    await this.page.getByTestId("accept-terms").check();
    await this.placeButton.click();
  }

  /** The order number the complete page shows. */
  async completedOrderNumber(): Promise<string> {
    await expect(this.page.getByRole("heading", { name: "Vielen Dank für Ihre Bestellung!" })).toBeVisible();
    return this.page.getByTestId("order-number").innerText();
  }
}

/** The e-mail sent to `address` whose subject names `number`, waiting for it to arrive. */
export async function mailAbout(address: string, number: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(() => {
      mail = outboxMails(process.env.E2E_DATA_DIR ?? "").find(
        (text) => text.includes(`To: ${address}`) && text.includes(number),
      );
      return mail;
    })
    .toBeTruthy();
  return mail as string;
}

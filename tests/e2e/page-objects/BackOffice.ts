import { expect, type Locator, type Page } from "@playwright/test";

export interface VoucherEntry {
  code?: string;
  value?: string;
  maxUsage?: string;
}

/** The back office (`/backoffice`, German), as a staff member works in it. */
export class BackOffice {
  readonly nav: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Bereiche" });
  }

  async signIn(member: { email: string; password: string; name: string }) {
    await this.page.goto("/backoffice");
    await this.page.getByLabel("E-Mail-Adresse").fill(member.email);
    await this.page.getByLabel("Passwort").fill(member.password);
    await this.page.getByRole("button", { name: "Anmelden" }).click();
    await expect(this.page.getByTestId("staff-member")).toHaveText(member.name);
  }

  /** Opens a section by the header's navigation: "Aufträge", "Gutscheine" or "Team". */
  async open(section: string) {
    await this.nav.getByRole("link", { name: section }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: section })).toBeVisible();
  }

  /** The vouchers table's row of `code`. */
  voucherRow(code: string): Locator {
    return this.page.getByRole("row").filter({ has: this.page.getByRole("rowheader", { name: code }) });
  }

  /** Fills the voucher form's given fields and sends it with `submit` ("Anlegen" or "Speichern"). */
  async sendVoucher(entry: VoucherEntry, submit: string) {
    const form = this.page.getByRole("form");
    if (entry.code !== undefined) await form.getByLabel(/^Code/).fill(entry.code);
    if (entry.value !== undefined) await form.getByLabel(/^Wert/).fill(entry.value);
    if (entry.maxUsage !== undefined) await form.getByLabel("Max. Einlösungen").fill(entry.maxUsage);
    await form.getByRole("button", { name: submit }).click();
  }

  /**
   * How the orders list's totals run top to bottom, as staff read them: "ascending" or
   * "descending" when they do so and differ from first to last, else "unsorted".
   */
  async totalsOrder(): Promise<"ascending" | "descending" | "unsorted"> {
    const cells = await this.page.getByRole("table").locator("tbody tr td:last-child").allInnerTexts();
    const totals = cells
      .filter((cell) => cell.includes("€"))
      .map((cell) => Number(cell.replace(/[^\d,]/g, "").replace(",", ".")));
    const runs = (step: (a: number, b: number) => boolean) =>
      totals.length > 1 && totals.every((total, i) => i === 0 || step(totals[i - 1] as number, total));
    if (runs((a, b) => a <= b) && (totals[0] as number) < (totals.at(-1) as number)) return "ascending";
    if (runs((a, b) => a >= b) && (totals[0] as number) > (totals.at(-1) as number)) return "descending";
    return "unsorted";
  }
}

import type { Locator, Page } from "@playwright/test";

/** "ab 3.086,27 €" or "ab 4 Werktagen" as a number. */
const numberIn = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** The configurator's print-mode comparison, as a shopper reads it. */
export class ModeComparison {
  readonly list: Locator;
  readonly rows: Locator;
  /** The rows of modes that can print the model (with or without a warning). */
  readonly printableRows: Locator;
  readonly greyedRows: Locator;
  readonly priceBar: Locator;
  readonly facts: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId("mode-list");
    this.rows = page.getByTestId("mode-row");
    this.printableRows = page.locator(
      '[data-testid="mode-row"]:is([data-verdict="printable"], [data-verdict="tooSmall"])',
    );
    this.greyedRows = page.locator(
      '[data-testid="mode-row"]:is([data-verdict="tooLarge"], [data-verdict="notPrintable"])',
    );
    this.priceBar = page.getByTestId("price-bar");
    this.facts = page.getByTestId("model-facts");
  }

  row(modeName: string) {
    return this.rows.filter({ has: this.page.getByRole("radio", { name: modeName }) });
  }

  sortBy(label: "Empfohlen" | "Preis" | "Lieferzeit") {
    return this.page.getByRole("radio", { name: label, exact: true }).check();
  }

  async prices() {
    return (await this.printableRows.getByTestId("mode-price").allInnerTexts()).map(numberIn);
  }

  async days() {
    return (await this.printableRows.getByTestId("mode-days").allInnerTexts()).map(numberIn);
  }

  /** The modes' ids, top to bottom. */
  order() {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.modeId));
  }

  /** Elements of the configurator whose right edge is past the viewport's (none on a good page). */
  overflowing() {
    return this.page.evaluate(() => {
      const view = document.querySelector('[data-testid="configure-view"]');
      const all = view ? [view, ...view.querySelectorAll("*")] : [];
      return all
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    });
  }
}

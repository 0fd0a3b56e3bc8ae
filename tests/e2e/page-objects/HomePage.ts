import type { Locator, Page } from "@playwright/test";

/** The home page as a shopper sees it. */
export class HomePage {
  readonly printModes: Locator;

  constructor(readonly page: Page) {
    this.printModes = page.getByTestId("print-mode");
  }

  async open(path = "/") {
    await this.page.goto(path);
  }

  printModeNames() {
    return this.printModes.getByRole("heading", { level: 3 }).allInnerTexts();
  }

  async switchLanguage(code: "DE" | "EN" | "FR") {
    await this.page
      .getByRole("navigation", { name: /Sprache|Language|Langue/ })
      .getByRole("link", { name: code })
      .click();
  }
}

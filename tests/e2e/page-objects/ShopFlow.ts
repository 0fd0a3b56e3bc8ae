import { expect, type Locator, type Page } from "@playwright/test";

/** The upload and configure flow on the home page, as a shopper uses it. */
export class ShopFlow {
  readonly configure: Locator;
  readonly measurements: Locator;
  readonly quality: Locator;
  readonly linePrice: Locator;
  /** Every task state the browser received over the subscription's WebSocket. */
  readonly receivedPhases: string[] = [];

  constructor(readonly page: Page) {
    this.configure = page.getByTestId("configure-view");
    this.measurements = page.getByTestId("measurements");
    this.quality = page.getByTestId("print-quality");
    this.linePrice = page.getByTestId("line-price");
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const phase = /"phase":"([A-Z]+)"/.exec(String(payload))?.[1];
        if (phase && this.receivedPhases.at(-1) !== phase) this.receivedPhases.push(phase);
      }),
    );
  }

  /** Records every progress message the upload panel shows. */
  async watchUploadMessages() {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { uploadMessages: string[] }).uploadMessages = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="upload-phase"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }

  uploadMessages() {
    return this.page.evaluate(() => (window as unknown as { uploadMessages: string[] }).uploadMessages);
  }

  /** Drops a file on the drop area, as dragging it from the desktop does. */
  async dropFile(name: string, bytes: Uint8Array) {
    const dataTransfer = await this.page.evaluateHandle(
      ({ fileName, data }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(data)], fileName));
        return transfer;
      },
      { fileName: name, data: [...bytes] },
    );
    await this.page.getByTestId("drop-area").dispatchEvent("drop", { dataTransfer });
  }

  async chooseFile(name: string, bytes: Uint8Array) {
    await this.page
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: "model/stl", buffer: Buffer.from(bytes) });
  }

  /** Chooses a file on disk: Playwright passes no buffer over 50 MB. */
  async chooseFileAt(path: string) {
    await this.page.locator('input[type="file"]').setInputFiles(path);
  }

  async next() {
    await this.page.getByRole("button", { name: "Weiter" }).click();
    await expect(this.page.getByTestId("color-option").first()).toBeVisible();
  }

  async settledPrice() {
    await expect(this.page.getByTestId("price-summary")).toHaveAttribute("aria-busy", "false");
    return this.linePrice.innerText();
  }

  async pickMode(name: string) {
    await this.page.getByRole("radio", { name: new RegExp(name) }).check();
  }
}

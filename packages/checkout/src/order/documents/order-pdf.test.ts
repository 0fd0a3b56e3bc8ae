import { describe, expect, it } from "vitest";
import { OrderDocumentError } from "./check";
import type { OrderDocument } from "./model";
import { renderOrderPdf } from "./order-pdf";
import { readPdf } from "./testing/read-pdf";
import { demoSeller, sampleOrder, sampleQuote } from "./testing/sample-order";

const seller = demoSeller();
const render = async (model: OrderDocument) => readPdf(await renderOrderPdf(model, seller));
const allText = (pages: { text: string }[]) => pages.map((page) => page.text).join(" ");

describe("the order confirmation PDF", () => {
  it("shows a purchaser the order, both addresses, every line with its picture and amounts, and the totals", async () => {
    const bytes = await renderOrderPdf(sampleOrder(3), seller);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, title } = await readPdf(bytes);
    expect(title).toBe("Auftragsbestätigung DW-2026-000042");
    expect(pages).toHaveLength(1);
    const [page] = pages as [{ text: string; images: number }];
    expect(page.text).toContain("Auftragsbestätigung DW-2026-000042");
    expect(page.text).toContain("Datum 05.03.2026");
    expect(page.text).toContain("Ihre Referenz PO-4711");
    expect(page.text).toContain("Ihre USt-IdNr. DE811234567");
    for (const part of ["Müller Maschinenbau GmbH", "Jürgen Weiß", "Industriestraße 7", "70565 Stuttgart"]) {
      expect(page.text).toContain(part);
    }
    expect(page.text).toContain(
      "Lieferanschrift: Müller Maschinenbau GmbH · Anna Schäfer · Wareneingang Tor 3 · Am Güterbahnhof 21 · 73728 Esslingen am Neckar · Deutschland",
    );
    // Position, name, quantity, piece and line price, as the table reads.
    expect(page.text).toMatch(/1 Gehäusedeckel <v2> .*PA12 \(SLS\) · Gefärbt · Schwarz .* 1 12,34 € 12,34 €/);
    expect(page.text).toMatch(/2 Halterung links .* 8 15,45 € 123,60 €/);
    expect(page.text).toMatch(/3 Dichtring Ø 40 .* 15 18,56 € 278,40 €/);
    expect(page.text).toContain("Summe Positionen 414,34 €");
    expect(page.text).toContain("Gutschein WELCOME10 -41,43 €");
    expect(page.text).toContain("Versand (Standard-Versand) 5,90 €");
    expect(page.text).toContain("Nettobetrag 378,81 €");
    expect(page.text).toContain("zzgl. 19 % USt. 71,97 €");
    expect(page.text).toContain("Gesamtbetrag 450,78 €");
    expect(page.images).toBe(3);
    expect(page.text).toContain("Seite 1 von 1");
    expect(page.text).toContain("Druckwerk GmbH · Musterstraße 12 · 10115 Berlin");
    expect(page.text).toContain("USt-IdNr. DE123456789");
  });

  it("asks for prepayment to the shop's account with the order number as the reference", async () => {
    const text = allText((await render(sampleOrder(3))).pages);
    expect(text).toContain("Zahlungsart: Vorkasse");
    expect(text).toContain("Bitte überweisen Sie 450,78 € mit dem Verwendungszweck DW-2026-000042");
    expect(text).toContain("IBAN DE02 1203 0000 0000 2020 51");
    expect(text).toContain("BIC BYLADEM1001");
    expect(text).toContain("Kontoinhaber Druckwerk GmbH");
  });

  it("tells how an invoice, a PayPal payment and a quote are settled", async () => {
    const invoice = allText(
      (await render(sampleOrder(1, { payment: { method: "invoice", status: "PAYMENT_PENDING" } }))).pages,
    );
    expect(invoice).toContain("Zahlbar innerhalb von 14 Tagen ohne Abzug");
    expect(invoice).not.toContain("Verwendungszweck");

    const paid = allText(
      (await render(sampleOrder(1, { payment: { method: "paypal", status: "PAYMENT_RECEIVED" } }))).pages,
    );
    expect(paid).toContain("Bezahlt mit PayPal");
    const pending = allText(
      (await render(sampleOrder(1, { payment: { method: "paypal", status: "PAYMENT_PENDING" } }))).pages,
    );
    expect(pending).toContain("Die Zahlung mit PayPal ist noch nicht abgeschlossen");

    const quote = await render(sampleQuote(3));
    expect(quote.title).toBe("Angebot DW-2026-000042");
    const text = allText(quote.pages);
    expect(text).toContain("Angebotsnummer DW-2026-000042");
    expect(text).toContain("unverbindlich und gültig bis zum 04.04.2026");
    expect(text).not.toContain("Zahlungsart");
  });

  it("paginates 40 lines cleanly: the table header again on every page, no line split, totals at the end", async () => {
    const model = sampleOrder(40);
    const { pages } = await render(model);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page.text).toContain("Pos. Artikel Menge Einzelpreis netto Gesamt netto");
    });
    for (const page of pages.slice(1))
      expect(page.text).toContain("Auftragsbestätigung DW-2026-000042 – Fortsetzung");
    // Each line's name, quantity and both prices on one page, in order.
    let previousPage = 0;
    model.lines.forEach((line, index) => {
      const row = new RegExp(
        `${index + 1} ${line.name.replace(/[()]/g, "\\$&")} .*? ${line.quantity} \\S+ € \\S+ €`,
      );
      const pageIndex = pages.findIndex((page) => row.test(page.text));
      expect(pageIndex, line.name).toBeGreaterThanOrEqual(previousPage);
      previousPage = pageIndex;
    });
    expect(pages.at(-1)?.text).toContain("Halterung links #38");
    expect(pages.at(-1)?.text).toContain("Gesamtbetrag 42.285,39 €");
    expect(allText(pages)).toContain("1.341,12 €");
    expect(pages[0]?.images).toBe(3);
  });

  it("moves totals and payment together to a new page when they no longer fit under the table", async () => {
    const { pages } = await render(sampleOrder(6));
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map((page) => page.text) as [string, string];
    expect(first).toContain("Halterung links #5");
    expect(first).not.toContain("Gesamtbetrag");
    expect(second).toContain("Auftragsbestätigung DW-2026-000042 – Fortsetzung");
    expect(second).not.toContain("Einzelpreis netto");
    expect(second).toContain("Gesamtbetrag");
    expect(second).toContain("Kontoinhaber Druckwerk GmbH");
  });

  it("writes amounts, dates and words in English and French", async () => {
    const english = allText((await render(sampleOrder(40, { language: "en" }))).pages);
    expect(english).toContain("Order confirmation DW-2026-000042");
    expect(english).toContain("Date 05/03/2026");
    expect(english).toContain("€1,341.12");
    expect(english).toContain("plus 19% VAT €6,751.45");
    expect(english).toContain("Total €42,285.39");

    const french = allText((await render(sampleQuote(40, { language: "fr" }))).pages);
    expect(french).toContain("Devis DW-2026-000042");
    expect(french).toContain("1 341,12 €");
    expect(french).toContain("TVA 19 % 6 751,45 €");
    expect(french).toContain("Total TTC 42 285,39 €");
    expect(french).toContain("valable jusqu’au 04/04/2026");
  });

  it("notes the reverse charge for an EU business customer and the tax-free export outside the EU", async () => {
    const untaxed = (changes: Partial<OrderDocument>) => {
      const model = sampleOrder(3, changes);
      const totals = { ...model.totals, grossCents: model.totals.netCents };
      return { ...model, totals: { ...totals, tax: { ...totals.tax, ratePercent: 0, cents: 0 } } };
    };
    const austria = {
      ...sampleOrder().billing,
      country: "Österreich",
      countryCode: "AT",
      vatId: "ATU12345678",
    };
    const reverse = untaxed({ billing: austria });
    reverse.totals.tax.treatment = "reverse-charge";
    const reverseText = allText((await render(reverse)).pages);
    expect(reverseText).toContain("0 % USt. – Steuerschuldnerschaft des Leistungsempfängers");
    expect(reverseText).toContain("zzgl. 0 % USt. 0,00 €");
    expect(reverseText).toContain("Ihre USt-IdNr. ATU12345678");
    expect(reverseText).toContain("Gesamtbetrag 378,81 €");

    const exported = untaxed({ billing: { ...austria, country: "Schweiz", countryCode: "CH", vatId: null } });
    exported.totals.tax.treatment = "export";
    expect(allText((await render(exported)).pages)).toContain("steuerfreie Ausfuhrlieferung");
  });

  it("prints a private customer's gross total as including VAT, and names in any European script", async () => {
    const billing = {
      ...sampleOrder().billing,
      company: null,
      vatId: null,
      firstname: "Łukasz",
      lastname: "Dvořák",
    };
    const text = allText((await render(sampleOrder(3, { businessCustomer: false, billing }))).pages);
    expect(text).toContain("Guten Tag Łukasz Dvořák,");
    expect(text).toContain("Gesamtbetrag inkl. USt. 450,78 €");
    expect(text).not.toContain("Alle Preise in Euro netto");
  });

  it("refuses a model whose amounts do not add up, naming what is wrong", async () => {
    const model = sampleOrder(3);
    const wrong = { ...model, totals: { ...model.totals, grossCents: model.totals.grossCents + 1 } };
    const error = await renderOrderPdf(wrong, seller).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OrderDocumentError);
    expect(error).toMatchObject({
      code: "ORDER_DOCUMENT_INVALID",
      problems: ["net 37881 + tax 7197 is not the gross 45079"],
    });
    const unnumbered = await renderOrderPdf({ ...model, number: "42" }, seller).catch(
      (caught: unknown) => caught,
    );
    expect(unnumbered).toMatchObject({ problems: ["number: an order number looks like DW-2026-000042"] });
  });
});

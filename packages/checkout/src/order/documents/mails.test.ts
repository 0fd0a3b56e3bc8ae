import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer } from "@druckwerk/platform";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { OrderDocumentError } from "./check";
import { orderDocumentMail, paymentReceivedMail, paymentRefundedMail } from "./mails";
import { readPdf } from "./testing/read-pdf";
import { demoSeller, sampleOrder, sampleQuote } from "./testing/sample-order";

const seller = demoSeller();
/** The text as a reader sees it: non-breaking spaces (before €, in French thousands) as spaces. */
const spaced = (text: string | false | undefined) => (text || "").replace(/[\u00a0\u202f]/g, " ");

describe("the order mails", () => {
  const outboxDir = mkdtempSync(path.join(tmpdir(), "druckwerk-order-mails-"));
  afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

  it("confirm an order in German with the PDF attached, as the shopper's mail client receives it", async () => {
    const link = "https://shop.example/order-details/0b6a0a0e-1d3c-4c55-9c1e-1d2b3c4d5e6f?token=abc_-123";
    const mail = await orderDocumentMail(sampleOrder(3), seller, { details: link });
    await createMailer({ from: "Druckwerk <shop@druckwerk.localhost>", outboxDir }).send(mail);
    const [file] = readdirSync(outboxDir);
    const received = await simpleParser(readFileSync(path.join(outboxDir, file as string)));

    expect(received.to).toMatchObject({ text: "einkauf@mueller-maschinenbau.example" });
    expect(received.subject).toBe("Ihre Bestellung DW-2026-000042 bei Druckwerk");
    const text = spaced(received.text);
    expect(text).toContain("vielen Dank für Ihren Auftrag");
    expect(text).toContain("8 × 15,45 € = 123,60 €");
    expect(text).toContain("Gesamtbetrag: 450,78 €");
    expect(text).toContain("IBAN: DE02 1203 0000 0000 2020 51");
    expect(text).toContain("Die Auftragsbestätigung finden Sie als PDF im Anhang.");
    expect(text).toContain(`Ihre Bestellung und ihren Stand finden Sie jederzeit hier:\n${link}`);
    expect(received.html).toContain("Gesamtbetrag");
    const [attachment] = received.attachments;
    expect(received.attachments).toHaveLength(1);
    expect(attachment?.filename).toBe("Auftragsbestaetigung-DW-2026-000042.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    const pdf = await readPdf(attachment?.content as Buffer);
    expect(pdf.pages[0]?.text).toContain("Auftragsbestätigung DW-2026-000042");
  });

  it("send a quote in English and French with the quote attached under its own name", async () => {
    const english = await orderDocumentMail(sampleQuote(3, { language: "en" }), seller);
    expect(english.subject).toBe("Your quotation DW-2026-000042 from Druckwerk");
    expect(english.attachments?.[0]?.filename).toBe("Quotation-DW-2026-000042.pdf");
    expect(english.text).toContain("non-binding and valid until 04/04/2026");
    expect(spaced(english.text)).toContain("Total: €450.78");
    expect((await readPdf(english.attachments?.[0]?.content as Buffer)).title).toBe(
      "Quotation DW-2026-000042",
    );

    const french = await orderDocumentMail(sampleQuote(3, { language: "fr" }), seller);
    expect(french.subject).toBe("Votre devis DW-2026-000042 de Druckwerk");
    expect(french.attachments?.[0]?.filename).toBe("Devis-DW-2026-000042.pdf");
    expect(spaced(french.text)).toContain("Total TTC : 450,78 €");
    expect(french.text).toContain("Validité");
  });

  it("tell the shopper their payment arrived, without an attachment", () => {
    const mail = paymentReceivedMail(sampleOrder(3, { language: "fr" }), seller);
    expect(mail.subject).toBe("Paiement reçu – commande DW-2026-000042 chez Druckwerk");
    expect(spaced(mail.text)).toContain(
      "nous avons bien reçu votre paiement de 450,78 € pour votre commande DW-2026-000042",
    );
    expect(mail.attachments).toBeUndefined();
    expect(() => paymentReceivedMail(sampleQuote(3), seller)).toThrow(OrderDocumentError);
  });

  it("tell the shopper in their language that a cancelled order's payment was refunded", () => {
    const english = paymentRefundedMail(sampleOrder(3, { language: "en" }), seller);
    expect(english.subject).toBe("Payment refunded – order DW-2026-000042 at Druckwerk");
    expect(spaced(english.text)).toContain(
      "we have refunded €450.78 for your cancelled order DW-2026-000042 through PayPal",
    );
    const german = paymentRefundedMail(sampleOrder(3), seller);
    expect(german.subject).toBe("Zahlung erstattet – Bestellung DW-2026-000042 bei Druckwerk");
  });

  it("escape every string the shopper wrote in the HTML and load nothing from elsewhere", async () => {
    const billing = {
      ...sampleOrder().billing,
      firstname: '<script>alert("x")</script>',
      company: "A & B <GmbH>",
    };
    const mail = await orderDocumentMail(sampleOrder(3, { billing, referenceNumber: "<img src=x>" }), seller);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Guten Tag &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Weiß,");
    expect(mail.html).toContain("&lt;img src=x&gt;");
    expect(mail.html).toContain("Gehäusedeckel &lt;v2&gt;");
    // No tag that fetches anything: no images, scripts, frames, style sheets or links.
    expect(mail.html).not.toMatch(/<(img|script|iframe|link|object)\b|<[^>]*\s(src|href)=|url\(/i);
    expect(mail.text).toContain('Guten Tag <script>alert("x")</script> Weiß,');
    const paid = paymentReceivedMail(sampleOrder(3, { billing }), seller);
    expect(paid.html).not.toContain("<script>");
  });
});

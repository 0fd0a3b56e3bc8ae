import type { MailMessage } from "@druckwerk/platform";
import { checkedOrderDocument, OrderDocumentError } from "./check";
import {
  addressLines,
  customerName,
  documentFileName,
  lineDetails,
  money,
  orderFacts,
  paymentInstructions,
  sellerFooter,
  taxNotes,
  textsOf,
  totalsRows,
} from "./content";
import { type MailSection, mailHtml, mailText } from "./mail-layout";
import type { OrderDocument } from "./model";
import { renderOrderPdf } from "./order-pdf";
import type { Seller } from "./seller";

/**
 * The mail that goes with an order document in the shopper's language: for an order the
 * confirmation, for a quote the quote, each with its PDF attached
 * (`Auftragsbestaetigung-DW-2026-000042.pdf`, `Angebot-DW-2026-000042.pdf`, …), and the link to
 * the order's page in the shop when `links.details` is given, and for a quote the page that accepts
 * it (`links.acceptQuote`).
 */
export async function orderDocumentMail(
  model: OrderDocument,
  seller: Seller,
  links: { details?: string; acceptQuote?: string } = {},
): Promise<MailMessage> {
  const doc = checkedOrderDocument(model);
  const t = textsOf(doc);
  const pdf = await renderOrderPdf(doc, seller);
  const instructions = paymentInstructions(doc, seller);
  const subject = t.mailSubject[doc.kind](doc.number, seller.shopName);
  const sections: MailSection[] = [
    { type: "paragraph", text: t.greeting(customerName(doc)) },
    { type: "paragraph", text: t.intro[doc.kind] },
    { type: "heading", text: t.itemsHeading },
    {
      type: "items",
      items: doc.lines.map((line, index) => ({
        title: `${index + 1}. ${line.name}`,
        detail: lineDetails(doc, line).join(" · "),
        amount: `${line.quantity} × ${money(doc, line.pieceNetCents)} = ${money(doc, line.lineNetCents)}`,
      })),
    },
    {
      type: "rows",
      rows: totalsRows(doc).map((row) => ({ label: row.label, value: row.amount, strong: row.total })),
    },
    ...taxNotes(doc).map((note): MailSection => ({ type: "paragraph", text: note })),
    { type: "heading", text: instructions.heading },
    ...instructions.paragraphs.slice(0, 1).map((text): MailSection => ({ type: "paragraph", text })),
    ...(instructions.bankRows.length > 0
      ? [{ type: "rows", rows: instructions.bankRows.map(([label, value]) => ({ label, value })) } as const]
      : []),
    ...instructions.paragraphs.slice(1).map((text): MailSection => ({ type: "paragraph", text })),
    { type: "rows", rows: orderFacts(doc).map(([label, value]) => ({ label, value })) },
    { type: "paragraph", text: t.labelled(t.shippingAddress, addressLines(doc.shipping).join(", ")) },
    { type: "paragraph", text: t.attachmentNote[doc.kind] },
    ...(doc.kind === "quote" && links.acceptQuote
      ? [{ type: "paragraph", text: `${t.acceptLink}\n${links.acceptQuote}` } as const]
      : []),
    ...(links.details ? [{ type: "paragraph", text: `${t.detailsLink}\n${links.details}` } as const] : []),
    { type: "paragraph", text: `${t.closing[doc.kind]}\n${t.team(seller.shopName)}` },
    { type: "footer", lines: sellerFooter(doc, seller) },
  ];
  return {
    to: doc.customer.email,
    subject,
    text: mailText(sections, t.labelled),
    html: mailHtml(subject, sections),
    attachments: [{ filename: documentFileName(doc), content: pdf, contentType: "application/pdf" }],
  };
}

/** A short mail about an order: greeting, one sentence, the order's facts (after `rows`), closing. */
function orderNoticeMail(
  doc: ReturnType<typeof checkedOrderDocument>,
  seller: Seller,
  notice: { subject: string; text: string; rows?: { label: string; value: string }[] },
): MailMessage {
  const t = textsOf(doc);
  const facts = orderFacts(doc).map(([label, value]) => ({ label, value }));
  const sections: MailSection[] = [
    { type: "paragraph", text: t.greeting(customerName(doc)) },
    { type: "paragraph", text: notice.text },
    { type: "rows", rows: [...(notice.rows ?? []), ...facts] },
    { type: "paragraph", text: `${t.closing.order}\n${t.team(seller.shopName)}` },
    { type: "footer", lines: sellerFooter(doc, seller) },
  ];
  return {
    to: doc.customer.email,
    subject: notice.subject,
    text: mailText(sections, t.labelled),
    html: mailHtml(notice.subject, sections),
  };
}

/** The mail that tells the shopper their payment for an order arrived and production starts. */
export function paymentReceivedMail(model: OrderDocument, seller: Seller): MailMessage {
  return paymentMail(model, seller, "received");
}

/** The mail that tells the shopper the payment of their cancelled order was paid back. */
export function paymentRefundedMail(model: OrderDocument, seller: Seller): MailMessage {
  return paymentMail(model, seller, "refunded");
}

function paymentMail(model: OrderDocument, seller: Seller, what: "received" | "refunded"): MailMessage {
  const doc = checkedOrderDocument(model);
  if (doc.kind === "quote") throw new OrderDocumentError(["a quote is not paid; order it first"]);
  const t = textsOf(doc);
  const [subject, text] =
    what === "received"
      ? [t.paymentReceivedSubject, t.paymentReceived]
      : [t.paymentRefundedSubject, t.paymentRefunded];
  return orderNoticeMail(doc, seller, {
    subject: subject(doc.number, seller.shopName),
    text: text(money(doc, doc.totals.grossCents), doc.number),
  });
}

/**
 * The mail of a status change the customer is told of: production started, shipped (with the
 * tracking number), cancelled; in the order's language.
 */
export function statusChangedMail(
  model: OrderDocument,
  seller: Seller,
  change: { status: "IN_PRODUCTION" | "ORDER_COMPLETED" | "ORDER_CANCELLED"; trackingNumber: string | null },
): MailMessage {
  const doc = checkedOrderDocument(model);
  const t = textsOf(doc);
  return orderNoticeMail(doc, seller, {
    subject: t.statusSubject[change.status](doc.number, seller.shopName),
    text: t.statusText[change.status](doc.number),
    rows: change.trackingNumber ? [{ label: t.trackingNumber, value: change.trackingNumber }] : [],
  });
}

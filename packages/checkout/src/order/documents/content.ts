import { formatDate, formatIban, formatMoney, formatNumber, formatPercent } from "./format";
import type { OrderDocument, OrderLine, PostalAddress } from "./model";
import type { Seller } from "./seller";
import { type DocumentTexts, documentTexts } from "./texts";

/**
 * The words and amounts of an order document, decided once for the PDF and the mails alike:
 * they differ in layout only.
 */
export interface TotalsRow {
  label: string;
  amount: string;
  /** The row a purchaser looks for: the amount to pay. */
  total?: boolean;
}

export interface PaymentInstructions {
  /** "Zahlungsart: Vorkasse", or for a quote how long it holds. */
  heading: string;
  paragraphs: string[];
  /** Label and value of the account to transfer to (prepaid only). */
  bankRows: [string, string][];
}

export const textsOf = (doc: OrderDocument): DocumentTexts => documentTexts[doc.language];

export const money = (doc: OrderDocument, cents: number) => formatMoney(cents, doc.language);

export function addressLines(address: PostalAddress): string[] {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`,
    address.addressSuffix,
    address.street,
    `${address.postalCode} ${address.city}`,
    address.country,
  ].filter((line): line is string => Boolean(line));
}

export function customerName(doc: OrderDocument): string {
  return `${doc.billing.firstname} ${doc.billing.lastname}`;
}

/** What a line is made of, and how: material, finish and colour; scale, unit and production time. */
export function lineDetails(doc: OrderDocument, line: OrderLine): [string, string] {
  return [
    [line.printMode, line.finish, line.colour].join(" · "),
    textsOf(doc).lineDetails(formatNumber(line.scale, doc.language), line.unit, line.productionDays),
  ];
}

export function documentFileName(doc: OrderDocument): string {
  return `${textsOf(doc).fileName[doc.kind]}-${doc.number}.pdf`;
}

export function totalsRows(doc: OrderDocument): TotalsRow[] {
  const t = textsOf(doc);
  const { totals } = doc;
  const rows: TotalsRow[] = [{ label: t.positions, amount: money(doc, totals.positionNetCents) }];
  if (totals.discount) {
    rows.push({ label: t.voucher(totals.discount.code), amount: money(doc, -totals.discount.netCents) });
  }
  if (totals.smallOrderSurchargeNetCents > 0) {
    rows.push({ label: t.smallOrderSurcharge, amount: money(doc, totals.smallOrderSurchargeNetCents) });
  }
  rows.push({ label: t.shipping(totals.shipping.method), amount: money(doc, totals.shipping.netCents) });
  rows.push({ label: t.net, amount: money(doc, totals.netCents) });
  rows.push({
    label: t.tax(formatPercent(totals.tax.ratePercent, doc.language)),
    amount: money(doc, totals.tax.cents),
  });
  const includesTax = !doc.businessCustomer && totals.tax.treatment === "domestic";
  rows.push({
    label: includesTax ? t.grossIncludingTax : t.gross,
    amount: money(doc, totals.grossCents),
    total: true,
  });
  return rows;
}

/** What is said under the totals about the tax: the legal note for 0 %, the net wording for businesses. */
export function taxNotes(doc: OrderDocument): string[] {
  const t = textsOf(doc);
  const notes: string[] = [];
  if (doc.totals.tax.treatment === "reverse-charge") notes.push(t.reverseCharge);
  if (doc.totals.tax.treatment === "export") notes.push(t.exportDelivery);
  if (doc.businessCustomer) notes.push(t.netPrices);
  return notes;
}

export function paymentInstructions(doc: OrderDocument, seller: Seller): PaymentInstructions {
  const t = textsOf(doc);
  const heading = t.labelled(t.paymentMethod, t.paymentMethods[doc.payment.method]);
  const gross = money(doc, doc.totals.grossCents);
  switch (doc.payment.method) {
    case "prepaid":
      return {
        heading,
        paragraphs: [t.prepaid(gross, doc.number), t.prepaidStart],
        bankRows: [
          [t.accountHolder, seller.legalName],
          ["IBAN", formatIban(seller.bank.iban)],
          ["BIC", seller.bank.bic],
          [t.bank, seller.bank.name],
        ],
      };
    case "invoice":
      return { heading, paragraphs: [t.invoice], bankRows: [] };
    case "paypal":
      return {
        heading,
        paragraphs: [
          {
            PAYMENT_PENDING: t.paypalPending,
            PAYMENT_RECEIVED: t.paypalReceived,
            PAYMENT_REFUNDED: t.paypalRefunded,
          }[doc.payment.status],
        ],
        bankRows: [],
      };
    case "quote":
      return {
        heading: t.validity,
        paragraphs: [t.quoteValidity(formatDate(doc.quoteValidUntil ?? doc.createdAt, doc.language))],
        bankRows: [],
      };
  }
}

/** Label and value of the order's facts: number, date, reference, contact, times, payment. */
export function orderFacts(doc: OrderDocument): [string, string][] {
  const t = textsOf(doc);
  const facts: [string, string | null][] = [
    [t.numberLabel[doc.kind], doc.number],
    [t.date, formatDate(doc.createdAt, doc.language)],
    [t.reference, doc.referenceNumber],
    [t.email, doc.customer.email],
    [t.phone, doc.customer.phone],
    [t.customerVatId, doc.billing.vatId],
    [t.productionTime, t.days(doc.estimatedProductionDays)],
    [t.deliveryTime, t.days(doc.estimatedDeliveryDays)],
    [t.paymentMethod, doc.kind === "quote" ? null : t.paymentMethods[doc.payment.method]],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** The legal footer: who the seller is, where it is registered, where it banks. */
export function sellerFooter(doc: OrderDocument, seller: Seller): string[] {
  const t = textsOf(doc);
  return [
    [seller.legalName, ...seller.address, seller.email].join(" · "),
    `${t.labelled(t.managingDirector, seller.managingDirector)} · ${seller.register} · ${t.vatId} ${seller.vatId}`,
    `${seller.bank.name} · IBAN ${formatIban(seller.bank.iban)} · BIC ${seller.bank.bic}`,
  ];
}

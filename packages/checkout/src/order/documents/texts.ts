import type { Language } from "@druckwerk/platform";
import type { OrderDocument, PaymentMethod } from "./model";

type Kind = OrderDocument["kind"];

/** Every word the order documents and mails print, per language. */
export interface DocumentTexts {
  title: Record<Kind, string>;
  numberLabel: Record<Kind, string>;
  /** The PDF's file name before the number (ASCII: some mail clients mangle umlauts in names). */
  fileName: Record<Kind, string>;
  date: string;
  reference: string;
  email: string;
  phone: string;
  customerVatId: string;
  billingAddress: string;
  shippingAddress: string;
  greeting: (name: string) => string;
  intro: Record<Kind, string>;
  columns: { position: string; item: string; quantity: string; piece: string; line: string };
  lineDetails: (scale: string, unit: string, days: number) => string;
  positions: string;
  voucher: (code: string) => string;
  smallOrderSurcharge: string;
  shipping: (method: string) => string;
  net: string;
  tax: (rate: string) => string;
  gross: string;
  grossIncludingTax: string;
  netPrices: string;
  reverseCharge: string;
  exportDelivery: string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  prepaid: (amount: string, number: string) => string;
  accountHolder: string;
  bank: string;
  prepaidStart: string;
  invoice: string;
  paypalReceived: string;
  paypalPending: string;
  paypalRefunded: string;
  quoteValidity: (date: string) => string;
  /** Before the link that accepts a quote. */
  acceptLink: string;
  productionTime: string;
  deliveryTime: string;
  /** An estimate in working days, e.g. "ca. 7 Werktage". */
  days: (days: number) => string;
  validity: string;
  closing: Record<Kind, string>;
  page: (page: number, pages: number) => string;
  continued: string;
  managingDirector: string;
  vatId: string;
  team: (shop: string) => string;
  mailSubject: Record<Kind, (number: string, shop: string) => string>;
  attachmentNote: Record<Kind, string>;
  /** The sentence before the link to the order's page in the shop. */
  detailsLink: string;
  itemsHeading: string;
  paymentReceivedSubject: (number: string, shop: string) => string;
  paymentReceived: (amount: string, number: string) => string;
  /** The mail of a refund through PayPal (a cancelled order's payment paid back). */
  paymentRefundedSubject: (number: string, shop: string) => string;
  paymentRefunded: (amount: string, number: string) => string;
  /** The mails of a status change the customer is told of (the back office). */
  statusSubject: Record<
    "IN_PRODUCTION" | "ORDER_COMPLETED" | "ORDER_CANCELLED",
    (number: string, shop: string) => string
  >;
  statusText: Record<"IN_PRODUCTION" | "ORDER_COMPLETED" | "ORDER_CANCELLED", (number: string) => string>;
  trackingNumber: string;
  /** "Label: value", with the language's spacing before the colon. */
  labelled: (label: string, value: string) => string;
}

export const documentTexts: Record<Language, DocumentTexts> = {
  de: {
    title: { order: "Auftragsbestätigung", quote: "Angebot" },
    numberLabel: { order: "Auftragsnummer", quote: "Angebotsnummer" },
    fileName: { order: "Auftragsbestaetigung", quote: "Angebot" },
    date: "Datum",
    reference: "Ihre Referenz",
    email: "E-Mail",
    phone: "Telefon",
    customerVatId: "Ihre USt-IdNr.",
    billingAddress: "Rechnungsanschrift",
    shippingAddress: "Lieferanschrift",
    greeting: (name) => `Guten Tag ${name},`,
    intro: {
      order: "vielen Dank für Ihren Auftrag. Wir bestätigen Ihnen die folgenden Positionen:",
      quote: "vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen die folgenden Positionen an:",
    },
    columns: {
      position: "Pos.",
      item: "Artikel",
      quantity: "Menge",
      piece: "Einzelpreis netto",
      line: "Gesamt netto",
    },
    lineDetails: (scale, unit, days) => `Skalierung ${scale} · Einheit ${unit} · Fertigung ${days} Werktage`,
    positions: "Summe Positionen",
    voucher: (code) => `Gutschein ${code}`,
    smallOrderSurcharge: "Mindermengenzuschlag",
    shipping: (method) => `Versand (${method})`,
    net: "Nettobetrag",
    tax: (rate) => `zzgl. ${rate} USt.`,
    gross: "Gesamtbetrag",
    grossIncludingTax: "Gesamtbetrag inkl. USt.",
    netPrices: "Alle Preise in Euro netto zuzüglich der ausgewiesenen Umsatzsteuer.",
    reverseCharge: "0 % USt. – Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).",
    exportDelivery: "0 % USt. – steuerfreie Ausfuhrlieferung (§ 4 Nr. 1a UStG).",
    paymentMethod: "Zahlungsart",
    paymentMethods: { prepaid: "Vorkasse", invoice: "Rechnung", paypal: "PayPal", quote: "Angebot" },
    prepaid: (amount, number) =>
      `Bitte überweisen Sie ${amount} mit dem Verwendungszweck ${number} auf folgendes Konto:`,
    accountHolder: "Kontoinhaber",
    bank: "Bank",
    prepaidStart: "Die Fertigung beginnt, sobald Ihre Zahlung eingegangen ist.",
    invoice: "Sie erhalten die Rechnung mit der Lieferung. Zahlbar innerhalb von 14 Tagen ohne Abzug.",
    paypalReceived: "Bezahlt mit PayPal. Ihre Zahlung ist eingegangen.",
    paypalRefunded: "Bezahlt mit PayPal und nach der Stornierung über PayPal erstattet.",
    paypalPending:
      "Die Zahlung mit PayPal ist noch nicht abgeschlossen. Sie können sie in Ihrem Kundenkonto unter „Bestellungen“ nachholen.",
    quoteValidity: (date) =>
      `Dieses Angebot ist unverbindlich und gültig bis zum ${date}. Sie nehmen es zu diesen Preisen an über den Link in unserer E-Mail oder auf der Angebotsseite in Ihrem Kundenkonto.`,
    productionTime: "Fertigungszeit",
    deliveryTime: "Lieferzeit",
    days: (days) => `ca. ${days} Werktage`,
    validity: "Gültigkeit",
    closing: {
      order: "Wir danken Ihnen für Ihr Vertrauen.",
      quote: "Wir freuen uns auf Ihren Auftrag.",
    },
    page: (page, pages) => `Seite ${page} von ${pages}`,
    continued: "Fortsetzung",
    managingDirector: "Geschäftsführung",
    vatId: "USt-IdNr.",
    team: (shop) => `Ihr ${shop}-Team`,
    mailSubject: {
      order: (number, shop) => `Ihre Bestellung ${number} bei ${shop}`,
      quote: (number, shop) => `Ihr Angebot ${number} von ${shop}`,
    },
    attachmentNote: {
      order: "Die Auftragsbestätigung finden Sie als PDF im Anhang.",
      quote: "Das Angebot finden Sie als PDF im Anhang, zum Beispiel zur Weitergabe an Ihren Einkauf.",
    },
    detailsLink: "Ihre Bestellung und ihren Stand finden Sie jederzeit hier:",
    acceptLink: "Angebot annehmen und zu diesen Preisen bestellen:",
    itemsHeading: "Positionen",
    paymentReceivedSubject: (number, shop) => `Zahlung erhalten – Bestellung ${number} bei ${shop}`,
    paymentReceived: (amount, number) =>
      `wir haben Ihre Zahlung über ${amount} für Ihre Bestellung ${number} erhalten. Vielen Dank! Wir beginnen jetzt mit der Fertigung.`,
    paymentRefundedSubject: (number, shop) => `Zahlung erstattet – Bestellung ${number} bei ${shop}`,
    paymentRefunded: (amount, number) =>
      `wir haben Ihnen ${amount} für Ihre stornierte Bestellung ${number} über PayPal erstattet. Der Betrag wird Ihrem PayPal-Konto in den nächsten Tagen gutgeschrieben.`,
    statusSubject: {
      IN_PRODUCTION: (number, shop) => `Ihre Bestellung ${number} bei ${shop} ist in Produktion`,
      ORDER_COMPLETED: (number, shop) => `Ihre Bestellung ${number} bei ${shop} ist versandt`,
      ORDER_CANCELLED: (number, shop) => `Ihre Bestellung ${number} bei ${shop} wurde storniert`,
    },
    statusText: {
      IN_PRODUCTION: (number) =>
        `Ihre Bestellung ${number} ist jetzt in Produktion. Wir melden uns, sobald sie versandt ist.`,
      ORDER_COMPLETED: (number) => `Ihre Bestellung ${number} ist fertig und auf dem Weg zu Ihnen.`,
      ORDER_CANCELLED: (number) =>
        `Ihre Bestellung ${number} wurde storniert. Haben Sie schon bezahlt, erstatten wir den Betrag. Bei Fragen antworten Sie einfach auf diese E-Mail.`,
    },
    trackingNumber: "Sendungsnummer",
    labelled: (label, value) => `${label}: ${value}`,
  },
  en: {
    title: { order: "Order confirmation", quote: "Quotation" },
    numberLabel: { order: "Order number", quote: "Quotation number" },
    fileName: { order: "Order-confirmation", quote: "Quotation" },
    date: "Date",
    reference: "Your reference",
    email: "E-mail",
    phone: "Phone",
    customerVatId: "Your VAT ID",
    billingAddress: "Billing address",
    shippingAddress: "Delivery address",
    greeting: (name) => `Dear ${name},`,
    intro: {
      order: "thank you for your order. We confirm the following items:",
      quote: "thank you for your enquiry. We are pleased to offer you the following items:",
    },
    columns: { position: "No.", item: "Item", quantity: "Qty", piece: "Unit price net", line: "Amount net" },
    lineDetails: (scale, unit, days) => `Scale ${scale} · unit ${unit} · production ${days} working days`,
    positions: "Items total",
    voucher: (code) => `Voucher ${code}`,
    smallOrderSurcharge: "Small-order surcharge",
    shipping: (method) => `Shipping (${method})`,
    net: "Net total",
    tax: (rate) => `plus ${rate} VAT`,
    gross: "Total",
    grossIncludingTax: "Total incl. VAT",
    netPrices: "All prices in euros, net, plus the VAT shown.",
    reverseCharge: "0% VAT – reverse charge: the recipient is liable for VAT.",
    exportDelivery: "0% VAT – tax-exempt export delivery.",
    paymentMethod: "Payment method",
    paymentMethods: { prepaid: "Prepayment", invoice: "Invoice", paypal: "PayPal", quote: "Quotation" },
    prepaid: (amount, number) =>
      `Please transfer ${amount} to the following account, quoting ${number} as the payment reference:`,
    accountHolder: "Account holder",
    bank: "Bank",
    prepaidStart: "Production starts as soon as your payment has arrived.",
    invoice: "You will receive the invoice with the delivery. Payable within 14 days without deduction.",
    paypalReceived: "Paid with PayPal. Your payment has been received.",
    paypalRefunded: "Paid with PayPal and refunded through PayPal after the cancellation.",
    paypalPending:
      "The PayPal payment is not complete yet. You can complete it in your account under “Orders”.",
    quoteValidity: (date) =>
      `This quotation is non-binding and valid until ${date}. Accept it at these prices through the link in our e-mail or on the quotation's page in your account.`,
    productionTime: "Production time",
    deliveryTime: "Delivery time",
    days: (days) => `approx. ${days} working days`,
    validity: "Validity",
    closing: {
      order: "Thank you for your trust.",
      quote: "We look forward to your order.",
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
    continued: "continued",
    managingDirector: "Managing director",
    vatId: "VAT ID",
    team: (shop) => `Your ${shop} team`,
    mailSubject: {
      order: (number, shop) => `Your order ${number} at ${shop}`,
      quote: (number, shop) => `Your quotation ${number} from ${shop}`,
    },
    attachmentNote: {
      order: "You will find the order confirmation attached as a PDF.",
      quote:
        "You will find the quotation attached as a PDF, for example to pass on to your purchasing department.",
    },
    detailsLink: "You can see your order and where it stands at any time here:",
    acceptLink: "Accept the quotation and order at these prices:",
    itemsHeading: "Items",
    paymentReceivedSubject: (number, shop) => `Payment received – order ${number} at ${shop}`,
    paymentReceived: (amount, number) =>
      `we have received your payment of ${amount} for your order ${number}. Thank you! We are now starting production.`,
    paymentRefundedSubject: (number, shop) => `Payment refunded – order ${number} at ${shop}`,
    paymentRefunded: (amount, number) =>
      `we have refunded ${amount} for your cancelled order ${number} through PayPal. The amount will reach your PayPal account within the next few days.`,
    statusSubject: {
      IN_PRODUCTION: (number, shop) => `Your order ${number} at ${shop} is in production`,
      ORDER_COMPLETED: (number, shop) => `Your order ${number} at ${shop} has shipped`,
      ORDER_CANCELLED: (number, shop) => `Your order ${number} at ${shop} has been cancelled`,
    },
    statusText: {
      IN_PRODUCTION: (number) =>
        `Your order ${number} is now in production. We will let you know once it has shipped.`,
      ORDER_COMPLETED: (number) => `Your order ${number} is finished and on its way to you.`,
      ORDER_CANCELLED: (number) =>
        `Your order ${number} has been cancelled. If you have already paid, we will refund the amount. For any questions, simply reply to this e-mail.`,
    },
    trackingNumber: "Tracking number",
    labelled: (label, value) => `${label}: ${value}`,
  },
  fr: {
    title: { order: "Confirmation de commande", quote: "Devis" },
    numberLabel: { order: "N° de commande", quote: "N° de devis" },
    fileName: { order: "Confirmation-de-commande", quote: "Devis" },
    date: "Date",
    reference: "Votre référence",
    email: "E-mail",
    phone: "Téléphone",
    customerVatId: "Votre n° de TVA",
    billingAddress: "Adresse de facturation",
    shippingAddress: "Adresse de livraison",
    greeting: (name) => `Bonjour ${name},`,
    intro: {
      order: "merci pour votre commande. Nous vous confirmons les articles suivants :",
      quote: "merci pour votre demande. Nous avons le plaisir de vous proposer les articles suivants :",
    },
    columns: {
      position: "N°",
      item: "Article",
      quantity: "Qté",
      piece: "Prix unitaire HT",
      line: "Montant HT",
    },
    lineDetails: (scale, unit, days) => `Échelle ${scale} · unité ${unit} · fabrication ${days} jours ouvrés`,
    positions: "Total des articles",
    voucher: (code) => `Bon de réduction ${code}`,
    smallOrderSurcharge: "Supplément petite commande",
    shipping: (method) => `Livraison (${method})`,
    net: "Total HT",
    tax: (rate) => `TVA ${rate}`,
    gross: "Total TTC",
    grossIncludingTax: "Total TTC",
    netPrices: "Tous les prix sont en euros hors taxes, TVA indiquée en sus.",
    reverseCharge: "TVA 0 % – autoliquidation : TVA due par le preneur.",
    exportDelivery: "TVA 0 % – exportation exonérée de TVA.",
    paymentMethod: "Mode de paiement",
    paymentMethods: { prepaid: "Paiement anticipé", invoice: "Facture", paypal: "PayPal", quote: "Devis" },
    prepaid: (amount, number) =>
      `Veuillez virer ${amount} sur le compte suivant en indiquant ${number} comme référence :`,
    accountHolder: "Titulaire du compte",
    bank: "Banque",
    prepaidStart: "La fabrication commence dès réception de votre paiement.",
    invoice: "Vous recevrez la facture avec la livraison. Payable sous 14 jours sans escompte.",
    paypalReceived: "Payé avec PayPal. Votre paiement a bien été reçu.",
    paypalRefunded: "Payé avec PayPal et remboursé via PayPal après l’annulation.",
    paypalPending:
      "Le paiement PayPal n’est pas encore finalisé. Vous pouvez le finaliser dans votre compte, rubrique « Commandes ».",
    quoteValidity: (date) =>
      `Ce devis est sans engagement et valable jusqu’au ${date}. Acceptez-le à ces prix via le lien de notre e-mail ou sur la page du devis dans votre compte.`,
    productionTime: "Délai de fabrication",
    deliveryTime: "Délai de livraison",
    days: (days) => `env. ${days} jours ouvrés`,
    validity: "Validité",
    closing: {
      order: "Merci de votre confiance.",
      quote: "Au plaisir de recevoir votre commande.",
    },
    page: (page, pages) => `Page ${page} sur ${pages}`,
    continued: "suite",
    managingDirector: "Direction",
    vatId: "N° TVA",
    team: (shop) => `L’équipe ${shop}`,
    mailSubject: {
      order: (number, shop) => `Votre commande ${number} chez ${shop}`,
      quote: (number, shop) => `Votre devis ${number} de ${shop}`,
    },
    attachmentNote: {
      order: "Vous trouverez la confirmation de commande en PDF en pièce jointe.",
      quote:
        "Vous trouverez le devis en PDF en pièce jointe, par exemple pour le transmettre à votre service achats.",
    },
    detailsLink: "Vous pouvez consulter votre commande et son état à tout moment ici :",
    acceptLink: "Accepter le devis et commander à ces prix :",
    itemsHeading: "Articles",
    paymentReceivedSubject: (number, shop) => `Paiement reçu – commande ${number} chez ${shop}`,
    paymentReceived: (amount, number) =>
      `nous avons bien reçu votre paiement de ${amount} pour votre commande ${number}. Merci ! Nous lançons maintenant la fabrication.`,
    paymentRefundedSubject: (number, shop) => `Paiement remboursé – commande ${number} chez ${shop}`,
    paymentRefunded: (amount, number) =>
      `nous vous avons remboursé ${amount} pour votre commande annulée ${number} via PayPal. Le montant sera crédité sur votre compte PayPal dans les prochains jours.`,
    statusSubject: {
      IN_PRODUCTION: (number, shop) => `Votre commande ${number} chez ${shop} est en production`,
      ORDER_COMPLETED: (number, shop) => `Votre commande ${number} chez ${shop} a été expédiée`,
      ORDER_CANCELLED: (number, shop) => `Votre commande ${number} chez ${shop} a été annulée`,
    },
    statusText: {
      IN_PRODUCTION: (number) =>
        `Votre commande ${number} est maintenant en production. Nous vous préviendrons dès son expédition.`,
      ORDER_COMPLETED: (number) => `Votre commande ${number} est terminée et en route vers vous.`,
      ORDER_CANCELLED: (number) =>
        `Votre commande ${number} a été annulée. Si vous avez déjà payé, nous vous rembourserons le montant. Pour toute question, répondez simplement à cet e-mail.`,
    },
    trackingNumber: "Numéro de suivi",
    labelled: (label, value) => `${label}\u00a0: ${value}`,
  },
};

import type { PaymentLanguage } from "../provider";
import type { SimulatedOrder } from "./provider";

const texts = {
  de: {
    title: "PayPal-Simulator",
    notice: "Testumgebung: Es wird kein Geld bewegt.",
    payTo: "Zahlung an",
    order: "Bestellung",
    items: "Artikel",
    total: "Gesamtbetrag",
    pay: "Jetzt bezahlen",
    cancel: "Abbrechen und zurück zum Shop",
    unknown: "Diese Zahlung ist unbekannt. Der Simulator vergisst offene Zahlungen bei einem Neustart.",
  },
  en: {
    title: "PayPal simulator",
    notice: "Test mode: no money is moved.",
    payTo: "Pay to",
    order: "Order",
    items: "Items",
    total: "Total",
    pay: "Pay now",
    cancel: "Cancel and return to the shop",
    unknown: "This payment is unknown. The simulator forgets open payments when it restarts.",
  },
  fr: {
    title: "Simulateur PayPal",
    notice: "Mode test : aucun argent n’est débité.",
    payTo: "Paiement à",
    order: "Commande",
    items: "Articles",
    total: "Montant total",
    pay: "Payer maintenant",
    cancel: "Annuler et revenir à la boutique",
    unknown: "Ce paiement est inconnu. Le simulateur oublie les paiements ouverts à son redémarrage.",
  },
} satisfies Record<PaymentLanguage, Record<string, string>>;

const locales: Record<PaymentLanguage, string> = { de: "de-DE", en: "en-GB", fr: "fr-FR" };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const styles = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f2f4f7;
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933}
  main{width:min(26rem,calc(100vw - 2rem));background:#fff;border-radius:12px;
    box-shadow:0 8px 24px rgba(15,23,42,.12);overflow:hidden}
  header{background:#003087;color:#fff;padding:1rem 1.5rem;font-weight:700;letter-spacing:.02em}
  header small{display:block;font-weight:400;color:#c7d7ff}
  section{padding:1.5rem}
  dl{margin:0 0 1.25rem;display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
  dt{color:#52606d}dd{margin:0;text-align:right;overflow-wrap:anywhere}
  .total{font-size:2rem;font-weight:700;text-align:center;margin:.5rem 0 1.5rem}
  .total span{display:block;font-size:.85rem;font-weight:400;color:#52606d}
  form{margin:0}
  button{width:100%;padding:.8rem;border-radius:999px;font:inherit;font-weight:600;cursor:pointer}
  .pay{background:#ffc439;border:0;color:#111;margin-bottom:.75rem}
  .pay:hover{background:#f2ba36}
  .cancel{background:transparent;border:1px solid #9aa5b1;color:#1f2933}
  .cancel:hover{background:#f5f7fa}
  button:focus-visible{outline:3px solid #0070e0;outline-offset:2px}
`;

function layout(language: PaymentLanguage, content: string): string {
  const t = texts[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<header>${escapeHtml(t.title)}<small>${escapeHtml(t.notice)}</small></header>
<section>${content}</section>
</main>
</body>
</html>`;
}

/** The approval page: merchant, order, amount, and PayPal's two choices. */
export function approvalPage(order: Readonly<SimulatedOrder>, merchantName: string): string {
  const language = order.payment.language ?? "de";
  const t = texts[language];
  const amount = new Intl.NumberFormat(locales[language], { style: "currency", currency: "EUR" }).format(
    order.payment.amountCents / 100,
  );
  return layout(
    language,
    `<dl>
<dt>${escapeHtml(t.payTo)}</dt><dd>${escapeHtml(merchantName)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(order.payment.orderNumber)}</dd>
<dt>${escapeHtml(t.items)}</dt><dd>${escapeHtml(order.payment.description)}</dd>
</dl>
<p class="total"><span>${escapeHtml(t.total)}</span>${escapeHtml(amount)}</p>
<form method="post" action="./${encodeURIComponent(order.id)}/approve"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form>
<form method="post" action="./${encodeURIComponent(order.id)}/cancel"><button class="cancel" type="submit">${escapeHtml(t.cancel)}</button></form>`,
  );
}

export function unknownPaymentPage(language: PaymentLanguage): string {
  return layout(language, `<p>${escapeHtml(texts[language].unknown)}</p>`);
}

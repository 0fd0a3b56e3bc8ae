import { boxMesh, hollowBox, renderPng, torusMesh } from "@druckwerk/mesh";
import type { OrderDocument, OrderLine } from "../model";
import { type Seller, sellerConfigSchema, sellerOf } from "../seller";

/** The demo shop's seller block, as the defaults of its variables describe it. */
export const demoSeller = (): Seller => sellerOf(sellerConfigSchema.parse({}));

/** Parts rendered by the 3D engine like the cart's thumbnails (each once, when first needed). */
const shapes = [
  () => renderPng(boxMesh([0, 0, 0], [40, 20, 10]), { width: 160 }),
  () =>
    renderPng(
      hollowBox(
        [
          [0, 0, 0],
          [30, 30, 30],
        ],
        [
          [2, 2, 2],
          [28, 28, 40],
        ],
      ),
      { width: 160 },
    ),
  () => renderPng(torusMesh(20, 6, 48, 24), { width: 160 }),
];
const pictures: Uint8Array[] = [];
const picture = (index: number): Uint8Array => {
  pictures[index] ??= (shapes[index] as () => Uint8Array)();
  return pictures[index];
};

const parts = [
  { name: "Gehäusedeckel <v2>", printMode: "PA12 (SLS)", finish: "Gefärbt", colour: "Schwarz" },
  { name: "Halterung links", printMode: "PLA (FDM)", finish: "Standard", colour: "Weiß" },
  { name: "Dichtring Ø 40", printMode: "TPU 95A (FDM)", finish: "Standard", colour: "Grau" },
];

/**
 * A business customer's order with `count` lines (three distinct parts, repeated), every amount
 * adding up: 19 % VAT, a voucher, standard shipping. Lines past the third carry no picture.
 */
export function sampleOrder(count = 3, changes: Partial<OrderDocument> = {}): OrderDocument {
  const lines: OrderLine[] = Array.from({ length: count }, (_, index) => {
    const part = parts[index % parts.length] as (typeof parts)[number];
    const quantity = 1 + ((index * 7) % 25);
    const pieceNetCents = 1234 + index * 311;
    return {
      ...part,
      name: index < parts.length ? part.name : `${part.name} #${index + 1}`,
      scale: index % 2 === 0 ? 1 : 1.5,
      unit: "mm",
      quantity,
      pieceNetCents,
      lineNetCents: pieceNetCents * quantity,
      thumbnailPng: index < shapes.length ? picture(index) : null,
      productionDays: 5 + (index % 3),
    };
  });
  const positionNetCents = lines.reduce((sum, line) => sum + line.lineNetCents, 0);
  const discountNetCents = Math.round(positionNetCents / 10);
  const shippingNetCents = 590;
  const netCents = positionNetCents - discountNetCents + shippingNetCents;
  const taxCents = Math.round((netCents * 19) / 100);
  return {
    number: "DW-2026-000042",
    kind: "order",
    createdAt: new Date("2026-03-05T09:30:00Z"),
    quoteValidUntil: null,
    language: "de",
    customer: { email: "einkauf@mueller-maschinenbau.example", phone: "+49 30 1234567" },
    billing: {
      company: "Müller Maschinenbau GmbH",
      firstname: "Jürgen",
      lastname: "Weiß",
      addressSuffix: "Abteilung Einkauf",
      street: "Industriestraße 7",
      postalCode: "70565",
      city: "Stuttgart",
      country: "Deutschland",
      countryCode: "DE",
      vatId: "DE811234567",
    },
    shipping: {
      company: "Müller Maschinenbau GmbH",
      firstname: "Anna",
      lastname: "Schäfer",
      addressSuffix: "Wareneingang Tor 3",
      street: "Am Güterbahnhof 21",
      postalCode: "73728",
      city: "Esslingen am Neckar",
      country: "Deutschland",
      countryCode: "DE",
    },
    payment: { method: "prepaid", status: "PAYMENT_PENDING" },
    referenceNumber: "PO-4711",
    lines,
    totals: {
      positionNetCents,
      discount: { code: "WELCOME10", netCents: discountNetCents },
      smallOrderSurchargeNetCents: 0,
      shipping: { method: "Standard-Versand", netCents: shippingNetCents },
      netCents,
      tax: { treatment: "domestic", ratePercent: 19, cents: taxCents },
      grossCents: netCents + taxCents,
    },
    estimatedProductionDays: Math.max(...lines.map((line) => line.productionDays)),
    estimatedDeliveryDays: Math.max(...lines.map((line) => line.productionDays)) + 2,
    businessCustomer: true,
    ...changes,
  };
}

/** The same order as a quote (a quote is "paid" by the quote method). */
export const sampleQuote = (count = 3, changes: Partial<OrderDocument> = {}): OrderDocument =>
  sampleOrder(count, {
    kind: "quote",
    payment: { method: "quote", status: "PAYMENT_PENDING" },
    quoteValidUntil: new Date("2026-04-04T09:30:00Z"),
    ...changes,
  });

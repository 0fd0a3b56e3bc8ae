import type { FileStorage } from "@druckwerk/platform";
import type { OrderAddress } from "../contract";
import type { OrderDocument, PostalAddress, TaxTreatment } from "./documents";
import { type OrderRow, productionDays } from "./present";
import type { TaxRule } from "./rules";

const treatmentOf: Record<TaxRule, TaxTreatment> = {
  default: "domestic",
  "country-rate": "domestic",
  "reverse-charge": "reverse-charge",
  export: "export",
};

const postal = (address: OrderAddress): PostalAddress => ({
  company: address.company,
  firstname: address.firstname,
  lastname: address.lastname,
  addressSuffix: address.addressSuffix,
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country,
  countryCode: address.countryId,
});

/** The order as its confirmation or quote shows it, with the lines' pictures read from storage. */
export async function orderDocumentOf(row: OrderRow, storage: FileStorage): Promise<OrderDocument> {
  const lines = row.lines;
  const pictures = await Promise.all(
    lines.map((line) =>
      line.thumbnailKey
        ? storage.readBytes(line.thumbnailKey).then(
            (bytes) => new Uint8Array(bytes),
            () => null,
          )
        : null,
    ),
  );
  const { totals } = row;
  const production = productionDays(lines);
  return {
    number: row.orderNumber,
    kind: row.paymentMethod === "quote" ? "quote" : "order",
    createdAt: row.createdAt,
    // An accepted quote is an order now: its confirmation names no validity.
    quoteValidUntil: row.paymentMethod === "quote" ? row.quoteValidUntil : null,
    language: row.language,
    customer: { email: row.email, phone: row.phone },
    billing: { ...postal(row.billingAddress), vatId: row.vatId },
    shipping: postal(row.shippingAddress),
    payment: { method: row.paymentMethod, status: row.paymentStatus },
    referenceNumber: row.referenceNumber,
    lines: lines.map((line, index) => ({
      name: line.name,
      printMode: line.printMode,
      finish: line.finish,
      colour: line.color.name,
      scale: line.scale,
      unit: line.givenUnitOfLength,
      quantity: line.quantity,
      pieceNetCents: line.pieceNetCents,
      lineNetCents: line.lineNetCents,
      thumbnailPng: pictures[index] ?? null,
      productionDays: line.productionTime,
    })),
    totals: {
      positionNetCents: totals.positionNet,
      discount: row.voucherCode ? { code: row.voucherCode, netCents: totals.discountNet } : null,
      smallOrderSurchargeNetCents: totals.surchargeNet,
      shipping: { method: row.shippingMethod.shippingMethod, netCents: totals.shippingNet },
      netCents: totals.net,
      tax: { treatment: treatmentOf[row.taxRule], ratePercent: totals.taxRate, cents: totals.tax },
      grossCents: totals.gross,
    },
    estimatedProductionDays: production,
    estimatedDeliveryDays: production + row.shippingMethod.shippingTimeDays,
    businessCustomer: row.businessCustomer,
  };
}

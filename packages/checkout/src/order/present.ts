import type { Order, OrderLineSnapshot } from "../contract";
import type { orders } from "../db/schema";
import { attachmentFilesOf, type OrderAttachmentFile, orderAttachmentPath } from "./attachments";
import type { Seller } from "./documents/seller";
import { quoteOf } from "./quote-state";
import { grossOf } from "./rules";

/**
 * What an order stores of a line: the answered snapshot but its file paths and names, where its
 * picture is kept, the cart paths its drawings came from (`attachments`) and the order's copies of
 * them (`attachmentFiles`; absent in orders placed before drawings were copied).
 */
export type OrderLineRecord = Omit<OrderLineSnapshot, "attachmentNames"> & {
  thumbnailKey: string | null;
  attachmentFiles?: OrderAttachmentFile[];
};
export type OrderRow = typeof orders.$inferSelect;

export const orderThumbnailPath = (orderId: string, index: number) =>
  `/checkout/order/${orderId}/items/${index}/thumbnail.png`;

/** The longest production time of the lines: the order is shipped when its last part is made. */
export const productionDays = (lines: readonly Pick<OrderLineSnapshot, "productionTime">[]) =>
  Math.max(0, ...lines.map((line) => line.productionTime));

/** The spec's order tracking info (section 3), with where to pay an unpaid prepaid order. */
export function presentOrder(row: OrderRow, seller: Seller, now = new Date()): Order {
  const { totals } = row;
  const { lines } = row;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.status,
    paymentStatus: row.paymentStatus,
    legacyOrder: row.legacy,
    isQuote: row.paymentMethod === "quote",
    isBusinessCustomer: row.businessCustomer,
    email: row.email,
    phone: row.phone,
    items: lines.map(({ thumbnailKey, attachmentFiles, ...line }, index) => {
      const files = attachmentFilesOf({ attachments: line.attachments, attachmentFiles });
      return {
        ...line,
        lineGrossCents: grossOf(line.lineNetCents, totals.taxRate),
        thumbnail: thumbnailKey ? orderThumbnailPath(row.id, index) : null,
        attachments: files.map((_file, n) => orderAttachmentPath(row.id, index, n)),
        attachmentNames: files.map((file) => file.name),
      };
    }),
    positionPrice: totals.positionNet,
    shippingTotal: totals.shippingGross,
    amountTotal: totals.gross,
    price: {
      positionPrice: totals.positionNet,
      calculatedTaxes: { taxRate: totals.taxRate, tax: totals.tax },
    },
    // A legacy order has no lines: its production time is the partner shop's.
    estimatedProductionTimeDays: row.legacyTracking?.prodTime ?? productionDays(lines),
    shippingMethod: row.shippingMethod,
    shippingCosts: { calculatedTaxes: { price: totals.shippingGross } },
    smallOrderSurcharge: totals.surchargeNet,
    shippingInformation: row.shippingAddress,
    billingInformation: {
      ...row.billingAddress,
      paymentMethod: row.paymentMethod,
      // The accounts hold no verified-company flag yet: a business customer with a VAT id counts.
      isVerifiedCompany: row.businessCustomer && row.vatId !== null,
    },
    customerRemarks: { referenceNumber: row.referenceNumber },
    discount: row.voucherCode
      ? { code: row.voucherCode, netPrice: totals.discountNet, totalPrice: totals.discountGross }
      : null,
    trackingNumber: row.trackingNumber,
    quote: quoteOf(row, now),
    totals,
    bankTransfer:
      row.paymentMethod === "prepaid" && row.paymentStatus === "PAYMENT_PENDING"
        ? {
            accountHolder: seller.legalName,
            iban: seller.bank.iban,
            bic: seller.bank.bic,
            bankName: seller.bank.name,
            reference: row.orderNumber,
            amountCents: totals.gross,
          }
        : null,
  };
}

// The order's documents: the confirmation or quote as PDF and the mails that carry them.
export { checkedOrderDocument, OrderDocumentError } from "./check";
export { orderDocumentMail, paymentReceivedMail, paymentRefundedMail, statusChangedMail } from "./mails";
export * from "./model";
export { renderOrderPdf } from "./order-pdf";
export { isValidIban, type Seller, sellerConfigSchema, sellerOf } from "./seller";

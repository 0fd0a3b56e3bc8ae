import type {
  ErrorCode,
  OrderStatus,
  PaymentMethod,
  PaymentMethodRefusalReason,
  QuoteState,
} from "../gql/graphql";

// One text per value; a value added to the schema does not compile here until it has one.

/**
 * Per payment method: its name, what it means, and the review page's primary button, which
 * says plainly that ordering means paying (German law; spec: go to PayPal, get a quote, buy now).
 */
export const paymentMethodTexts = {
  PREPAID: {
    title: "checkout.methods.PREPAID.title",
    text: "checkout.methods.PREPAID.text",
    place: "checkout.review.buy",
  },
  INVOICE: {
    title: "checkout.methods.INVOICE.title",
    text: "checkout.methods.INVOICE.text",
    place: "checkout.review.buy",
  },
  PAYPAL: {
    title: "checkout.methods.PAYPAL.title",
    text: "checkout.methods.PAYPAL.text",
    place: "checkout.review.paypal",
  },
  QUOTE: {
    title: "checkout.methods.QUOTE.title",
    text: "checkout.methods.QUOTE.text",
    place: "checkout.review.quote",
  },
} as const satisfies Record<PaymentMethod, { title: string; text: string; place: string }>;

export const refusalReasonKey = {
  LOGIN_REQUIRED: "checkout.reasons.LOGIN_REQUIRED",
  COUNTRY_NOT_GERMANY: "checkout.reasons.COUNTRY_NOT_GERMANY",
  ATTACHMENTS: "checkout.reasons.ATTACHMENTS",
} as const satisfies Record<PaymentMethodRefusalReason, string>;

const statusKeys = {
  QUOTE_GENERATED: "checkout.status.QUOTE_GENERATED",
  ORDER_RECEIVED: "checkout.status.ORDER_RECEIVED",
  READY_FOR_PROCESSING: "checkout.status.READY_FOR_PROCESSING",
  CUSTOMER_CONTACTED: "checkout.status.CUSTOMER_CONTACTED",
  FILES_PRINTABLE: "checkout.status.FILES_PRINTABLE",
  FILES_NOT_PRINTABLE: "checkout.status.FILES_NOT_PRINTABLE",
  SUPPLIER_REQUEST_SENT: "checkout.status.SUPPLIER_REQUEST_SENT",
  IN_PRODUCTION: "checkout.status.IN_PRODUCTION",
  PARTS_DEFECTIVE: "checkout.status.PARTS_DEFECTIVE",
  PARTS_REVIEWED: "checkout.status.PARTS_REVIEWED",
  ORDER_CANCELLED: "checkout.status.ORDER_CANCELLED",
  ORDER_COMPLETED: "checkout.status.ORDER_COMPLETED",
  UNKNOWN: "checkout.status.UNKNOWN",
} as const satisfies Record<OrderStatus, string>;

/** The status label; one the storefront does not know reads "Open" (spec: UNKNOWN). */
export const statusKey = (status: OrderStatus | string) =>
  status in statusKeys ? statusKeys[status as OrderStatus] : statusKeys.UNKNOWN;

/**
 * The label of an order's status: a quote that expired unaccepted reads "Quote expired" rather
 * than the cancellation the shop recorded.
 */
export const orderStatusKey = (order: { status: OrderStatus; quoteState?: QuoteState | null }) =>
  order.quoteState === "EXPIRED" ? "checkout.status.QUOTE_EXPIRED" : statusKey(order.status);

/** What a shopper reads for a refused checkout call; codes without their own text get the generic one. */
const checkoutErrorKeys: Partial<Record<ErrorCode, string>> = {
  CART_NOT_FOUND: "checkout.errors.CART_NOT_FOUND",
  CART_EMPTY: "checkout.errors.CART_EMPTY",
  CART_CHANGED: "checkout.errors.CART_CHANGED",
  ITEM_NOT_ORDERABLE: "checkout.errors.ITEM_NOT_ORDERABLE",
  INVALID_CONTACT: "checkout.errors.INVALID_DETAILS",
  INVALID_ADDRESS: "checkout.errors.INVALID_DETAILS",
  SHIPPING_METHOD_NOT_AVAILABLE: "checkout.errors.SHIPPING_METHOD_NOT_AVAILABLE",
  PAYMENT_METHOD_NOT_AVAILABLE: "checkout.errors.PAYMENT_METHOD_NOT_AVAILABLE",
  DISCOUNT_NOT_VALID: "checkout.errors.DISCOUNT_NOT_VALID",
  DISCOUNT_MIN_VALUE_NOT_REACHED: "checkout.errors.DISCOUNT_MIN_VALUE_NOT_REACHED",
  LOGIN_REQUIRED: "checkout.errors.LOGIN_REQUIRED",
  ORDER_NOT_FOUND: "checkout.errors.ORDER_NOT_FOUND",
  ORDER_NOT_PAYABLE: "checkout.errors.ORDER_NOT_PAYABLE",
  QUOTE_EXPIRED: "checkout.errors.QUOTE_EXPIRED",
  QUOTE_ALREADY_ACCEPTED: "checkout.errors.QUOTE_ALREADY_ACCEPTED",
};

export const checkoutErrorKey = (code: ErrorCode) => checkoutErrorKeys[code] ?? "checkout.errors.generic";

import { unitOfLengthSchema } from "@druckwerk/platform/units";
import {
  type ProcessingStepChoice,
  priceComponentSchema,
  processingStepChoiceSchema,
  stepOptionSurchargeSchema,
} from "@druckwerk/pricing/contract";
import { z } from "zod";

/** The checkout service's REST contract for carts (spec: second document, section 7). */

export const moneySchema = z.object({ netPrice: z.number().int(), totalPrice: z.number().int() });
export type Money = z.infer<typeof moneySchema>;

export const colorSnapshotSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  hex: z.string(),
});
export type ColorSnapshot = z.infer<typeof colorSnapshotSchema>;

/** A chosen processing step: the pricing service prices it into the line. */
export { type ProcessingStepChoice, processingStepChoiceSchema };

export const cartItemSchema = z.object({
  _id: z.string(),
  objectId: z.string(),
  referencedId: z.string(),
  model: z.object({ _id: z.string(), name: z.string() }),
  givenUnitOfLength: unitOfLengthSchema,
  scale: z.number(),
  quantity: z.number().int(),
  printModeId: z.string(),
  surfaceFinishId: z.string(),
  finishId: z.string(),
  selectedFinishId: z.string(),
  colorId: z.string(),
  color: colorSnapshotSchema,
  acknowledgedRepairInfo: z.boolean(),
  processingSteps: z.array(processingStepChoiceSchema),
  /** Paths of uploaded attachments (drawings), under this service. */
  attachments: z.array(z.string()),
  /** Path of the item's thumbnail (a PNG of the front picture), or null before one is posted. */
  thumbnail: z.string().nullable(),
  /** The line: all pieces, in cents. */
  pricing: moneySchema,
  beforeDiscount: moneySchema,
  /** One piece before the quantity discount, in cents. */
  piecePrice: moneySchema,
  /**
   * Druckwerk's addition: the line per component of the price model, adding up exactly to
   * `pricing`; null for an item last priced before breakdowns existed.
   */
  priceBreakdown: z.array(priceComponentSchema).nullable(),
  /** Druckwerk's addition: what one application of each processing-step option adds to one piece. */
  processingStepSurcharges: z.array(stepOptionSurchargeSchema),
  /** The line's net price in cents. */
  priceCents: z.number().int(),
  productionTime: z.number().int(),
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Druckwerk's addition to the spec's cart: its total in cents, the sum of its lines (as the
 * pricing service rounded each), with the VAT in it and the shop's VAT rate in percent.
 */
export const cartPriceSchema = z.object({
  netPrice: z.number().int(),
  totalPrice: z.number().int(),
  tax: z.number().int(),
  taxRate: z.number(),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  items: z.array(cartItemSchema),
  price: cartPriceSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const MAX_SCALE = 1000;
export const MAX_QUANTITY = 100_000;
export const MAX_ITEMS_PER_REQUEST = 50;
/** The most items one cart holds, unless configured otherwise (`CART_MAX_ITEMS`); more is `CART_FULL`. */
export const DEFAULT_MAX_CART_ITEMS = 100;

const itemFields = {
  givenUnitOfLength: unitOfLengthSchema,
  scale: z.number().positive().max(MAX_SCALE),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  colorId: z.string().min(1).max(100),
  finishId: z.string().min(1).max(100),
  /** Optional: the colour's print mode is found in the catalogue when it is missing. */
  printModeId: z.string().min(1).max(100).optional(),
  acknowledgedRepairInfo: z.boolean().optional(),
  processingSteps: z.array(processingStepChoiceSchema).max(50).optional(),
};

export const newItemSchema = z.object({ referencedId: z.string().min(1).max(100), ...itemFields });
export type NewItem = z.infer<typeof newItemSchema>;

export const addItemsSchema = z.object({ items: z.array(newItemSchema).min(1).max(MAX_ITEMS_PER_REQUEST) });
export const addItemsAnswerSchema = z.object({ cart: cartSchema, createdItems: z.array(cartItemSchema) });

export const itemUpdateSchema = z
  .object(itemFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, { params: { refusal: "NOTHING_TO_UPDATE" } });
export type ItemUpdate = z.infer<typeof itemUpdateSchema>;

/** The spec's answer to a change or removal, with the cart's new price (Druckwerk's addition). */
export const itemsAnswerSchema = z.object({ items: z.array(cartItemSchema), price: cartPriceSchema });

export const MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024;
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** Drawings and documents a shopper may attach to an item. */
export const attachmentExtensions = [
  "pdf",
  "png",
  "jpg",
  "jpeg",
  "dxf",
  "dwg",
  "step",
  "stp",
  "txt",
] as const;

/**
 * Every refusal of the cart routes (a 4xx answer's `error.code`), a closed list: clients switch on
 * these, and the gateway's `CartErrorCode` enum has exactly these values.
 */
export const cartErrorCodes = [
  "CART_NOT_FOUND",
  "ITEM_NOT_FOUND",
  "FILE_NOT_FOUND",
  "OBJECT_NOT_FOUND",
  "OBJECT_NOT_ANALYSED",
  "OBJECT_NOT_PRINTABLE",
  "OBJECT_TOO_LARGE",
  "INVALID_SELECTION",
  "INVALID_QUANTITY",
  "INVALID_SCALE",
  "INVALID_UNIT",
  "INVALID_PROCESSING_STEPS",
  "INVALID_ITEMS",
  "INVALID_REQUEST",
  "NOTHING_TO_UPDATE",
  "NO_FILE",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_ATTACHMENT",
  "NOT_A_PNG",
  "CONCURRENT_UPDATE",
  "CART_FULL",
] as const;
export type CartErrorCode = (typeof cartErrorCodes)[number];

/** A cart route's refusal. */
export const cartRefusalSchema = z.object({
  error: z.object({ code: z.enum(cartErrorCodes), message: z.string(), requestId: z.string().optional() }),
});

/* ---------------------------------------------------------------------------------------------
 * Orders (spec: first document, sections 3, 4, 5 and 7; docs/orders.md)
 * ------------------------------------------------------------------------------------------- */

/** The spec's order statuses (section 4); UNKNOWN is shown as "Open". */
export const orderStatuses = [
  "QUOTE_GENERATED",
  "ORDER_RECEIVED",
  "READY_FOR_PROCESSING",
  "CUSTOMER_CONTACTED",
  "FILES_PRINTABLE",
  "FILES_NOT_PRINTABLE",
  "SUPPLIER_REQUEST_SENT",
  "IN_PRODUCTION",
  "PARTS_DEFECTIVE",
  "PARTS_REVIEWED",
  "ORDER_CANCELLED",
  "ORDER_COMPLETED",
  "UNKNOWN",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `PAYMENT_REFUNDED`: a cancelled PayPal order's payment was paid back in full. */
export const paymentStatuses = ["PAYMENT_PENDING", "PAYMENT_RECEIVED", "PAYMENT_REFUNDED"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** How an order is paid; a quote is not paid until it is ordered. */
/** How many days a quote may be accepted unless `QUOTE_VALID_DAYS` says otherwise. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;

export const orderPaymentMethods = ["prepaid", "invoice", "paypal", "quote"] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** Limits of the customer data (spec, section 5). */
export const MAX_NAME_LENGTH = 20;
export const MAX_PHONE_LENGTH = 15;
export const MAX_DISCOUNT_CODE_LENGTH = 30;

const addressText = z.string().max(200).nullish();

/** An address as the payment details send it; its rules are checked by the service (`INVALID_ADDRESS`). */
export const addressInputSchema = z.object({
  title: addressText,
  company: addressText,
  firstname: addressText,
  lastname: addressText,
  street: addressText,
  addressSuffix: addressText,
  postalCode: addressText,
  city: addressText,
  /** The shipping country's id (its ISO code, `GET /shipping/countries`). */
  countryId: addressText,
  /** The country's name as the client shows it; the service names it from its countries. */
  country: z.unknown().optional(),
  /** The billing e-mail of a business customer. */
  email: addressText,
  vatRegistrationNumber: addressText,
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** The spec's payment details (section 3). */
export const paymentDetailsSchema = z.object({
  email: z.string().max(200),
  phone: z.string().max(200).nullish(),
  /** prepaid (default), invoice, paypal; `quote` is accepted like the request's `quote: true`. */
  billingPaymentMethod: z.enum(orderPaymentMethods).default("prepaid"),
  customerRemarks: z.object({ referenceNumber: z.string().max(100).nullish() }).nullish(),
  billingAddress: addressInputSchema,
  shippingAddress: addressInputSchema.nullish(),
  isBillingAndShippingEqual: z.boolean().default(true),
  saveNewAddress: z.boolean().nullish(),
  shippingMethodId: z.string().min(1).max(100),
  signupToNewsletter: z.boolean().nullish(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/**
 * `POST /checkout/order/checkout`. `userId` is the signed-in customer's id, set only by the
 * gateway (the one caller, which verified the session); absent means a guest.
 */
export const checkoutRequestSchema = z.object({
  cartId: z.string().max(100),
  paymentDetails: paymentDetailsSchema,
  isBusinessCustomer: z.boolean().default(false),
  /** The `_id` of a discount `validate-discount` answered. */
  discountId: z.string().max(100).nullish(),
  /** Request a non-binding quote instead of ordering. */
  quote: z.boolean().nullish(),
  /** The total (gross cents) the shopper saw on the review page; a different server total is reported. */
  expectedTotalCents: z.number().int().nullish(),
  userId: z.string().min(1).max(100).nullish(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * `POST /checkout/order/{orderId}/accept-quote`: the reader (as `orderReaderSchema`) accepts the
 * quote, to be paid by `billingPaymentMethod`.
 */
export const acceptQuoteRequestSchema = z.object({
  billingPaymentMethod: z.enum(["prepaid", "invoice", "paypal"]),
  userId: z.string().min(1).max(100).nullish(),
  token: z.string().min(1).max(200).nullish(),
});
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteRequestSchema>;

/** `PUT /checkout/order/{orderId}/payment-details`: pay an open order now, or with another method. */
export const paymentDetailsUpdateSchema = z.object({
  billingPaymentMethod: z.enum(["prepaid", "invoice", "paypal"]),
  userId: z.string().min(1).max(100).nullish(),
  /** A guest's order is changed only with its access token (`orderReaderSchema`). */
  token: z.string().min(1).max(200).nullish(),
});

export const validateDiscountRequestSchema = z.object({
  code: z.string().max(MAX_DISCOUNT_CODE_LENGTH),
  cartId: z.string().max(100),
  isBusinessCustomer: z.boolean().default(false),
});

/**
 * The spec's discount (sections 3 and 5). `calculatedTaxes` is what it takes off this cart (gross
 * and net cents); below `rules.minValue` it is 0, `minValueReached` false and `remainingCents`
 * what is missing, in the customer's prices.
 */
export const discountSchema = z.object({
  _id: z.string(),
  code: z.string(),
  type: z.enum(["percentage", "absolute"]),
  value: z.number(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  rules: z.object({
    minValue: z.number().int().nullable(),
    maxUsage: z.number().int().nullable(),
    freeShipping: z.boolean(),
  }),
  calculatedTaxes: z.object({ totalPrice: z.number().int(), netPrice: z.number().int() }),
  minValueReached: z.boolean(),
  remainingCents: z.number().int(),
  /** How often it was redeemed, and how often it still may be (null: no limit). */
  usageCount: z.number().int(),
  usageLeft: z.number().int().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

/** An address as an order stores and answers it; `country` is the country's German name. */
export const orderAddressSchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  addressSuffix: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryId: z.string(),
  country: z.string(),
  email: z.string().nullable(),
  vatRegistrationNumber: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderShippingMethodSchema = z.object({
  _id: z.string(),
  shippingMethodId: z.string(),
  shippingMethod: z.string(),
  kind: z.enum(["standard", "express"]),
  shippingTimeDays: z.number().int(),
  /** The method's net price before a free-shipping voucher. */
  pricing: z.object({ netPrice: z.number().int() }),
});
export type OrderShippingMethod = z.infer<typeof orderShippingMethodSchema>;

/** One ordered line, as it was priced when the order was placed. */
export const orderLineSnapshotSchema = z.object({
  name: z.string(),
  referencedId: z.string(),
  givenUnitOfLength: unitOfLengthSchema,
  scale: z.number(),
  printModeId: z.string(),
  printMode: z.string(),
  finishId: z.string(),
  finish: z.string(),
  color: colorSnapshotSchema,
  processingSteps: z.array(processingStepChoiceSchema),
  quantity: z.number().int(),
  pieceNetCents: z.number().int(),
  lineNetCents: z.number().int(),
  productionTime: z.number().int(),
  /** Path of the line's picture under this service, or null. */
  thumbnail: z.string().nullable(),
  /**
   * Paths of the drawings attached to the line, under this service
   * (`/checkout/order/{orderId}/items/{index}/attachments/{n}`): the order's own copies, which
   * outlive the cart.
   */
  attachments: z.array(z.string()),
  /** Their file names as uploaded (made safe: anything but letters, digits, `_`, `.`, `-` is `_`), in the same order. */
  attachmentNames: z.array(z.string()),
});
export type OrderLineSnapshot = z.infer<typeof orderLineSnapshotSchema>;

/** An ordered line as an order answers it: the snapshot, with its gross at the order's VAT rate. */
export const orderLineSchema = orderLineSnapshotSchema.extend({
  /** `lineNetCents` with the order's VAT, rounded on its own (the order's tax is taxed once on the total). */
  lineGrossCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const cents = z.number().int();

/** Every amount of an order, in cents (docs/checkout-rules.md, `priceOrder`). */
const orderTotalsSchema = z.object({
  positionNet: cents,
  discountNet: cents,
  surchargeNet: cents,
  shippingNet: cents,
  net: cents,
  taxRate: z.number(),
  tax: cents,
  gross: cents,
  positionGross: cents,
  surchargeGross: cents,
  discountGross: cents,
  shippingGross: cents,
});

/** The spec's order tracking info (section 3), plus Druckwerk's `totals` (every amount, cents). */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  legacyOrder: z.boolean(),
  isQuote: z.boolean(),
  /** Whether it was ordered as a business customer (net prices plus VAT). */
  isBusinessCustomer: z.boolean(),
  email: z.string(),
  phone: z.string().nullable(),
  items: z.array(orderLineSchema),
  /** The lines' net sum. */
  positionPrice: cents,
  /** The shipping cost including VAT. */
  shippingTotal: cents,
  /** The total including VAT. */
  amountTotal: cents,
  price: z.object({
    positionPrice: cents,
    calculatedTaxes: z.object({ taxRate: z.number(), tax: cents }),
  }),
  estimatedProductionTimeDays: z.number().int(),
  shippingMethod: orderShippingMethodSchema,
  shippingCosts: z.object({ calculatedTaxes: z.object({ price: cents }) }),
  /** The small-order surcharge, net. */
  smallOrderSurcharge: cents,
  shippingInformation: orderAddressSchema,
  billingInformation: orderAddressSchema.extend({
    paymentMethod: z.enum(orderPaymentMethods),
    isVerifiedCompany: z.boolean(),
  }),
  customerRemarks: z.object({ referenceNumber: z.string().nullable() }),
  discount: z.object({ code: z.string(), netPrice: cents, totalPrice: cents }).nullable(),
  /** The parcel's tracking number, once staff shipped the order. */
  trackingNumber: z.string().nullable(),
  totals: orderTotalsSchema,
  /**
   * A quote's validity, null for an order that never was one: until when it may be accepted
   * (ISO 8601) and where it is (`open`; `accepted`: it is this order now; `expired`: not accepted
   * in time; `cancelled` by the shop).
   */
  quote: z
    .object({ validUntil: z.string(), state: z.enum(["open", "accepted", "expired", "cancelled"]) })
    .nullable(),
  /** For an unpaid prepaid order: the account to transfer its total to, with the order number as reference. */
  bankTransfer: z
    .object({
      accountHolder: z.string(),
      iban: z.string(),
      bic: z.string(),
      bankName: z.string(),
      reference: z.string(),
      amountCents: cents,
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `POST /checkout/order/preview` (Druckwerk's addition): what `checkout` with the same body would
 * charge now, checked by the same rules (the same refusals), without placing anything or redeeming
 * the voucher. The review page shows it before the shopper orders.
 */
/** What shipping would cost with one method (`_id` of the shipping country's method), in cents. */
export const shippingOptionSchema = z.object({
  shippingMethodId: z.string(),
  netPrice: cents,
  totalPrice: cents,
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const orderPreviewSchema = z.object({
  totals: orderTotalsSchema,
  shippingMethod: orderShippingMethodSchema,
  /** Every method offered to the delivery country, priced for this order (voucher and VAT included). */
  shippingOptions: z.array(shippingOptionSchema),
  estimatedProductionTimeDays: z.number().int(),
  discount: z.object({ code: z.string(), netPrice: cents, totalPrice: cents }).nullable(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/**
 * The answer to a checkout: the order, PayPal's approval link for a PayPal order, and whether the
 * server's total differs from `expectedTotalCents` (the order is placed at the server's price).
 */
export const checkoutAnswerSchema = z.object({
  order: orderSchema,
  paymentLink: z.string().nullable(),
  priceChanged: z.boolean(),
  expectedTotalCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  /**
   * The secret a guest's order is read with (`?token=`; docs/orders.md, "Who may read an order"),
   * for the placing client to keep. The confirmation mail's link carries it too.
   */
  accessToken: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** `POST /checkout/order/checkout/callback`: the shopper came back from PayPal (`token` is its order id). */
export const paymentCallbackSchema = z.object({
  token: z.string().min(1).max(100),
  PayerID: z.string().max(100).nullish(),
  success: z.boolean(),
});

/** The answer to the return from PayPal: the order, and its access token (as `checkout` answers it). */
export const paymentCallbackAnswerSchema = orderSchema.extend({ accessToken: z.string() });

/**
 * Who reads an order (the query of `GET /checkout/order/{orderId}` and its files): the signed-in
 * customer's `userId` (set only by the gateway), or a guest order's `token`. A customer's order
 * answers only to its customer; a guest's only to its token; anything else is `ORDER_NOT_FOUND`.
 */
export const orderReaderSchema = z.object({
  userId: z.string().min(1).max(100).optional(),
  token: z.string().min(1).max(200).optional(),
});
export type OrderReader = z.infer<typeof orderReaderSchema>;

export const MAX_ORDERS_PAGE = 100;

/**
 * `GET /checkout/order/user?userId=…&limit=…&before=…`: a customer's orders, newest first, `limit`
 * (default 20) of them before the cursor `before` (a `next` this call answered:
 * `{createdAt ISO},{id}`).
 */
export const customerOrdersQuerySchema = z.object({
  userId: z.string().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE).default(20),
  before: z
    .string()
    .max(100)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z,[0-9a-f-]{36}$/)
    .optional(),
});

/**
 * The spec's "map of orders, each with id" (by `_id`), with `ids` telling their order (newest
 * first), the cursor of the next page (`next`, null on the last) and how many the customer has.
 */
export const customerOrdersAnswerSchema = z.object({
  orders: z.record(z.string(), orderSchema),
  ids: z.array(z.string()),
  next: z.string().nullable(),
  totalCount: z.number().int(),
});
export type CustomerOrdersAnswer = z.infer<typeof customerOrdersAnswerSchema>;

/**
 * `POST /checkout/order/{orderId}`: order again. `userId` as in a checkout (required: a guest is
 * refused `LOGIN_REQUIRED`); the same `idempotencyKey` again answers the order it placed (200).
 */
export const reorderRequestSchema = z.object({
  userId: z.string().min(1).max(100).nullish(),
  idempotencyKey: z.string().min(1).max(100).nullish(),
});

/** Every refusal of the order routes, a closed list like the cart's. */
export const orderErrorCodes = [
  "CART_NOT_FOUND",
  "CART_EMPTY",
  /** The cart changed while the order was placed; review it and order again. */
  "CART_CHANGED",
  /** An item cannot be ordered as configured any more; `details.reason` is the cart's code. */
  "ITEM_NOT_ORDERABLE",
  "INVALID_REQUEST",
  /** E-mail or phone break their rules; `details.fields`. */
  "INVALID_CONTACT",
  /** An address breaks its rules; `details.fields` names them (`billingAddress.postalCode`, …). */
  "INVALID_ADDRESS",
  "SHIPPING_METHOD_NOT_AVAILABLE",
  /** `details.reason`: LOGIN_REQUIRED, COUNTRY_NOT_GERMANY or ATTACHMENTS. */
  "PAYMENT_METHOD_NOT_AVAILABLE",
  "DISCOUNT_NOT_VALID",
  "DISCOUNT_MIN_VALUE_NOT_REACHED",
  "LOGIN_REQUIRED",
  "ORDER_NOT_FOUND",
  /** The order is paid, a quote or cancelled: its payment cannot change. */
  "ORDER_NOT_PAYABLE",
  /** Only the customer's own paid order (no quote, not legacy) is ordered again. */
  "ORDER_NOT_REORDERABLE",
  /** The quote's validity ended (`details.validUntil`): it cannot be accepted any more. */
  "QUOTE_EXPIRED",
  /** The order is no open quote (any more): accepted already, cancelled, or never a quote. */
  "QUOTE_ALREADY_ACCEPTED",
  "PAYMENT_NOT_FOUND",
  "INVALID_WEBHOOK_SIGNATURE",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "PAYMENT_PROVIDER_ERROR",
  "PAYMENT_DECLINED",
  "ORDER_NOT_APPROVED",
  "PAYMENT_ORDER_NOT_FOUND",
  /** Too many legacy order look-ups from one client; `details.retryAfterSeconds`. */
  "RATE_LIMITED",
  /** Staff: the order's status may not move there from where it is (`details.allowed`). */
  "TRANSITION_NOT_ALLOWED",
  /** Staff: a completed (shipped) order needs the parcel's tracking number. */
  "TRACKING_NUMBER_REQUIRED",
  /** Staff: the order changed meanwhile (its status is not the one the change was made from). */
  "ORDER_CHANGED",
  /** Staff: another voucher has this code (regardless of case). */
  "VOUCHER_CODE_TAKEN",
  /** Staff: no voucher has this id. */
  "VOUCHER_NOT_FOUND",
  /** Staff refund: the order was not paid with PayPal. */
  "ORDER_NOT_PAYPAL",
  /** Staff refund: the order's payment has not arrived. */
  "ORDER_NOT_PAID",
  /** Staff refund: only a cancelled order is refunded. */
  "ORDER_NOT_CANCELLED",
  /** Staff refund: the order's payment was paid back already. */
  "ORDER_ALREADY_REFUNDED",
] as const;
export type OrderErrorCode = (typeof orderErrorCodes)[number];

export const paymentMethodRefusalReasons = ["LOGIN_REQUIRED", "COUNTRY_NOT_GERMANY", "ATTACHMENTS"] as const;
export type PaymentMethodRefusalReason = (typeof paymentMethodRefusalReasons)[number];

/** The answer to a payment-details update: the order and, for PayPal, the new approval link. */
export const orderPaymentAnswerSchema = z.object({ order: orderSchema, paymentLink: z.string().nullable() });

/**
 * `POST /checkout/order/payment-methods`: which payment methods this cart may be ordered with.
 * `countryId` is the billing country (absent: Germany, the form's default); `userId` as in a checkout.
 */
export const paymentMethodsRequestSchema = z.object({
  cartId: z.string().max(100),
  countryId: z.string().min(1).max(10).nullish(),
  userId: z.string().min(1).max(100).nullish(),
});

/** Every method with whether it may be used and, when not, why. */
export const paymentMethodsAnswerSchema = z.object({
  paymentMethods: z.array(
    z.object({
      method: z.enum(orderPaymentMethods),
      available: z.boolean(),
      reason: z.enum(paymentMethodRefusalReasons).nullable(),
    }),
  ),
});

export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

/**
 * The legacy tracking fields of the merged partner shop (spec, section 3), as its
 * `trackorder.php` answered them and its export holds them: amounts in euros (gross), times in
 * working days, the status and the payment method's name in German.
 */
export const legacyTrackingSchema = z.object({
  /** The partner shop's order number. */
  id: z.string(),
  /** When it was ordered (ISO 8601). */
  date: z.string(),
  publicStatus_de: z.string(),
  prodTime: z.number().int(),
  shipTime: z.number().int(),
  shipFirstName: z.string(),
  shipLastName: z.string(),
  shipStreet: z.string(),
  shipHouseNumber: z.string(),
  shipPostcode: z.string(),
  shipCity: z.string(),
  shipCountry: z.string(),
  billFirstName: z.string(),
  billLastName: z.string(),
  billStreet: z.string(),
  billHouseNumber: z.string(),
  billPostcode: z.string(),
  billCity: z.string(),
  billCountry: z.string(),
  eMail: z.string(),
  priceBrutto: z.number(),
  shipCost: z.number(),
  methodForm_de: z.string(),
});
export type LegacyTracking = z.infer<typeof legacyTrackingSchema>;

/**
 * One order of the merged partner shop's export (docs/orders.md, "Legacy orders"): its tracking
 * fields and the Druckwerk account its customer's login became (`userId`, the auth service's id;
 * null for a guest order, which only tracking finds).
 */
export const legacyOrderImportSchema = legacyTrackingSchema.extend({
  id: z.string().trim().min(1).max(50),
  date: z.iso.datetime({ offset: true }),
  prodTime: z.number().int().min(0).max(365),
  shipTime: z.number().int().min(0).max(365),
  eMail: z.email(),
  priceBrutto: z.number().min(0).max(10_000_000),
  shipCost: z.number().min(0).max(100_000),
  userId: z.string().min(1).max(100).nullable().default(null),
});
export type LegacyOrderImport = z.infer<typeof legacyOrderImportSchema>;

/** The legacy import file: `{ "orders": [ … ] }`. */
export const legacyOrdersFileSchema = z.object({ orders: z.array(legacyOrderImportSchema).max(100_000) });

/**
 * `GET /rest_api/trackorder.php?id=…&postcode=…` (or `&eMail=…`): a legacy order's tracking, found
 * only by two facts: its number and the postal code of its shipping or billing address, or its
 * e-mail address. Anything else is 404 `ORDER_NOT_FOUND`, whichever fact was wrong.
 */
export const legacyTrackingQuerySchema = z.object({
  id: z.string().trim().min(1).max(50),
  postcode: z.string().trim().min(1).max(20).optional(),
  eMail: z.string().trim().min(1).max(200).optional(),
});

/** `GET /ProfileOrdersGet.php?userId=…`: the signed-in customer's legacy orders, newest first. */
export const legacyOrdersQuerySchema = z.object({ userId: z.string().min(1).max(100) });
export const legacyOrdersAnswerSchema = z.object({ orders: z.array(legacyTrackingSchema) });

/** The staff member a back-office change is made by, as the gateway names them (its staff session). */
export const staffActorSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
});

/** One entry of the audit trail: who changed what, when, before and after. */
export const auditEventSchema = z.object({
  kind: z.enum(["status", "payment", "note", "voucher"]),
  actor: staffActorSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** An order as staff see it: the customer's view plus its customer, audit trail and next statuses. */
export const staffOrderSchema = orderSchema.extend({
  userId: z.string().nullable(),
  language: z.enum(["de", "en", "fr"]),
  /** The statuses staff may move it to now (docs/back-office.md). */
  nextStatuses: z.array(z.enum(orderStatuses)),
  /** Whether its payment may be paid back now (a cancelled PayPal order, paid, not refunded). */
  refundable: z.boolean(),
  events: z.array(auditEventSchema),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** The columns the back office's list sorts by (docs/back-office.md). */
export const staffOrderSorts = ["placedAt", "orderNumber", "total", "status", "customer"] as const;
export type StaffOrderSortField = (typeof staffOrderSorts)[number];

/**
 * `GET /checkout/staff/orders`: filtered, searched (number, name, e-mail), sorted (newest first
 * unless told), keyset-paged: `after` is the `next` of the page before, in the same sort (a cursor
 * of another sort or none of this list is `INVALID_REQUEST`).
 */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  /** Placed on or after / before this day (YYYY-MM-DD, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE).default(20),
  sort: z.enum(staffOrderSorts).default("placedAt"),
  direction: z.enum(["asc", "desc"]).default("desc"),
  after: z.string().max(500).optional(),
});
export type StaffOrdersQuery = z.infer<typeof staffOrdersQuerySchema>;

export const staffOrdersAnswerSchema = z.object({
  orders: z.array(orderSchema),
  /** Each order's cursor, in the order of `orders`: the page after it in the same sort. */
  cursors: z.array(z.string()),
  next: z.string().nullable(),
  totalCount: z.number().int(),
});

/** `POST /checkout/staff/orders/{id}/status`. `from` is the status the staff member saw. */
export const statusChangeSchema = z.object({
  actor: staffActorSchema,
  from: z.enum(orderStatuses),
  to: z.enum(orderStatuses),
  trackingNumber: z.string().trim().min(1).max(100).optional(),
});

/**
 * `POST /checkout/staff/orders/{id}/payment` (mark an invoice or prepaid order paid) and
 * `POST /checkout/staff/orders/{id}/refund` (pay a cancelled PayPal order back): who does it.
 */
export const paymentBookingSchema = z.object({ actor: staffActorSchema });

/** `POST /checkout/staff/orders/{id}/notes`: an internal note, never shown to the customer. */
export const orderNoteSchema = z.object({
  actor: staffActorSchema,
  text: z.string().trim().min(1).max(2000),
});

/** A voucher as staff manage it (`/checkout/staff/vouchers`). */
export const staffVoucherSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(["percentage", "absolute"]),
  value: z.number(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  minValue: z.number().int().nullable(),
  maxUsage: z.number().int().nullable(),
  freeShipping: z.boolean(),
  usedCount: z.number().int(),
});
export type StaffVoucher = z.infer<typeof staffVoucherSchema>;

const calendarDay = z.iso.date();

/**
 * A voucher's fields as staff set them: a code of letters, digits, `-` and `_` (unique regardless
 * of case); a percentage of 0.01 to 100 with at most two decimals, or an absolute amount in cents;
 * optional first and last day (Berlin days, inclusive), minimum cart value (cents), how often it
 * may be redeemed, and free standard shipping.
 */
export const voucherFieldsSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(MAX_DISCOUNT_CODE_LENGTH)
      .regex(/^[A-Za-z0-9_-]+$/),
    type: z.enum(["percentage", "absolute"]),
    value: z.number().positive().max(100_000_00),
    fromDate: calendarDay.nullish(),
    toDate: calendarDay.nullish(),
    minValue: z.number().int().min(0).max(100_000_00).nullish(),
    maxUsage: z.number().int().min(1).max(1_000_000).nullish(),
    freeShipping: z.boolean().default(false),
  })
  .superRefine((voucher, ctx) => {
    const cents = Math.round(voucher.value * 100) / 100;
    if (voucher.type === "percentage" && (voucher.value > 100 || cents !== voucher.value))
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: "a percentage is 0.01 to 100, two decimals at most",
      });
    if (voucher.type === "absolute" && !Number.isInteger(voucher.value))
      ctx.addIssue({ code: "custom", path: ["value"], message: "an absolute value is whole cents" });
    if (voucher.fromDate && voucher.toDate && voucher.toDate < voucher.fromDate)
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "the last day is before the first" });
  });
export type VoucherFields = z.infer<typeof voucherFieldsSchema>;

export const voucherChangeSchema = z.object({ actor: staffActorSchema, voucher: voucherFieldsSchema });
export const voucherEndSchema = z.object({ actor: staffActorSchema });

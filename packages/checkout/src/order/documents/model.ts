import { languages } from "@druckwerk/platform";
import { z } from "zod";

/**
 * What an order confirmation or a quote shows: the order as its documents see it, every amount
 * already decided by the order's money rules (integer cents, EUR). The documents only lay it out.
 */
const cents = z.number().int();
const text = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().max(200).nullable();

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array && pngSignature.every((byte, index) => value[index] === byte),
  "must be a PNG picture",
);

export const orderNumberPattern = /^DW-\d{4}-\d{6}$/;

export const postalAddressSchema = z.object({
  company: optionalText,
  firstname: text,
  lastname: text,
  addressSuffix: optionalText,
  street: text,
  postalCode: z.string().trim().min(1).max(20),
  city: text,
  /** The country's name in the document's language. */
  country: text,
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const billingAddressSchema = postalAddressSchema.extend({
  /** The customer's VAT identification number (business customers in the EU). */
  vatId: optionalText,
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const paymentMethods = ["prepaid", "invoice", "paypal", "quote"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderLineSchema = z.object({
  /** The model's name as the shopper uploaded it. */
  name: text,
  /** Material and print mode, e.g. "PA12 (SLS)". */
  printMode: text,
  finish: text,
  colour: text,
  scale: z.number().positive(),
  unit: z.enum(["mm", "cm", "inch"]),
  quantity: z.number().int().min(1),
  pieceNetCents: cents.min(0),
  lineNetCents: cents.min(0),
  /** The front picture of the part (PNG), or null when there is none. */
  thumbnailPng: png.nullable(),
  productionDays: z.number().int().min(0),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * How the tax is shown: `domestic` with its rate, `reverse-charge` for an EU business customer
 * with a VAT id outside Germany, `export` (tax-free) outside the EU.
 */
export const taxTreatments = ["domestic", "reverse-charge", "export"] as const;
export type TaxTreatment = (typeof taxTreatments)[number];

export const orderTotalsSchema = z.object({
  /** The sum of the lines' net prices. */
  positionNetCents: cents.min(0),
  discount: z.object({ code: text, netCents: cents.min(0) }).nullable(),
  smallOrderSurchargeNetCents: cents.min(0),
  shipping: z.object({ method: text, netCents: cents.min(0) }),
  netCents: cents.min(0),
  tax: z.object({
    treatment: z.enum(taxTreatments),
    ratePercent: z.number().min(0).max(100),
    cents: cents.min(0),
  }),
  grossCents: cents.min(0),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderDocumentSchema = z.object({
  number: z.string().regex(orderNumberPattern, "an order number looks like DW-2026-000042"),
  kind: z.enum(["order", "quote"]),
  createdAt: z.date(),
  /** A quote's last moment of validity (`QUOTE_VALID_DAYS` after it was made); null for an order. */
  quoteValidUntil: z.date().nullable(),
  language: z.enum(languages),
  customer: z.object({ email: z.email(), phone: optionalText }),
  billing: billingAddressSchema,
  shipping: postalAddressSchema,
  payment: z.object({
    method: z.enum(paymentMethods),
    /** The spec's payment status; a PayPal order is paid or still pending. */
    status: z.enum(["PAYMENT_RECEIVED", "PAYMENT_PENDING", "PAYMENT_REFUNDED"]),
  }),
  /** The customer's own reference (e.g. a purchase order number), printed on the documents. */
  referenceNumber: optionalText,
  lines: z.array(orderLineSchema).min(1),
  totals: orderTotalsSchema,
  estimatedProductionDays: z.number().int().min(0),
  estimatedDeliveryDays: z.number().int().min(0),
  /** A business customer sees net wording ("zzgl. USt."); a private customer the gross total's. */
  businessCustomer: z.boolean(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

import { z } from "zod";
import { decimalToCents } from "../amount";

/** PayPal's answers, as far as the shop reads them (Orders v2, webhook verification). */

const eurSchema = z.object({
  currency_code: z.literal("EUR"),
  value: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .transform(decimalToCents),
});

const linkSchema = z.object({ href: z.string(), rel: z.string() });

export const createdOrderSchema = z.object({ id: z.string().min(1), links: z.array(linkSchema).default([]) });

export const captureSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["COMPLETED", "PENDING", "DECLINED", "FAILED", "REFUNDED", "PARTIALLY_REFUNDED"]),
  amount: eurSchema,
});

export const orderSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["CREATED", "SAVED", "APPROVED", "VOIDED", "COMPLETED", "PAYER_ACTION_REQUIRED"]),
  /** The payer: `payment_source.paypal.account_id`, or the older `payer.payer_id`. */
  payment_source: z.object({ paypal: z.object({ account_id: z.string().optional() }).optional() }).optional(),
  payer: z.object({ payer_id: z.string().optional() }).optional(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        /** Always in an order read with GET; a capture's answer may leave it out. */
        amount: eurSchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .min(1),
});
export type PayPalOrder = z.output<typeof orderSchema>;

/** The answer to a refund (`Prefer: return=minimal` or representation alike). */
export const refundSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["COMPLETED", "PENDING", "FAILED", "CANCELLED"]),
});

export const verificationSchema = z.object({ verification_status: z.enum(["SUCCESS", "FAILURE"]) });

import type { IncomingHttpHeaders } from "node:http";
import { HttpError } from "@druckwerk/platform";
import { z } from "zod";

/**
 * What the checkout's order code asks of a payment provider (PayPal, or the simulated one of the
 * embedded shop). Amounts are integer cents in EUR. Failures are `PaymentError`s with a stable code;
 * a webhook that is not genuine is an expected answer, not an error.
 */
export interface PaymentProvider {
  readonly name: "paypal" | "simulated";
  /** Opens a payment the shopper approves at `approveUrl`; the provider then redirects to `returnUrl`. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Takes the approved money. Retrying with the same key, or capturing an order captured already,
   * answers the one capture that exists: an order is never paid twice.
   */
  capture(input: CaptureInput): Promise<CaptureResult>;
  /**
   * Pays a capture back, in full or in part. Retrying with the same key answers the one refund it
   * made; a capture refunded in full already is refused `CAPTURE_ALREADY_REFUNDED`.
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The provider's view of a payment, for reconciliation. */
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Checks that a webhook call comes from the provider and reads its event. */
  verifyWebhook(headers: IncomingHttpHeaders, rawBody: string): Promise<WebhookVerification>;
}

export const paymentLanguages = ["de", "en", "fr"] as const;
export type PaymentLanguage = (typeof paymentLanguages)[number];

export const createPaymentInputSchema = z.object({
  /** Our order's id (PayPal's `reference_id`). */
  orderId: z.string().min(1).max(256),
  /** The order number the shopper sees (PayPal's `custom_id` and `invoice_id`). */
  orderNumber: z.string().min(1).max(127),
  amountCents: z.number().int().positive().max(99_999_999),
  currency: z.literal("EUR"),
  /** What is bought, shown to the payer; PayPal shows at most 127 characters. */
  description: z.string().min(1),
  returnUrl: z.url({ protocol: /^https?$/ }),
  cancelUrl: z.url({ protocol: /^https?$/ }),
  /** Our request id: a repeated call with the same id answers the same payment. */
  requestId: z.string().min(1).max(108),
  /** The payer's language on the approval page; German when omitted. */
  language: z.enum(paymentLanguages).optional(),
});
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

export interface CreatedPayment {
  /** PayPal's order id; it comes back as `token` in the return and cancel URLs. */
  providerOrderId: string;
  approveUrl: string;
}

/** PayPal's capture statuses: only COMPLETED means the money arrived. */
export type CaptureStatus =
  | "COMPLETED"
  | "PENDING"
  | "DECLINED"
  | "FAILED"
  | "REFUNDED"
  | "PARTIALLY_REFUNDED";

export interface CaptureResult {
  providerOrderId: string;
  status: CaptureStatus;
  captureId: string;
  amountCents: number;
}

/** PayPal's order statuses. */
export type ProviderOrderStatus =
  | "CREATED"
  | "SAVED"
  | "APPROVED"
  | "VOIDED"
  | "COMPLETED"
  | "PAYER_ACTION_REQUIRED";

export interface ProviderOrder {
  providerOrderId: string;
  status: ProviderOrderStatus;
  /** Our order number as given at creation (`custom_id`). */
  orderNumber: string | null;
  amountCents: number;
  /** The approving payer, the `PayerID` of the return URL; null before approval. */
  payerId: string | null;
  capture: CaptureResult | null;
}

/** A provider event, e.g. CHECKOUT.ORDER.APPROVED or PAYMENT.CAPTURE.COMPLETED. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment the event concerns; null for events about something else. */
  providerOrderId: string | null;
  captureId: string | null;
}

export type WebhookVerification =
  | { ok: true; event: PaymentEvent }
  | { ok: false; code: "INVALID_WEBHOOK_SIGNATURE"; reason: string };

export const webhookRefusal = (reason: string): WebhookVerification => ({
  ok: false,
  code: "INVALID_WEBHOOK_SIGNATURE",
  reason,
});

/** HTTP status a service answers for each failure, when it passes the error on. */
const statusOf = {
  /** Network failure, timeout, 5xx or rate limit at the provider: try again later. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** The provider refused our request or answered nonsense (credentials, configuration, a bug). */
  PAYMENT_PROVIDER_ERROR: 502,
  /** The payer's funding failed; they may approve again with another source. */
  PAYMENT_DECLINED: 402,
  /** Capture before the payer approved (or the payer must act again). */
  ORDER_NOT_APPROVED: 409,
  PAYMENT_ORDER_NOT_FOUND: 404,
  /** The order code asked for something impossible (no amount, a relative URL). */
  INVALID_PAYMENT_REQUEST: 400,
  INVALID_WEBHOOK_SIGNATURE: 400,
  /** A refund of a capture that was refunded in full already (another key, or PayPal's dashboard). */
  CAPTURE_ALREADY_REFUNDED: 409,
} as const;

export type PaymentErrorCode = keyof typeof statusOf;

export class PaymentError extends HttpError {
  override name = "PaymentError";
  constructor(
    override readonly code: PaymentErrorCode,
    message: string,
    details?: unknown,
  ) {
    super(statusOf[code], code, message, details);
  }
}

export const captureInputSchema = z.object({
  providerOrderId: z.string().min(1).max(100),
  /** PayPal keeps a `PayPal-Request-Id` of up to 108 characters. */
  idempotencyKey: z.string().min(1).max(108),
});
export type CaptureInput = z.input<typeof captureInputSchema>;

export const refundInputSchema = z.object({
  /** The capture paid back (`CaptureResult.captureId`). */
  captureId: z.string().min(1).max(100),
  /** How much is paid back, at most what was captured. */
  amountCents: z.number().int().positive().max(99_999_999),
  idempotencyKey: captureInputSchema.shape.idempotencyKey,
});
export type RefundInput = z.input<typeof refundInputSchema>;

/** PayPal's refund statuses: COMPLETED paid back, PENDING under way, FAILED and CANCELLED not. */
export type RefundStatus = "COMPLETED" | "PENDING" | "FAILED" | "CANCELLED";

export interface RefundResult {
  refundId: string;
  status: RefundStatus;
}

/** Validates the order code's request, naming the fields at fault. */
export function parsePaymentInput<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  throw new PaymentError(
    "INVALID_PAYMENT_REQUEST",
    fields.map((f) => `${f.field}: ${f.message}`).join("; "),
    { fields },
  );
}

import type { IncomingHttpHeaders } from "node:http";
import type { z } from "zod";
import { centsToDecimal } from "../amount";
import {
  type CaptureInput,
  type CaptureResult,
  type CreatedPayment,
  type CreatePaymentInput,
  captureInputSchema,
  createPaymentInputSchema,
  PaymentError,
  type PaymentLanguage,
  type PaymentProvider,
  type ProviderOrder,
  parsePaymentInput,
  type RefundInput,
  type RefundResult,
  refundInputSchema,
  type WebhookVerification,
  webhookRefusal,
} from "../provider";
import { readWebhookEvent } from "../webhook-event";
import { PayPalApi, type PayPalApiOptions, PayPalRefusal, type PayPalRequest } from "./api";
import {
  createdOrderSchema,
  orderSchema,
  type PayPalOrder,
  refundSchema,
  verificationSchema,
} from "./schemas";

export interface PayPalSettings extends PayPalApiOptions {
  /** The webhook's id in the PayPal developer dashboard; signatures are checked against it. */
  webhookId: string;
  /** The merchant name PayPal shows the payer. */
  brandName: string;
}

const locales: Record<PaymentLanguage, string> = { de: "de-DE", en: "en-GB", fr: "fr-FR" };

/** PayPal shows at most this many characters of a purchase unit's description and brand name. */
const MAX_TEXT = 127;

/** The headers PayPal signs a webhook call with, by the field name verification wants. */
const signatureHeaders = {
  transmission_id: "paypal-transmission-id",
  transmission_time: "paypal-transmission-time",
  transmission_sig: "paypal-transmission-sig",
  cert_url: "paypal-cert-url",
  auth_algo: "paypal-auth-algo",
} as const;

/** Issues after which the payer must approve again, with another funding source. */
const declinedIssues = new Set([
  "INSTRUMENT_DECLINED",
  "PAYER_CANNOT_PAY",
  "TRANSACTION_REFUSED",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
  "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
  "CARD_EXPIRED",
]);
const notApprovedIssues = new Set(["ORDER_NOT_APPROVED", "PAYER_ACTION_REQUIRED"]);

/** PayPal Checkout through the Orders v2 REST API, intent CAPTURE. */
export class PayPalProvider implements PaymentProvider {
  readonly name = "paypal";
  readonly #api: PayPalApi;

  constructor(private readonly settings: PayPalSettings) {
    this.#api = new PayPalApi(settings);
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const payment = parsePaymentInput(createPaymentInputSchema, input);
    const body = {
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: payment.orderId,
          custom_id: payment.orderNumber,
          invoice_id: payment.orderNumber,
          description: payment.description.slice(0, MAX_TEXT),
          amount: { currency_code: payment.currency, value: centsToDecimal(payment.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: this.settings.brandName.slice(0, MAX_TEXT),
            locale: locales[payment.language ?? "de"],
            landing_page: "NO_PREFERENCE",
            // The shop has the shipping address already; PayPal must not ask for another one.
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            // No eCheck or other funding that settles days later: the order is paid or not.
            payment_method_preference: "IMMEDIATE_PAYMENT_REQUIRED",
            return_url: payment.returnUrl,
            cancel_url: payment.cancelUrl,
          },
        },
      },
    };
    const order = await this.#call(
      {
        method: "POST",
        path: "/v2/checkout/orders",
        body: JSON.stringify(body),
        requestId: payment.requestId,
      },
      createdOrderSchema,
    );
    const link =
      order.links.find((l) => l.rel === "payer-action") ?? order.links.find((l) => l.rel === "approve");
    if (!link) {
      throw new PaymentError(
        "PAYMENT_PROVIDER_ERROR",
        `PayPal order ${order.id} came without an approval link`,
      );
    }
    return { providerOrderId: order.id, approveUrl: link.href };
  }

  async capture(input: CaptureInput): Promise<CaptureResult> {
    const { providerOrderId, idempotencyKey } = parsePaymentInput(captureInputSchema, input);
    let order: PayPalOrder;
    try {
      order = await this.#api.call(
        {
          method: "POST",
          path: `${orderPath(providerOrderId)}/capture`,
          body: "{}",
          requestId: idempotencyKey,
        },
        orderSchema,
      );
    } catch (error) {
      // Captured by an earlier call with another key (or by a webhook-driven capture): read it.
      if (error instanceof PayPalRefusal && error.issue === "ORDER_ALREADY_CAPTURED") {
        const captured = await this.getOrder(providerOrderId);
        if (captured.capture) return captured.capture;
      }
      throw paymentErrorOf(error);
    }
    const capture = captureOf(order);
    if (!capture) {
      throw new PaymentError("PAYMENT_PROVIDER_ERROR", `PayPal captured order ${order.id} without a capture`);
    }
    return capture;
  }

  /** `POST /v2/payments/captures/{id}/refund` with the amount and `PayPal-Request-Id` = the key. */
  async refund(input: RefundInput): Promise<RefundResult> {
    const { captureId, amountCents, idempotencyKey } = parsePaymentInput(refundInputSchema, input);
    const refund = await this.#call(
      {
        method: "POST",
        path: `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        body: JSON.stringify({ amount: { currency_code: "EUR", value: centsToDecimal(amountCents) } }),
        requestId: idempotencyKey,
      },
      refundSchema,
    );
    return { refundId: refund.id, status: refund.status };
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const order = await this.#call({ method: "GET", path: orderPath(providerOrderId) }, orderSchema);
    const unit = order.purchase_units[0];
    if (!unit?.amount) {
      throw new PaymentError("PAYMENT_PROVIDER_ERROR", `PayPal answered order ${order.id} without an amount`);
    }
    return {
      providerOrderId: order.id,
      status: order.status,
      orderNumber: unit.custom_id ?? null,
      amountCents: unit.amount.value,
      payerId: order.payment_source?.paypal?.account_id ?? order.payer?.payer_id ?? null,
      capture: captureOf(order),
    };
  }

  async verifyWebhook(headers: IncomingHttpHeaders, rawBody: string): Promise<WebhookVerification> {
    const event = readWebhookEvent(rawBody);
    if (!event) return webhookRefusal("The body is not a PayPal webhook event");
    const signature: Record<string, string> = {};
    const missing: string[] = [];
    for (const [field, header] of Object.entries(signatureHeaders)) {
      const value = headers[header];
      const single = Array.isArray(value) ? value[0] : value;
      if (single) signature[field] = single;
      else missing.push(header);
    }
    if (missing.length > 0) return webhookRefusal(`The call lacks the headers ${missing.join(", ")}`);
    // PayPal checks its signature over the event's exact bytes, so the body goes back unparsed.
    const fields = JSON.stringify({ ...signature, webhook_id: this.settings.webhookId });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawBody}}`;
    try {
      const answer = await this.#api.call(
        { method: "POST", path: "/v1/notifications/verify-webhook-signature", body },
        verificationSchema,
      );
      return answer.verification_status === "SUCCESS"
        ? { ok: true, event }
        : webhookRefusal("PayPal did not confirm the signature");
    } catch (error) {
      // Malformed signature headers are the caller's fault, not PayPal's.
      if (error instanceof PayPalRefusal && error.status === 400) return webhookRefusal(error.message);
      throw paymentErrorOf(error);
    }
  }

  #call<S extends z.ZodType>(request: PayPalRequest, schema: S): Promise<z.output<S>> {
    return this.#api.call(request, schema).catch((error: unknown) => {
      throw paymentErrorOf(error);
    });
  }
}

const orderPath = (providerOrderId: string) => `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`;

function captureOf(order: PayPalOrder): CaptureResult | null {
  const capture = order.purchase_units[0]?.payments?.captures?.[0];
  if (!capture) return null;
  return {
    providerOrderId: order.id,
    status: capture.status,
    captureId: capture.id,
    amountCents: capture.amount.value,
  };
}

/** Our code for a PayPal refusal; PaymentErrors pass unchanged. */
function paymentErrorOf(error: unknown): unknown {
  if (!(error instanceof PayPalRefusal)) return error;
  const details = { provider: "paypal", status: error.status, issue: error.issue, debugId: error.debugId };
  if (declinedIssues.has(error.issue)) return new PaymentError("PAYMENT_DECLINED", error.message, details);
  if (notApprovedIssues.has(error.issue))
    return new PaymentError("ORDER_NOT_APPROVED", error.message, details);
  if (error.issue === "CAPTURE_FULLY_REFUNDED")
    return new PaymentError("CAPTURE_ALREADY_REFUNDED", error.message, details);
  if (error.status === 404) return new PaymentError("PAYMENT_ORDER_NOT_FOUND", error.message, details);
  return new PaymentError("PAYMENT_PROVIDER_ERROR", error.message, details);
}

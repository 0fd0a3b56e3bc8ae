import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { Logger } from "@druckwerk/platform";
import { centsToDecimal } from "../amount";
import {
  type CaptureInput,
  type CaptureResult,
  type CreatedPayment,
  type CreatePaymentInput,
  captureInputSchema,
  createPaymentInputSchema,
  PaymentError,
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

export interface SimulatorOptions {
  /** Where the simulator's pages are served (the REST services' URL), for the approval link. */
  baseUrl: () => string;
  /** The merchant the approval page names. */
  merchantName?: string;
  /** Where PayPal-shaped webhook events go after approval and capture; none are sent without it. */
  webhookUrl?: () => string | undefined;
  /** Logs webhook deliveries that failed. */
  logger?: Logger;
}

/** The header of a simulated webhook call: HMAC-SHA256 of the body, hex, with this process's key. */
export const SIMULATOR_SIGNATURE_HEADER = "payment-simulator-signature";

export const SIMULATOR_PATH = "/payment-simulator/checkout";

export interface SimulatedOrder {
  readonly id: string;
  readonly payment: ReturnType<typeof parseCreate>;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  payerId: string | null;
  capture: CaptureResult | null;
  /** Cents paid back of the capture. */
  refundedCents: number;
}

const parseCreate = (input: CreatePaymentInput) => parsePaymentInput(createPaymentInputSchema, input);

/** PayPal-like ids: upper-case letters and digits. */
const randomId = (length: number) => randomBytes(length).toString("hex").toUpperCase().slice(0, length);

/**
 * The embedded shop's payment provider: PayPal's flow without a network. Payments live in this
 * process's memory, so it serves one process and a demo; a restart forgets open payments. The
 * payer approves or cancels on the simulator's page (`paymentSimulatorPages`), which redirects
 * exactly as PayPal does.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = "simulated";
  readonly merchantName: string;
  readonly #orders = new Map<string, SimulatedOrder>();
  /** Our request id → payment, so a repeated creation answers the same payment (PayPal-Request-Id). */
  readonly #byRequestId = new Map<string, string>();
  /** Refunds by idempotency key, so a repeated refund answers the one it made. */
  readonly #refunds = new Map<string, RefundResult>();
  readonly #webhookKey = randomBytes(32);

  constructor(private readonly options: SimulatorOptions) {
    this.merchantName = options.merchantName ?? "Druckwerk";
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const payment = parseCreate(input);
    let id = this.#byRequestId.get(payment.requestId);
    if (!id) {
      id = randomId(17);
      this.#orders.set(id, {
        id,
        payment,
        status: "PAYER_ACTION_REQUIRED",
        payerId: null,
        capture: null,
        refundedCents: 0,
      });
      this.#byRequestId.set(payment.requestId, id);
    }
    return { providerOrderId: id, approveUrl: `${this.options.baseUrl()}${SIMULATOR_PATH}/${id}` };
  }

  /** One capture per payment: a repeated capture, with any key, answers the first one. */
  async capture(input: CaptureInput): Promise<CaptureResult> {
    const order = this.#existing(parsePaymentInput(captureInputSchema, input).providerOrderId);
    if (order.capture) return order.capture;
    if (order.status !== "APPROVED") {
      throw new PaymentError("ORDER_NOT_APPROVED", `The payer has not approved payment ${order.id}`);
    }
    const capture: CaptureResult = {
      providerOrderId: order.id,
      status: "COMPLETED",
      captureId: randomId(17),
      amountCents: order.payment.amountCents,
    };
    order.capture = capture;
    order.status = "COMPLETED";
    this.#deliver("PAYMENT.CAPTURE.COMPLETED", {
      id: capture.captureId,
      status: capture.status,
      amount: { currency_code: "EUR", value: centsToDecimal(capture.amountCents) },
      custom_id: order.payment.orderNumber,
      supplementary_data: { related_ids: { order_id: order.id } },
    });
    return capture;
  }

  /** Pays a capture back at once; the same key answers the same refund, as PayPal-Request-Id does. */
  async refund(input: RefundInput): Promise<RefundResult> {
    const { captureId, amountCents, idempotencyKey } = parsePaymentInput(refundInputSchema, input);
    const known = this.#refunds.get(idempotencyKey);
    if (known) return known;
    const order = [...this.#orders.values()].find((o) => o.capture?.captureId === captureId);
    if (!order?.capture) throw new PaymentError("PAYMENT_ORDER_NOT_FOUND", `Capture ${captureId} not found`);
    const left = order.capture.amountCents - order.refundedCents;
    if (left === 0)
      throw new PaymentError("CAPTURE_ALREADY_REFUNDED", `Capture ${captureId} is refunded in full`);
    if (amountCents > left)
      throw new PaymentError(
        "INVALID_PAYMENT_REQUEST",
        `Only ${left} cents of ${captureId} are left to refund`,
      );
    order.refundedCents += amountCents;
    order.capture = { ...order.capture, status: left === amountCents ? "REFUNDED" : "PARTIALLY_REFUNDED" };
    const refund: RefundResult = { refundId: randomId(17), status: "COMPLETED" };
    this.#refunds.set(idempotencyKey, refund);
    this.#deliver("PAYMENT.CAPTURE.REFUNDED", {
      id: refund.refundId,
      status: refund.status,
      amount: { currency_code: "EUR", value: centsToDecimal(amountCents) },
      links: [
        { href: `${this.options.baseUrl()}/v2/payments/captures/${captureId}`, rel: "up", method: "GET" },
      ],
    });
    return refund;
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const order = this.#existing(providerOrderId);
    return {
      providerOrderId: order.id,
      status: order.status,
      orderNumber: order.payment.orderNumber,
      amountCents: order.payment.amountCents,
      payerId: order.payerId,
      capture: order.capture,
    };
  }

  async verifyWebhook(headers: IncomingHttpHeaders, rawBody: string): Promise<WebhookVerification> {
    const given = headers[SIMULATOR_SIGNATURE_HEADER];
    const expected = Buffer.from(this.#sign(rawBody), "hex");
    const actual = Buffer.from(typeof given === "string" ? given : "", "hex");
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      return webhookRefusal("The signature does not match the body");
    }
    const event = readWebhookEvent(rawBody);
    if (!event) return webhookRefusal("The body is not an event");
    return { ok: true, event };
  }

  /** The payment the page shows; undefined when this process does not know it. */
  find(providerOrderId: string): Readonly<SimulatedOrder> | undefined {
    return this.#orders.get(providerOrderId);
  }

  /** The payer approved: where PayPal would send them (`returnUrl?token=…&PayerID=…`). */
  approve(providerOrderId: string): string {
    const order = this.#existing(providerOrderId);
    if (order.status === "PAYER_ACTION_REQUIRED") {
      order.status = "APPROVED";
      order.payerId = randomId(13);
      this.#deliver("CHECKOUT.ORDER.APPROVED", {
        id: order.id,
        status: order.status,
        purchase_units: [
          {
            reference_id: order.payment.orderId,
            custom_id: order.payment.orderNumber,
            amount: { currency_code: "EUR", value: centsToDecimal(order.payment.amountCents) },
          },
        ],
      });
    }
    return withQuery(order.payment.returnUrl, { token: order.id, PayerID: order.payerId ?? "" });
  }

  /** The payer cancelled: where PayPal would send them (`cancelUrl?token=…`). The payment stays open. */
  cancel(providerOrderId: string): string {
    const order = this.#existing(providerOrderId);
    return withQuery(order.payment.cancelUrl, { token: order.id });
  }

  #existing(providerOrderId: string): SimulatedOrder {
    const order = this.#orders.get(providerOrderId);
    if (!order) throw new PaymentError("PAYMENT_ORDER_NOT_FOUND", `Payment ${providerOrderId} not found`);
    return order;
  }

  #sign(body: string): string {
    return createHmac("sha256", this.#webhookKey).update(body).digest("hex");
  }

  /** Sends an event in PayPal's shape, in the background: the payer's redirect never waits for it. */
  #deliver(type: string, resource: object): void {
    const url = this.options.webhookUrl?.();
    if (!url) return;
    const body = JSON.stringify({
      id: `WH-${randomId(17)}`,
      event_type: type,
      resource_type: resourceTypes[type] ?? "checkout-order",
      create_time: new Date().toISOString(),
      resource,
    });
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", [SIMULATOR_SIGNATURE_HEADER]: this.#sign(body) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => {
        if (!response.ok)
          this.options.logger?.warn({ url, type, status: response.status }, "webhook refused");
      })
      .catch((err: unknown) => this.options.logger?.warn({ url, type, err }, "webhook not delivered"));
  }
}

const resourceTypes: Record<string, string> = {
  "PAYMENT.CAPTURE.COMPLETED": "capture",
  "PAYMENT.CAPTURE.REFUNDED": "refund",
};

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

import { createHmac, randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { centsToDecimal, decimalToCents } from "../amount";

/**
 * For tests: PayPal's REST API as its documentation describes it, on 127.0.0.1 and a random port.
 * OAuth2 client credentials with basic auth, Orders v2 create / get / capture and Payments v2
 * refund with PayPal-Request-Id replay, and webhook signature verification. What the payer does on PayPal's site (approving,
 * paying with a card that is declined) and PayPal's own troubles (expired tokens, an outage, a
 * call that never ends) are switched by the test.
 */
export class LocalPayPal {
  readonly clientId = "local-client";
  readonly clientSecret = "local-secret";
  readonly webhookId = "7LOCALWEBHOOK";
  /** Access tokens handed out so far. */
  tokensIssued = 0;
  /** Captures that took money, replays not counted. */
  capturesMade = 0;
  /** Refunds that paid money back, replays not counted. */
  refundsMade = 0;
  /** Answer every API call (token included) with 503. */
  outage = false;
  /** Tokens handed out from now on are refused by the API, as a revoked app's would be. */
  refuseNewTokens = false;
  /** Hold every API call until `releaseStalled()`. */
  stall = false;
  /** Order bodies as the client sent them, by order id. */
  readonly orderRequests = new Map<string, OrderRequest>();

  readonly #orders = new Map<string, LocalOrder>();
  readonly #byRequestId = new Map<string, string>();
  readonly #captureReplies = new Map<string, object>();
  readonly #refundReplies = new Map<string, object>();
  readonly #validTokens = new Set<string>();
  readonly #signingKey = randomBytes(32);
  #stalled: (() => void)[] = [];
  #url = "";

  private constructor(private readonly app: FastifyInstance) {}

  get url() {
    return this.#url;
  }

  /** What PayPal's client is configured with to talk to this server. */
  get connection() {
    return {
      baseUrl: this.url,
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      webhookId: this.webhookId,
    };
  }

  static async start(): Promise<LocalPayPal> {
    const paypal = new LocalPayPal(Fastify());
    paypal.#routes();
    paypal.#url = await paypal.app.listen({ port: 0, host: "127.0.0.1" });
    return paypal;
  }

  /** The payer approved on PayPal's site; `declined` funding fails at capture (INSTRUMENT_DECLINED). */
  approve(orderId: string, funding: "ok" | "declined" = "ok") {
    const order = this.#orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    order.status = "APPROVED";
    order.payerId = "LOCALPAYER42";
    order.declined = funding === "declined";
  }

  /**
   * The merchant refunds the capture in full in PayPal's dashboard; answers the body of the
   * PAYMENT.CAPTURE.REFUNDED event PayPal then sends (sign it with `signatureHeaders`).
   */
  refundInDashboard(captureId: string): string {
    const order = this.#orderOfCapture(captureId);
    if (!order?.capture) throw new Error(`no capture ${captureId}`);
    const refund = this.#refund(order, this.#amountOf(order.id));
    return JSON.stringify({
      id: `WH-${randomBytes(8).toString("hex").toUpperCase()}`,
      event_version: "1.0",
      create_time: new Date().toISOString(),
      resource_type: "refund",
      event_type: "PAYMENT.CAPTURE.REFUNDED",
      summary: "A EUR payment has been refunded",
      resource: refund,
    });
  }

  /** Every token handed out so far stops working, as when PayPal's expiry comes early. */
  expireTokens() {
    this.#validTokens.clear();
  }

  releaseStalled() {
    for (const release of this.#stalled) release();
    this.#stalled = [];
  }

  /** The headers PayPal would send with this webhook body. */
  signatureHeaders(rawBody: string, webhookId = this.webhookId): Record<string, string> {
    const transmissionId = randomBytes(8).toString("hex");
    const transmissionTime = new Date().toISOString();
    return {
      "paypal-transmission-id": transmissionId,
      "paypal-transmission-time": transmissionTime,
      "paypal-transmission-sig": this.#signature(transmissionId, transmissionTime, webhookId, rawBody),
      "paypal-cert-url": `${this.url}/v1/notifications/certs/CERT-local`,
      "paypal-auth-algo": "SHA256withRSA",
    };
  }

  async close() {
    this.releaseStalled();
    await this.app.close();
  }

  /** PayPal signs `id|time|webhook id|crc32 of the body`; here with an HMAC instead of its RSA key. */
  #signature(transmissionId: string, time: string, webhookId: string, rawBody: string) {
    return createHmac("sha256", this.#signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(rawBody)}`)
      .digest("base64");
  }

  async #gate(request: FastifyRequest, reply: FastifyReply) {
    if (this.stall) await new Promise<void>((resolve) => this.#stalled.push(resolve));
    if (this.outage) {
      return reply.code(503).send({ name: "SERVICE_UNAVAILABLE", message: "Try later", debug_id: "d-503" });
    }
    if (request.url === "/v1/oauth2/token") return;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!token || !this.#validTokens.has(token)) {
      return reply
        .code(401)
        .send({ error: "invalid_token", error_description: "Token signature verification failed" });
    }
  }

  #routes() {
    const app = this.app;
    app.removeAllContentTypeParsers();
    app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
    app.addHook("onRequest", (request, reply) => this.#gate(request, reply));

    app.post("/v1/oauth2/token", async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64")}`;
      const form = new URLSearchParams(String(request.body ?? ""));
      if (
        request.headers.authorization !== expected ||
        !request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") ||
        form.get("grant_type") !== "client_credentials"
      ) {
        return reply
          .code(401)
          .send({ error: "invalid_client", error_description: "Client Authentication failed" });
      }
      this.tokensIssued += 1;
      const token = `A21AA-local-${this.tokensIssued}`;
      if (!this.refuseNewTokens) this.#validTokens.add(token);
      return {
        scope: "https://uri.paypal.com/services/payments/payment",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-LOCAL",
        expires_in: 32400,
        nonce: randomBytes(8).toString("hex"),
      };
    });

    app.post("/v2/checkout/orders", async (request, reply) => {
      const requestId = header(request, "paypal-request-id");
      const known = requestId && this.#byRequestId.get(requestId);
      if (known) return reply.code(200).send(this.#created(known));
      const body = JSON.parse(String(request.body)) as OrderRequest;
      const unit = body.purchase_units?.[0];
      const context = body.payment_source?.paypal?.experience_context;
      if (
        body.intent !== "CAPTURE" ||
        unit?.amount?.currency_code !== "EUR" ||
        !/^\d+\.\d{2}$/.test(unit.amount.value ?? "") ||
        !context?.return_url ||
        !context.cancel_url
      ) {
        return reply.code(400).send(paypalError("INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"));
      }
      const id = randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
      this.orderRequests.set(id, body);
      this.#orders.set(id, {
        id,
        status: "PAYER_ACTION_REQUIRED",
        payerId: null,
        declined: false,
        capture: null,
      });
      if (requestId) this.#byRequestId.set(requestId, id);
      return reply.code(201).send(this.#created(id));
    });

    app.get<{ Params: { id: string } }>("/v2/checkout/orders/:id", async (request, reply) => {
      if (!this.#orders.has(request.params.id)) return reply.code(404).send(notFound());
      return this.#representation(request.params.id);
    });

    app.post<{ Params: { id: string } }>("/v2/checkout/orders/:id/capture", async (request, reply) => {
      const requestId = header(request, "paypal-request-id");
      const replay = requestId && this.#captureReplies.get(requestId);
      if (replay) return reply.code(200).send(replay);
      const order = this.#orders.get(request.params.id);
      if (!order) return reply.code(404).send(notFound());
      if (order.status === "COMPLETED") {
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED"));
      }
      if (order.status !== "APPROVED") {
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED"));
      }
      if (order.declined) {
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED"));
      }
      this.capturesMade += 1;
      order.status = "COMPLETED";
      order.capture = {
        id: randomBytes(9).toString("hex").toUpperCase().slice(0, 17),
        status: "COMPLETED",
        refundedCents: 0,
      };
      const answer = this.#representation(order.id);
      if (requestId) this.#captureReplies.set(requestId, answer);
      return reply.code(201).send(answer);
    });

    app.post<{ Params: { id: string } }>("/v2/payments/captures/:id/refund", async (request, reply) => {
      const requestId = header(request, "paypal-request-id");
      const replay = requestId && this.#refundReplies.get(requestId);
      if (replay) return reply.code(200).send(replay);
      const order = this.#orderOfCapture(request.params.id);
      if (!order?.capture) return reply.code(404).send(notFound());
      const body = JSON.parse(String(request.body || "{}")) as {
        amount?: { currency_code?: string; value?: string };
      };
      const captured = this.#amountOf(order.id);
      const asked = body.amount ? decimalCents(body.amount.value) : captured - order.capture.refundedCents;
      if (body.amount && (body.amount.currency_code !== "EUR" || asked === null)) {
        return reply.code(400).send(paypalError("INVALID_REQUEST", "INVALID_PARAMETER_VALUE"));
      }
      if (order.capture.refundedCents >= captured) {
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "CAPTURE_FULLY_REFUNDED"));
      }
      if ((asked ?? 0) <= 0 || (asked ?? 0) > captured - order.capture.refundedCents) {
        return reply.code(422).send(paypalError("UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED"));
      }
      const answer = this.#refund(order, asked ?? 0);
      if (requestId) this.#refundReplies.set(requestId, answer);
      return reply.code(201).send(answer);
    });

    app.post("/v1/notifications/verify-webhook-signature", async (request, reply) => {
      const text = String(request.body);
      const fields = JSON.parse(text) as Record<string, unknown>;
      const names = ["transmission_id", "transmission_time", "transmission_sig", "cert_url", "auth_algo"];
      if (
        names.some((name) => typeof fields[name] !== "string") ||
        typeof fields.webhook_event !== "object"
      ) {
        return reply.code(400).send(paypalError("VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER"));
      }
      // The signature covers the event's bytes as PayPal sent them: they must come back unchanged.
      const marker = '"webhook_event":';
      const event = text.slice(text.indexOf(marker) + marker.length, text.lastIndexOf("}"));
      const expected = this.#signature(
        String(fields.transmission_id),
        String(fields.transmission_time),
        this.webhookId,
        event,
      );
      const genuine = fields.webhook_id === this.webhookId && fields.transmission_sig === expected;
      return { verification_status: genuine ? "SUCCESS" : "FAILURE" };
    });
  }

  #orderOfCapture(captureId: string): LocalOrder | undefined {
    return [...this.#orders.values()].find((order) => order.capture?.id === captureId);
  }

  /** The order's amount in cents, as the client sent it. */
  #amountOf(orderId: string): number {
    return decimalCents(this.orderRequests.get(orderId)?.purchase_units?.[0]?.amount?.value) ?? 0;
  }

  /** Pays `cents` of the order's capture back; answers the refund as PayPal represents it. */
  #refund(order: LocalOrder, cents: number) {
    const capture = order.capture as NonNullable<LocalOrder["capture"]>;
    this.refundsMade += 1;
    capture.refundedCents += cents;
    capture.status = capture.refundedCents >= this.#amountOf(order.id) ? "REFUNDED" : "PARTIALLY_REFUNDED";
    const id = randomBytes(9).toString("hex").toUpperCase().slice(0, 17);
    return {
      id,
      status: "COMPLETED",
      amount: { currency_code: "EUR", value: centsToDecimal(cents) },
      links: [
        { href: `${this.url}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
      ],
    };
  }

  #created(id: string) {
    return {
      id,
      status: "PAYER_ACTION_REQUIRED",
      payment_source: { paypal: {} },
      links: [
        { href: `${this.url}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
          rel: "payer-action",
          method: "GET",
        },
      ],
    };
  }

  #representation(id: string) {
    const order = this.#orders.get(id) as LocalOrder;
    const unit = this.orderRequests.get(id)?.purchase_units?.[0];
    return {
      id,
      intent: "CAPTURE",
      status: order.status,
      payment_source: { paypal: order.payerId ? { account_id: order.payerId } : {} },
      purchase_units: [
        {
          reference_id: unit?.reference_id,
          custom_id: unit?.custom_id,
          invoice_id: unit?.invoice_id,
          amount: unit?.amount,
          ...(order.capture
            ? {
                payments: {
                  captures: [
                    {
                      id: order.capture.id,
                      status: order.capture.status,
                      amount: unit?.amount,
                      final_capture: true,
                      custom_id: unit?.custom_id,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [{ href: `${this.url}/v2/checkout/orders/${id}`, rel: "self", method: "GET" }],
    };
  }
}

export interface OrderRequest {
  intent?: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount?: { currency_code?: string; value?: string };
  }[];
  payment_source?: {
    paypal?: {
      experience_context?: {
        return_url?: string;
        cancel_url?: string;
        user_action?: string;
        locale?: string;
        brand_name?: string;
      };
    };
  };
}

interface LocalOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  payerId: string | null;
  declined: boolean;
  capture: {
    id: string;
    status: "COMPLETED" | "PARTIALLY_REFUNDED" | "REFUNDED";
    refundedCents: number;
  } | null;
}

/** Cents of an amount as PayPal takes it ("12.30"), or null when it is none. */
const decimalCents = (value: string | undefined) =>
  value !== undefined && /^\d+\.\d{2}$/.test(value) ? decimalToCents(value) : null;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
};

const paypalError = (name: string, issue: string) => ({
  name,
  message: "The requested action could not be performed.",
  debug_id: randomBytes(6).toString("hex"),
  details: [{ issue, description: issue.toLowerCase().replaceAll("_", " ") }],
});

const notFound = () => paypalError("RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");

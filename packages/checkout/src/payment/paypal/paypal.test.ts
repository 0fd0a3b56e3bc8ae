import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CreatePaymentInput } from "../provider";
import { expectOneCapture, expectOneRefund } from "../testing/capture-contract";
import { LocalPayPal } from "./local-paypal";
import { PayPalProvider, type PayPalSettings } from "./provider";

const payment = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: randomUUID(),
  orderNumber: "DW-100234",
  amountCents: 4711,
  currency: "EUR",
  description: "3D print: bracket.stl, 2 pieces",
  returnUrl: "http://localhost:4000/order-complete?orderId=abc",
  cancelUrl: "http://localhost:4000/order-failed",
  requestId: randomUUID(),
  ...overrides,
});

describe("the PayPal client against PayPal's documented API", () => {
  let paypal: LocalPayPal;
  let provider: PayPalProvider;

  beforeAll(async () => {
    paypal = await LocalPayPal.start();
  });
  afterAll(() => paypal.close());
  const providerFor = (settings: Partial<PayPalSettings> = {}) =>
    new PayPalProvider({
      ...paypal.connection,
      brandName: "Druckwerk",
      timeoutMs: 5_000,
      ...settings,
    });
  beforeEach(() => {
    provider = providerFor();
  });
  afterEach(() => {
    Object.assign(paypal, { outage: false, refuseNewTokens: false, stall: false });
    paypal.releaseStalled();
  });

  it("creates an order for the amount in euros and returns PayPal's payer-action link", async () => {
    const created = await provider.createPayment(payment({ amountCents: 4705, language: "en" }));

    expect(created.approveUrl).toBe(
      `https://www.sandbox.paypal.com/checkoutnow?token=${created.providerOrderId}`,
    );
    const sent = paypal.orderRequests.get(created.providerOrderId);
    expect(sent?.intent).toBe("CAPTURE");
    expect(sent?.purchase_units?.[0]).toMatchObject({
      custom_id: "DW-100234",
      invoice_id: "DW-100234",
      amount: { currency_code: "EUR", value: "47.05" },
    });
    expect(sent?.payment_source?.paypal?.experience_context).toMatchObject({
      return_url: "http://localhost:4000/order-complete?orderId=abc",
      cancel_url: "http://localhost:4000/order-failed",
      user_action: "PAY_NOW",
      brand_name: "Druckwerk",
      locale: "en-GB",
    });
  });

  it("answers a repeated creation with the same request id with the same PayPal order", async () => {
    const input = payment();
    const first = await provider.createPayment(input);
    const again = await provider.createPayment(input);
    expect(again.providerOrderId).toBe(first.providerOrderId);
  });

  it("refuses a payment without an amount before calling PayPal", async () => {
    await expect(provider.createPayment(payment({ amountCents: 0 }))).rejects.toMatchObject({
      code: "INVALID_PAYMENT_REQUEST",
      statusCode: 400,
      message: expect.stringContaining("amountCents"),
    });
  });

  it("asks for a token once and keeps it for the following calls", async () => {
    const before = paypal.tokensIssued;
    const { providerOrderId } = await provider.createPayment(payment());
    await provider.getOrder(providerOrderId);
    await provider.getOrder(providerOrderId);
    expect(paypal.tokensIssued - before).toBe(1);
  });

  it("renews an expired token once and completes the call", async () => {
    const { providerOrderId } = await provider.createPayment(payment());
    const before = paypal.tokensIssued;
    paypal.expireTokens();

    const order = await provider.getOrder(providerOrderId);

    expect(order.status).toBe("PAYER_ACTION_REQUIRED");
    expect(paypal.tokensIssued - before).toBe(1);
  });

  it("gives up when PayPal refuses the renewed token too", async () => {
    paypal.refuseNewTokens = true;
    const before = paypal.tokensIssued;
    await expect(provider.createPayment(payment())).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_ERROR" });
    expect(paypal.tokensIssued - before).toBe(2);
  });

  it("reports wrong credentials as a provider error naming the variables", async () => {
    const wrong = providerFor({ clientSecret: "not-the-secret" });
    await expect(wrong.createPayment(payment())).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: expect.stringContaining("PAYPAL_CLIENT_SECRET"),
    });
  });

  it("refuses to capture before the payer approved", async () => {
    const { providerOrderId } = await provider.createPayment(payment());
    await expect(provider.capture({ providerOrderId, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "ORDER_NOT_APPROVED",
      statusCode: 409,
    });
  });

  it("captures an approved order once, however often the capture is retried", async () => {
    const { providerOrderId } = await provider.createPayment(payment({ amountCents: 12_990 }));
    paypal.approve(providerOrderId);
    const before = paypal.capturesMade;

    await expectOneCapture(provider, providerOrderId, 12_990);

    expect(paypal.capturesMade - before).toBe(1);
  });

  it("refunds a capture once, however often the refund is retried", async () => {
    const { providerOrderId } = await provider.createPayment(payment({ amountCents: 12_990 }));
    paypal.approve(providerOrderId);
    const capture = await provider.capture({ providerOrderId, idempotencyKey: randomUUID() });
    const before = paypal.refundsMade;

    await expectOneRefund(provider, capture);

    expect(paypal.refundsMade - before).toBe(1);
  });

  it("takes no money back during an outage and refunds when PayPal is back", async () => {
    const { providerOrderId } = await provider.createPayment(payment());
    paypal.approve(providerOrderId);
    const capture = await provider.capture({ providerOrderId, idempotencyKey: randomUUID() });
    const refund = { captureId: capture.captureId, amountCents: 4711, idempotencyKey: randomUUID() };
    const before = paypal.refundsMade;
    paypal.outage = true;
    await expect(provider.refund(refund)).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      statusCode: 503,
    });
    paypal.outage = false;
    expect(paypal.refundsMade).toBe(before);
    expect(await provider.refund(refund)).toMatchObject({ status: "COMPLETED" });
    expect(paypal.refundsMade - before).toBe(1);
  });

  it("reads an order for reconciliation: status, our order number, payer and capture", async () => {
    const { providerOrderId } = await provider.createPayment(payment({ orderNumber: "DW-7" }));
    paypal.approve(providerOrderId);
    expect(await provider.getOrder(providerOrderId)).toEqual({
      providerOrderId,
      status: "APPROVED",
      orderNumber: "DW-7",
      amountCents: 4711,
      payerId: "LOCALPAYER42",
      capture: null,
    });
    const capture = await provider.capture({ providerOrderId, idempotencyKey: randomUUID() });
    expect(await provider.getOrder(providerOrderId)).toMatchObject({ status: "COMPLETED", capture });
  });

  it("reports a declined funding source as PAYMENT_DECLINED", async () => {
    const { providerOrderId } = await provider.createPayment(payment());
    paypal.approve(providerOrderId, "declined");
    await expect(provider.capture({ providerOrderId, idempotencyKey: randomUUID() })).rejects.toMatchObject({
      code: "PAYMENT_DECLINED",
      details: { issue: "INSTRUMENT_DECLINED" },
    });
  });

  it("reports an unknown PayPal order as not found", async () => {
    await expect(provider.getOrder("5O190127TN364715T")).rejects.toMatchObject({
      code: "PAYMENT_ORDER_NOT_FOUND",
    });
  });

  it("reports PayPal's 5xx, a call that does not end and an unreachable host as unavailable", async () => {
    paypal.outage = true;
    await expect(provider.createPayment(payment())).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      statusCode: 503,
    });
    paypal.outage = false;

    paypal.stall = true;
    const impatient = providerFor({ timeoutMs: 100 });
    await expect(impatient.createPayment(payment())).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      message: expect.stringContaining("did not answer"),
    });
    paypal.stall = false;
    paypal.releaseStalled();

    const nowhere = providerFor({ baseUrl: "http://127.0.0.1:1" });
    await expect(nowhere.getOrder("X")).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNAVAILABLE" });
  });

  describe("webhooks", () => {
    // Pretty-printed and with an umlaut: PayPal signs these exact bytes.
    const approved = (orderId: string) =>
      JSON.stringify(
        {
          id: "WH-58D329510W468432D-8HN650336L201105X",
          event_type: "CHECKOUT.ORDER.APPROVED",
          resource_type: "checkout-order",
          summary: "Zahlung für DW-100234 genehmigt",
          resource: { id: orderId, status: "APPROVED" },
        },
        null,
        2,
      );

    it("accepts an event PayPal confirms and reads the order it concerns", async () => {
      const body = approved("5O190127TN364715T");
      const verification = await provider.verifyWebhook(paypal.signatureHeaders(body), body);
      expect(verification).toEqual({
        ok: true,
        event: {
          id: "WH-58D329510W468432D-8HN650336L201105X",
          type: "CHECKOUT.ORDER.APPROVED",
          providerOrderId: "5O190127TN364715T",
          captureId: null,
        },
      });
    });

    it("reads the order of a capture event from its related ids", async () => {
      const body = JSON.stringify({
        id: "WH-2",
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        resource_type: "capture",
        resource: {
          id: "3C679366HH908993F",
          status: "COMPLETED",
          supplementary_data: { related_ids: { order_id: "5O190127TN364715T" } },
        },
      });
      const verification = await provider.verifyWebhook(paypal.signatureHeaders(body), body);
      expect(verification).toMatchObject({
        ok: true,
        event: { providerOrderId: "5O190127TN364715T", captureId: "3C679366HH908993F" },
      });
    });

    it("reads the capture of a refund event from the refund's up link", async () => {
      const { providerOrderId } = await provider.createPayment(payment());
      paypal.approve(providerOrderId);
      const capture = await provider.capture({ providerOrderId, idempotencyKey: randomUUID() });
      const body = paypal.refundInDashboard(capture.captureId);
      const verification = await provider.verifyWebhook(paypal.signatureHeaders(body), body);
      expect(verification).toMatchObject({
        ok: true,
        event: { type: "PAYMENT.CAPTURE.REFUNDED", captureId: capture.captureId },
      });
    });

    it("refuses an event whose body was changed after signing", async () => {
      const body = approved("5O190127TN364715T");
      const headers = paypal.signatureHeaders(body);
      const verification = await provider.verifyWebhook(headers, approved("8XX00000000000000"));
      expect(verification).toEqual({
        ok: false,
        code: "INVALID_WEBHOOK_SIGNATURE",
        reason: "PayPal did not confirm the signature",
      });
    });

    it("refuses an event signed for another webhook", async () => {
      const body = approved("5O190127TN364715T");
      const verification = await provider.verifyWebhook(paypal.signatureHeaders(body, "OTHERHOOK"), body);
      expect(verification.ok).toBe(false);
    });

    it("refuses a call without PayPal's signature headers", async () => {
      const verification = await provider.verifyWebhook({}, approved("5O190127TN364715T"));
      expect(verification).toMatchObject({
        ok: false,
        reason: expect.stringContaining("paypal-transmission-sig"),
      });
    });
  });
});

import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { createLogger, createServiceApp, type ServiceApp } from "@druckwerk/platform";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatePaymentInput } from "../provider";
import { expectOneCapture, expectOneRefund } from "../testing/capture-contract";
import { SIMULATOR_SIGNATURE_HEADER, SimulatedPaymentProvider } from "./provider";
import { paymentSimulatorPages } from "./routes";

const payment = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  orderId: randomUUID(),
  orderNumber: "DW-100234",
  amountCents: 123_456,
  currency: "EUR",
  description: "3D print: <bracket>.stl",
  returnUrl: "http://localhost:4000/order-complete?orderId=abc",
  cancelUrl: "http://localhost:4000/order-failed",
  requestId: randomUUID(),
  ...overrides,
});

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A shop endpoint that takes the simulator's webhook calls; `next` waits for the one asked for. */
async function webhookReceiver() {
  const app = Fastify();
  const arrived: Delivery[] = [];
  const waiting: { wanted: (body: string) => boolean; resolve: (delivery: Delivery) => void }[] = [];
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_r, body, done) => done(null, body));
  app.post("/webhook", async (request) => {
    const delivery = { headers: request.headers, body: String(request.body) };
    const waiter = waiting.findIndex((w) => w.wanted(delivery.body));
    if (waiter >= 0) waiting.splice(waiter, 1)[0]?.resolve(delivery);
    else arrived.push(delivery);
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url: `${url}/webhook`,
    /** The event of this type about this payment. */
    next: (type: string, providerOrderId: string) =>
      new Promise<Delivery>((resolve) => {
        const wanted = (body: string) => body.includes(`"${type}"`) && body.includes(providerOrderId);
        const index = arrived.findIndex((d) => wanted(d.body));
        if (index >= 0) resolve(arrived.splice(index, 1)[0] as Delivery);
        else waiting.push({ wanted, resolve });
      }),
  };
}

describe("the simulated payment provider", () => {
  let app: ServiceApp;
  let simulator: SimulatedPaymentProvider;
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    simulator = new SimulatedPaymentProvider({
      baseUrl: () => "http://127.0.0.1:4100",
      merchantName: "Druckwerk",
      webhookUrl: () => receiver.url,
    });
    app = createServiceApp({ logger: createLogger("test", "silent") });
    await app.register(paymentSimulatorPages, { simulator });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await receiver.app.close();
  });

  const pathOf = (url: string) => new URL(url).pathname;

  it("links to its approval page, which shows merchant, order and amount in German", async () => {
    const created = await simulator.createPayment(payment());
    expect(created.approveUrl).toBe(
      `http://127.0.0.1:4100/payment-simulator/checkout/${created.providerOrderId}`,
    );

    const page = await app.inject({ method: "GET", url: pathOf(created.approveUrl) });

    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toMatch(/1\.234,56\s€/);
    expect(page.body).toContain("Druckwerk");
    expect(page.body).toContain("DW-100234");
    expect(page.body).toContain("3D print: &lt;bracket&gt;.stl");
    expect(page.body).toContain("Jetzt bezahlen");
    expect(page.body).toContain("Abbrechen");
  });

  it("speaks English when the payment was opened in English", async () => {
    const created = await simulator.createPayment(payment({ language: "en" }));
    const page = await app.inject({ method: "GET", url: pathOf(created.approveUrl) });
    expect(page.body).toContain("€1,234.56");
    expect(page.body).toContain("Pay now");
  });

  it("answers an unknown payment with 404 and a page saying so", async () => {
    const page = await app.inject({
      method: "GET",
      url: "/payment-simulator/checkout/UNKNOWN",
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This payment is unknown");
  });

  it("redirects an approval to the return URL with token and PayerID, as PayPal does", async () => {
    const created = await simulator.createPayment(payment());
    const approval = await app.inject({
      method: "POST",
      url: `${pathOf(created.approveUrl)}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });

    expect(approval.statusCode).toBe(303);
    const target = new URL(String(approval.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe("http://localhost:4000/order-complete");
    expect(target.searchParams.get("orderId")).toBe("abc");
    expect(target.searchParams.get("token")).toBe(created.providerOrderId);
    const payerId = target.searchParams.get("PayerID");
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    expect(await simulator.getOrder(created.providerOrderId)).toMatchObject({ status: "APPROVED", payerId });
  });

  it("redirects a cancellation to the cancel URL with the token and takes no money", async () => {
    const created = await simulator.createPayment(payment());
    const cancel = await app.inject({ method: "POST", url: `${pathOf(created.approveUrl)}/cancel` });

    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(
      `http://localhost:4000/order-failed?token=${created.providerOrderId}`,
    );
    await expect(
      simulator.capture({ providerOrderId: created.providerOrderId, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "ORDER_NOT_APPROVED" });
  });

  it("refuses a capture before approval and captures once after it", async () => {
    const created = await simulator.createPayment(payment({ amountCents: 990 }));
    const { providerOrderId } = created;
    await expect(simulator.capture({ providerOrderId, idempotencyKey: "k1" })).rejects.toMatchObject({
      code: "ORDER_NOT_APPROVED",
      statusCode: 409,
    });

    await app.inject({ method: "POST", url: `${pathOf(created.approveUrl)}/approve` });
    const first = await expectOneCapture(simulator, providerOrderId, 990);
    expect(await simulator.getOrder(providerOrderId)).toMatchObject({ status: "COMPLETED", capture: first });
  });

  it("refunds a capture once and announces it as PAYMENT.CAPTURE.REFUNDED", async () => {
    const created = await simulator.createPayment(payment({ amountCents: 2500 }));
    await app.inject({ method: "POST", url: `${pathOf(created.approveUrl)}/approve` });
    const capture = await simulator.capture({
      providerOrderId: created.providerOrderId,
      idempotencyKey: "c",
    });

    const refund = await expectOneRefund(simulator, capture);

    const delivery = await receiver.next("PAYMENT.CAPTURE.REFUNDED", refund.refundId);
    expect(await simulator.verifyWebhook(delivery.headers, delivery.body)).toMatchObject({
      ok: true,
      event: { type: "PAYMENT.CAPTURE.REFUNDED", captureId: capture.captureId },
    });
  });

  it("answers a repeated creation with the same request id with the same payment", async () => {
    const input = payment();
    const first = await simulator.createPayment(input);
    expect((await simulator.createPayment(input)).providerOrderId).toBe(first.providerOrderId);
    expect((await simulator.createPayment(payment())).providerOrderId).not.toBe(first.providerOrderId);
  });

  it("refuses unknown payments and impossible requests with their codes", async () => {
    await expect(simulator.getOrder("NOPE")).rejects.toMatchObject({ code: "PAYMENT_ORDER_NOT_FOUND" });
    await expect(simulator.createPayment(payment({ returnUrl: "/order-complete" }))).rejects.toMatchObject({
      code: "INVALID_PAYMENT_REQUEST",
      message: expect.stringContaining("returnUrl"),
    });
  });

  it("sends signed webhook events after approval and capture, which it verifies", async () => {
    const created = await simulator.createPayment(payment());
    const { providerOrderId } = created;

    await app.inject({ method: "POST", url: `${pathOf(created.approveUrl)}/approve` });
    const approved = await receiver.next("CHECKOUT.ORDER.APPROVED", providerOrderId);
    await simulator.capture({ providerOrderId, idempotencyKey: randomUUID() });
    const captured = await receiver.next("PAYMENT.CAPTURE.COMPLETED", providerOrderId);

    expect(await simulator.verifyWebhook(approved.headers, approved.body)).toMatchObject({
      ok: true,
      event: { type: "CHECKOUT.ORDER.APPROVED", providerOrderId, captureId: null },
    });
    const { captureId } = await simulator.capture({ providerOrderId, idempotencyKey: "again" });
    expect(await simulator.verifyWebhook(captured.headers, captured.body)).toMatchObject({
      ok: true,
      event: { type: "PAYMENT.CAPTURE.COMPLETED", providerOrderId, captureId },
    });
  });

  it("refuses a webhook call that is not signed by this simulator or was changed", async () => {
    const body = JSON.stringify({ id: "WH-1", event_type: "CHECKOUT.ORDER.APPROVED", resource: { id: "X" } });
    expect(await simulator.verifyWebhook({}, body)).toMatchObject({
      ok: false,
      code: "INVALID_WEBHOOK_SIGNATURE",
    });

    const created = await simulator.createPayment(payment());
    await app.inject({ method: "POST", url: `${pathOf(created.approveUrl)}/approve` });
    const delivery = await receiver.next("CHECKOUT.ORDER.APPROVED", created.providerOrderId);
    const changed = delivery.body.replace(created.providerOrderId, "OTHERORDER");
    expect(await simulator.verifyWebhook(delivery.headers, changed)).toMatchObject({ ok: false });
    expect(
      await simulator.verifyWebhook({ [SIMULATOR_SIGNATURE_HEADER]: "00" }, delivery.body),
    ).toMatchObject({ ok: false });
  });
});

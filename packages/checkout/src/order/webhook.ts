import { HttpError } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { paymentEvents, payments } from "../db/schema";
import type { OrderDeps } from "./deps";
import type { OrderPayments } from "./order-payments";
import type { OrderRefunds } from "./order-refunds";
import { refuseOrder } from "./refusals";

/** Events that mean a payment may be ready to capture or captured: both lead to `capture`. */
const captureEvents = new Set(["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED"]);

/**
 * `POST /checkout/order/paypal/webhook`: the provider's events, verified over the raw body (its own
 * plugin scope parses JSON as a string). An event is a hint: the capture asks the provider itself,
 * and so does a refund (PAYMENT.CAPTURE.REFUNDED) before the order is marked refunded.
 * An event acted on is recorded by its id and a repeated delivery only acknowledged; a failure
 * the provider should retry (our or its outage) answers 5xx, anything else 200.
 */
export const paypalWebhook: FastifyPluginAsync<{
  deps: OrderDeps;
  payments: OrderPayments;
  refunds: OrderRefunds;
}> = async (app, { deps, payments: orderPayments, refunds }) => {
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/checkout/order/paypal/webhook", async (request, reply) => {
    const raw = typeof request.body === "string" ? request.body : "";
    const verification = await deps.payments.verifyWebhook(request.headers, raw);
    if (!verification.ok) throw refuseOrder("INVALID_WEBHOOK_SIGNATURE", verification.reason);
    const { event } = verification;
    const [seen] = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (seen) return reply.code(200).send({ received: true });
    const providerOrderId = event.providerOrderId;
    if (providerOrderId && captureEvents.has(event.type)) {
      const [payment] = await deps.db
        .select()
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId));
      if (payment) {
        try {
          await orderPayments.capture(providerOrderId);
        } catch (err) {
          if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
          deps.logger.warn({ err, eventId: event.id, providerOrderId }, "webhook event not acted on");
        }
      }
    }
    if (event.type === "PAYMENT.CAPTURE.REFUNDED" && event.captureId) {
      await refunds.refundedAtProvider(event.captureId);
    }
    await deps.db
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, providerOrderId })
      .onConflictDoNothing();
    return reply.code(200).send({ received: true });
  });
};

import { expect } from "vitest";
import type { CaptureResult, PaymentProvider, RefundResult } from "../provider";

/**
 * For tests, the promise every provider keeps: an approved payment retried with the same key and
 * with another one answers one and the same completed capture. Returns that capture.
 */
export async function expectOneCapture(
  provider: PaymentProvider,
  providerOrderId: string,
  amountCents: number,
): Promise<CaptureResult> {
  const first = await provider.capture({ providerOrderId, idempotencyKey: "capture-1" });
  const replayed = await provider.capture({ providerOrderId, idempotencyKey: "capture-1" });
  const otherKey = await provider.capture({ providerOrderId, idempotencyKey: "capture-2" });
  expect(first).toEqual({ providerOrderId, status: "COMPLETED", captureId: expect.any(String), amountCents });
  expect(replayed).toEqual(first);
  expect(otherKey).toEqual(first);
  return first;
}

/**
 * For tests, the promise every provider keeps about refunds: the whole capture paid back once,
 * the same key answering the same refund, another key refused `CAPTURE_ALREADY_REFUNDED`, and the
 * order then showing its capture REFUNDED. Returns the refund.
 */
export async function expectOneRefund(
  provider: PaymentProvider,
  capture: CaptureResult,
): Promise<RefundResult> {
  const refund = { captureId: capture.captureId, amountCents: capture.amountCents };
  const first = await provider.refund({ ...refund, idempotencyKey: "refund-1" });
  const replayed = await provider.refund({ ...refund, idempotencyKey: "refund-1" });
  expect(first).toEqual({ refundId: expect.any(String), status: "COMPLETED" });
  expect(replayed).toEqual(first);
  await expect(provider.refund({ ...refund, idempotencyKey: "refund-2" })).rejects.toMatchObject({
    code: "CAPTURE_ALREADY_REFUNDED",
    statusCode: 409,
  });
  const order = await provider.getOrder(capture.providerOrderId);
  expect(order.capture).toMatchObject({ captureId: capture.captureId, status: "REFUNDED" });
  await expect(
    provider.refund({ captureId: "NO-SUCH-CAPTURE", amountCents: 100, idempotencyKey: "refund-3" }),
  ).rejects.toMatchObject({ code: "PAYMENT_ORDER_NOT_FOUND" });
  return first;
}

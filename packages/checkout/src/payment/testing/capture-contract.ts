import { expect } from "vitest";
import type { CaptureResult, PaymentProvider } from "../provider";

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

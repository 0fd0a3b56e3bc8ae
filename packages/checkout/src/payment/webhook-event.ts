import { z } from "zod";
import type { PaymentEvent } from "./provider";

/**
 * A webhook event in PayPal's shape (the simulated provider sends the same). Order events carry the
 * order as `resource`; capture events carry the capture, with its order in `supplementary_data`;
 * PAYMENT.CAPTURE.REFUNDED carries the refund, whose `up` link is its capture.
 */
const webhookEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z
    .object({
      id: z.string().optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
    })
    .optional(),
});

export type WebhookEventBody = z.input<typeof webhookEventSchema>;

/** The event a raw webhook body holds, or null when it is not one. */
export function readWebhookEvent(rawBody: string): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookEventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { id, event_type: type, resource } = parsed.data;
  if (type.startsWith("CHECKOUT.ORDER.")) {
    return { id, type, providerOrderId: resource?.id ?? null, captureId: null };
  }
  if (type === "PAYMENT.CAPTURE.REFUNDED") {
    const up = resource?.links?.find((link) => link.rel === "up")?.href;
    const captureId = up ? (/\/captures\/([^/?]+)/.exec(up)?.[1] ?? null) : null;
    const orderId = resource?.supplementary_data?.related_ids?.order_id;
    return { id, type, providerOrderId: orderId ?? null, captureId };
  }
  if (type.startsWith("PAYMENT.CAPTURE.")) {
    const orderId = resource?.supplementary_data?.related_ids?.order_id;
    return { id, type, providerOrderId: orderId ?? null, captureId: resource?.id ?? null };
  }
  return { id, type, providerOrderId: null, captureId: null };
}

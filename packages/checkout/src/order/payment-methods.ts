import { type OrderPaymentMethod, orderPaymentMethods, type PaymentMethodRefusalReason } from "../contract";
import type { OrderRow } from "./present";
import { refuseOrder } from "./refusals";
import { HOME_COUNTRY } from "./rules";

export interface PaymentMethodContext {
  signedIn: boolean;
  billingCountryId: string;
  /** Whether any line carries attached drawings. */
  hasAttachments: boolean;
}

/**
 * Why the method may not be used, or null when it may (spec, section 5): invoice only for a
 * signed-in customer billed in Germany and without drawings; prepaid and PayPal not with drawings
 * (those orders need the shop's review first, so they go by invoice or quote); a quote needs login.
 */
export function paymentMethodRefusal(
  method: OrderPaymentMethod,
  context: PaymentMethodContext,
): PaymentMethodRefusalReason | null {
  switch (method) {
    case "quote":
      return context.signedIn ? null : "LOGIN_REQUIRED";
    case "invoice":
      if (!context.signedIn) return "LOGIN_REQUIRED";
      if (context.billingCountryId !== HOME_COUNTRY) return "COUNTRY_NOT_GERMANY";
      return context.hasAttachments ? "ATTACHMENTS" : null;
    case "prepaid":
    case "paypal":
      return context.hasAttachments ? "ATTACHMENTS" : null;
  }
}

/** The context of a placed order's payment (pay now, accepting a quote): its billing country and drawings. */
export const placedOrderContext = (
  order: Pick<OrderRow, "billingAddress" | "lines">,
  signedIn: boolean,
): PaymentMethodContext => ({
  signedIn,
  billingCountryId: order.billingAddress.countryId,
  hasAttachments: order.lines.some((line) => line.attachments.length > 0),
});

/** Refuses `method` as `PAYMENT_METHOD_NOT_AVAILABLE` (with `details.reason`) when it may not be used. */
export function requirePaymentMethod(method: OrderPaymentMethod, context: PaymentMethodContext): void {
  const reason = paymentMethodRefusal(method, context);
  if (reason) {
    throw refuseOrder(
      "PAYMENT_METHOD_NOT_AVAILABLE",
      `Payment by ${method} is not available for this order`,
      {
        reason,
      },
    );
  }
}

/** Every payment method with whether it may be used and, when not, why (the payment-methods answers). */
export const paymentMethodList = (context: PaymentMethodContext) => ({
  paymentMethods: orderPaymentMethods.map((method) => {
    const reason = paymentMethodRefusal(method, context);
    return { method, available: reason === null, reason };
  }),
});

import type { OrderPaymentMethod, PaymentMethodRefusalReason } from "../contract";
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

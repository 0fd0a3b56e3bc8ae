import { languagePrefix } from "../app/routing";
import type { Language } from "../i18n";

type CheckoutPage =
  | "payment-details"
  | "review-order"
  | "redirecting"
  | "order-complete"
  | "order-failed"
  | "quote-generated"
  | "accept-quote";

/** A checkout page in the language, for an existing order when `orderId` is given. */
export const checkoutPath = (lang: Language, page: CheckoutPage, orderId?: string) =>
  `${languagePrefix(lang)}/${page}${orderId ? `/${encodeURIComponent(orderId)}` : ""}`;

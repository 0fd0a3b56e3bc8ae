import type { CartErrorCode } from "@druckwerk/checkout/contract";
import { useCallback } from "react";
import { useLanguage } from "../app/useLanguage";
import type { ErrorCode } from "../gql/graphql";
import type { Language } from "../i18n";
import de from "../i18n/de.json";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";

/**
 * The shopper's text for every refusal of a cart change, in every language. Typed by the checkout
 * contract's list: a new code does not compile until each language has its text.
 */
const cartErrorTexts: Record<Language, Record<CartErrorCode, string>> = {
  de: de.cart.errors,
  en: en.cart.errors,
  fr: fr.cart.errors,
};

/**
 * Words a refused cart change for the shopper, in the page's language. The gateway answers a cart
 * change only with the checkout's codes; any other reads as the generic refusal.
 */
export function useCartErrorText() {
  const language = useLanguage();
  return useCallback(
    (code: ErrorCode) =>
      cartErrorTexts[language][code as CartErrorCode] ?? cartErrorTexts[language].INVALID_REQUEST,
    [language],
  );
}

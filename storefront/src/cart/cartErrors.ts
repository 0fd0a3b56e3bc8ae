import { useCallback } from "react";
import { useLanguage } from "../app/useLanguage";
import type { CartErrorCode } from "../gql/graphql";
import type { Language } from "../i18n";
import de from "../i18n/de.json";
import en from "../i18n/en.json";
import fr from "../i18n/fr.json";

/**
 * The shopper's text for every refusal of a cart change, in every language. Typed by the
 * schema's enum: a new code does not compile until each language has its text.
 */
const cartErrorTexts: Record<Language, Record<CartErrorCode, string>> = {
  de: de.cart.errors,
  en: en.cart.errors,
  fr: fr.cart.errors,
};

/** Words a refused cart change for the shopper, in the page's language. */
export function useCartErrorText() {
  const language = useLanguage();
  return useCallback((code: CartErrorCode) => cartErrorTexts[language][code], [language]);
}

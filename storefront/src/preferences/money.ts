import { useCallback } from "react";
import { useLanguage } from "../app/useLanguage";
import { defaultLanguage, type Language } from "../i18n";
import { numberFormat } from "../i18n/formats";

// Euro amounts are held in cents and shown with 2 decimals: in German format on German pages
// (spec), in the page's own format elsewhere (€1,234.56 in English, 1 234,56 € in French).
export function formatCents(cents: number, language: Language = defaultLanguage) {
  return numberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** `formatCents` in the current page's language. */
export function useFormatCents() {
  const language = useLanguage();
  return useCallback((cents: number) => formatCents(cents, language), [language]);
}

/** Net for business customers, gross for private ones. */
export const shownAmount = (amount: { net: number; gross: number }, business: boolean) =>
  business ? amount.net : amount.gross;

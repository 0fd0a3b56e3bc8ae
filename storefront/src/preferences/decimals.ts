import { useMemo } from "react";
import { useLanguage } from "../app/useLanguage";
import { defaultLanguage, type Language } from "../i18n";
import { numberFormat } from "../i18n/formats";

// Lengths and scales are shown in the page's format: "40,00" in German and French, "40.00" in
// English. No grouping: a shopper edits these numbers, and "1.000,00" reads as one in English.
export function formatDecimal(value: number, digits: number, language: Language = defaultLanguage) {
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/**
 * A number as a shopper types it in any of the shop's languages: a comma or a point as the decimal
 * separator, spaces ignored. Anything else (two separators, letters) is NaN; empty is NaN too, so
 * the caller decides what an empty field means.
 */
export function parseDecimal(text: string): number {
  const compact = text.replace(/\s/g, "");
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(",", "."));
}

/** `formatDecimal` in the current page's language. */
export function useFormatDecimal() {
  const language = useLanguage();
  return useMemo(() => (value: number, digits: number) => formatDecimal(value, digits, language), [language]);
}

/** A catalogue length (a maximum size, a layer height) in the page's format, up to 2 decimals: "0,8". */
export function useFormatLength() {
  const language = useLanguage();
  return useMemo(() => {
    const format = numberFormat(language, { maximumFractionDigits: 2 });
    return (millimetres: number) => format.format(millimetres);
  }, [language]);
}

/** A count in the page's format, grouped for reading: "1.000.000" in German, "1,000,000" in English. */
export function useFormatCount() {
  const language = useLanguage();
  return useMemo(() => numberFormat(language, { maximumFractionDigits: 0 }).format, [language]);
}

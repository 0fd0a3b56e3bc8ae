import type { Language } from "@druckwerk/platform";

/** The BCP 47 locale each language formats with. */
export const locales: Record<Language, string> = { de: "de-DE", en: "en-GB", fr: "fr-FR" };

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as euros in the document's language: 1.234,56 € / €1,234.56 / 1 234,56 €. */
export function formatMoney(cents: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { style: "currency", currency: "EUR" });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}

const berlinDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", dateStyle: "short" });

/**
 * The calendar day of `date` in Germany, `plusDays` later (due and validity dates), in the
 * language's short form: 05.03.2026 / 05/03/2026 / 05/03/2026.
 */
export function formatDate(date: Date, language: Language, plusDays = 0): string {
  const [year, month, day] = berlinDay.format(date).split("-").map(Number) as [number, number, number];
  const calendarDay = new Date(Date.UTC(year, month - 1, day + plusDays, 12));
  return new Intl.DateTimeFormat(locales[language], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(calendarDay);
}

/** A percentage in the language's wording: 19 % / 19% / 19 %. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A number with the language's decimal mark (scale factors). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 3 }).format(value);
}

/** An IBAN in groups of four, as printed on paper. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");

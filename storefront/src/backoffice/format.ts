import { useTranslation } from "react-i18next";
import { formatCents } from "../preferences/money";

/** Amounts, percentages, lengths, days and times in the back office's language (German or English). */
export function useStaffFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language === "de" ? "de" : "en";
  const dateTime = new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const date = new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  const decimal = new Intl.NumberFormat(language === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 2 });
  return {
    money: (cents: number) => formatCents(cents, language),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as it is, whatever the browser's time zone. */
    date: (day: string) => date.format(new Date(`${day}T00:00:00Z`)),
    percent: (value: number) => `${decimal.format(value)} %`,
    /** A length or a volume, up to 2 decimals: "0,6" in German. */
    decimal: (value: number) => decimal.format(value),
  };
}

import { useTranslation } from "react-i18next";
import { formatCents } from "../preferences/money";

/** Amounts and times in the back office's language (German or English). */
export function useStaffFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language === "de" ? "de" : "en";
  const dateTime = new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
  return {
    money: (cents: number) => formatCents(cents, language),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

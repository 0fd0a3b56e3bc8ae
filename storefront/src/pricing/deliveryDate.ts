import type { Language } from "../i18n";
import { dateFormat } from "../i18n/formats";

/**
 * A calendar day (`YYYY-MM-DD`, as the API gives it) in the page's language, short:
 * "Di., 8. Dez." on German pages, "Tue, Dec 8" on English ones. The day is read as it is, in no
 * time zone, so the shopper's own clock cannot shift it.
 */
export function formatDeliveryDate(day: string, language: Language): string {
  return dateFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

import type { Language as ServiceLanguage } from "@druckwerk/platform";
import type { Language } from "./generated/graphql";

const byPrimaryTag: Record<string, Language> = { de: "DE", en: "EN", fr: "FR" };

/** The best of the shop's languages for an `Accept-Language` header (quality values respected). */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return "DE";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = byPrimaryTag[tag.split("-")[0] ?? ""];
    if (match) return match;
  }
  return "DE";
}

export const toServiceLanguage = (language: Language): ServiceLanguage =>
  language.toLowerCase() as ServiceLanguage;

export const fromServiceLanguage = (language: ServiceLanguage): Language => byPrimaryTag[language] ?? "DE";

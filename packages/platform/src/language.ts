/** The shop's languages; German is the default. */
export const languages = ["de", "en", "fr"] as const;
export type Language = (typeof languages)[number];

/** A text in every language of the shop. */
export type LocalizedText = Record<Language, string>;

/**
 * The spec's language key header: `DE` or `GB`, and `FR` as Druckwerk's extension.
 * Anything else falls back to German.
 */
export const LANGUAGE_KEY_HEADER = "language-key";

const byKey: Record<string, Language> = { DE: "de", GB: "en", EN: "en", FR: "fr" };
const keyOf: Record<Language, string> = { de: "DE", en: "GB", fr: "FR" };

export function languageFromKey(key: string | string[] | undefined): Language {
  const value = Array.isArray(key) ? key[0] : key;
  return (value && byKey[value.trim().toUpperCase()]) || "de";
}

export function languageKey(language: Language): string {
  return keyOf[language];
}

import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import de from "./de.json";
import en from "./en.json";
import fr from "./fr.json";

export const languages = ["de", "en", "fr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "de";

/** The locale used for numbers and dates in each language (spec: de-DE, en-US, fr-FR). */
export const locales: Record<Language, string> = { de: "de-DE", en: "en-US", fr: "fr-FR" };

// Every language is bundled: the texts are small and switching must not flash untranslated keys.
void i18next.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en }, fr: { translation: fr } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next as i18n };

const fixed = new Map<Language, typeof i18next>();

/**
 * An instance of i18next fixed to `lang`, for everything a route of that language renders: its
 * texts are in that language from the first render on, with no language change to wait for or to
 * miss (a page switched language while its new route was still mounting), and concurrent server
 * renders in different languages never share one. Made once per language; never switched.
 */
export function i18nFor(lang: Language): typeof i18next {
  let instance = fixed.get(lang);
  if (!instance) {
    instance = i18next.cloneInstance({ lng: lang });
    fixed.set(lang, instance);
  }
  return instance;
}

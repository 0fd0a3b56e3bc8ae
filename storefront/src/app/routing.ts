import { defaultLanguage, type Language, languages } from "../i18n";

/** German lives at the root; other languages under their prefix (spec: `/`, `/en`, `/fr`). */
export const languagePrefix = (lang: Language) => (lang === defaultLanguage ? "" : `/${lang}`);

export const homePath = (lang: Language) => languagePrefix(lang) || "/";

/** Splits a pathname into its language and the rest, e.g. `/en/kontakt` -> en, `/kontakt`. */
export function splitLanguage(pathname: string): { lang: Language; rest: string } {
  const [, first = "", ...tail] = pathname.split("/");
  const lang = languages.find((l) => l !== defaultLanguage && l === first);
  return lang ? { lang, rest: `/${tail.join("/")}` } : { lang: defaultLanguage, rest: pathname };
}

/** The CMS slug a path shows: `/en/contact/` -> `/contact`. */
export const contentSlug = (pathname: string) => splitLanguage(pathname).rest.replace(/\/+$/, "") || "/";

/** The same page in another language. */
export function pathInLanguage(pathname: string, target: Language): string {
  const { rest } = splitLanguage(pathname);
  const prefix = languagePrefix(target);
  if (rest === "/" || rest === "") return homePath(target);
  return `${prefix}${rest}`;
}

/** The GraphQL enum value for a language. */
export const graphqlLanguage = (lang: Language) => lang.toUpperCase() as "DE" | "EN" | "FR";

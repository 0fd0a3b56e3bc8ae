import { useLocation } from "react-router-dom";
import { defaultLanguage, type Language, locales } from "../i18n";
import { useSiteOrigin } from "./siteOrigin";
import { useLanguage } from "./useLanguage";

interface PageHeadProps {
  title: string;
  description: string;
  /** The page's path in each language it exists in. */
  alternates: Partial<Record<Language, string>>;
  /** Open Graph's type: `article` for content pages. */
  type?: "website" | "article";
}

const ogLocale = (lang: Language) => locales[lang].replace("-", "_");

/**
 * The page's title, description, canonical address, its other languages for search engines
 * (hreflang, with German as x-default) and its link preview (Open Graph). React 19 puts these in
 * the document's head, on the server and as the shopper moves between pages.
 */
export function PageHead({ title, description, alternates, type = "website" }: PageHeadProps) {
  const origin = useSiteOrigin();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const url = `${origin}${pathname}`;
  const fallback = alternates[defaultLanguage];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {Object.entries(alternates).map(([language, path]) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${path}`} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={`${origin}${fallback}`} />}
      <meta property="og:site_name" content="Druckwerk" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(lang)} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { I18nextProvider } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { i18n, i18nFor, type Language, locales } from "../i18n";
import { RouteHead } from "./RouteHead";
import { Shell } from "./Shell";

/**
 * Sets the language of everything below it from the route's prefix: its texts come from an
 * i18next fixed to it; the shop-wide one follows for what reads it outside React (the API
 * requests' Accept-Language).
 */
export function LanguageLayout({ lang }: { lang: Language }) {
  const client = useApolloClient();
  const shown = useRef(lang);
  if (typeof document !== "undefined" && i18n.language !== lang) void i18n.changeLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = locales[lang].slice(0, 2);
    // Queries without a language argument follow the Accept-Language header: ask them again.
    if (shown.current !== lang) void client.refetchQueries({ include: "active" });
    shown.current = lang;
  }, [lang, client]);
  return (
    <I18nextProvider i18n={i18nFor(lang)}>
      <Shell>
        <RouteHead lang={lang} />
        <Outlet />
        {/* A new page opens at its top (or its #anchor); going back returns to where the shopper was. */}
        <ScrollRestoration />
      </Shell>
    </I18nextProvider>
  );
}

import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { type Language, locales } from "../i18n";
import { RouteHead } from "./RouteHead";
import { Shell } from "./Shell";

/** Sets the language of everything below it from the route's prefix. */
export function LanguageLayout({ lang }: { lang: Language }) {
  const client = useApolloClient();
  const { i18n } = useTranslation();
  const shown = useRef(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = locales[lang].slice(0, 2);
    // Queries without a language argument follow the Accept-Language header: ask them again.
    if (shown.current !== lang) void client.refetchQueries({ include: "active" });
    shown.current = lang;
  }, [lang, client]);
  return (
    <Shell>
      <RouteHead lang={lang} />
      <Outlet />
      {/* A new page opens at its top (or its #anchor); going back returns to where the shopper was. */}
      <ScrollRestoration />
    </Shell>
  );
}

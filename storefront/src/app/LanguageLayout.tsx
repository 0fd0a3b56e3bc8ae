import { useApolloClient } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { i18n, type Language, locales } from "../i18n";
import { usePageTitle } from "./pageTitle";
import { Shell } from "./Shell";

/** Sets the language of everything below it from the route's prefix. */
export function LanguageLayout({ lang }: { lang: Language }) {
  const client = useApolloClient();
  const shown = useRef(lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  usePageTitle(lang);
  useEffect(() => {
    document.documentElement.lang = locales[lang].slice(0, 2);
    // Queries without a language argument follow the Accept-Language header: ask them again.
    if (shown.current !== lang) void client.refetchQueries({ include: "active" });
    shown.current = lang;
  }, [lang, client]);
  return (
    <Shell>
      <Outlet />
      {/* A new page opens at its top (or its #anchor); going back returns to where the shopper was. */}
      <ScrollRestoration />
    </Shell>
  );
}

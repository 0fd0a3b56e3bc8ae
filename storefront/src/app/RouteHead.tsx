import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router-dom";
import { type Language, languages } from "../i18n";
import { PageHead } from "./PageHead";
import { pathInLanguage } from "./routing";

/**
 * A route's `handle`: the i18n key of its document title, or null for a page that sets its own
 * head (a content page, from the CMS). Routes without one are titled as the shop.
 */
export interface PageHandle {
  title: string | null;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/**
 * The head of a shop page in the route's language. The texts come from the route's language, not
 * i18next's current one: the layout being left must not take the new language's title.
 */
export function RouteHead({ lang }: { lang: Language }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  if (handle?.title === null) return null;
  const t = i18n.getFixedT(lang);
  const key = handle?.title ?? "shell.documentTitle";
  const title = handle ? `${t(key)} – Druckwerk` : `Druckwerk – ${t(key)}`;
  const alternates = Object.fromEntries(languages.map((l) => [l, pathInLanguage(pathname, l)]));
  return <PageHead title={title} description={t("shell.description")} alternates={alternates} />;
}

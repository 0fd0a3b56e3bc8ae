import { useEffect } from "react";
import { useMatches } from "react-router-dom";
import { i18n, type Language } from "../i18n";

/**
 * A route's `handle`: the i18n key of its document title, or null for a page that sets its own
 * (a content page, from the CMS). Routes without one are titled as the shop.
 */
export interface PageHandle {
  title: string | null;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/**
 * Keeps the browser tab's title in the route's language as the shopper moves between routes. The
 * texts come from the route's language, not i18next's current one: subscribing the layout to
 * language changes would re-render the layout being left, which sets its own language again.
 */
export function usePageTitle(lang: Language) {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  const key = handle ? handle.title : "shell.documentTitle";
  useEffect(() => {
    if (key === null) return;
    const t = i18n.getFixedT(lang);
    document.title = key === "shell.documentTitle" ? `Druckwerk – ${t(key)}` : `${t(key)} – Druckwerk`;
  }, [key, lang]);
}

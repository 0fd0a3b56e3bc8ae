import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router-dom";

/**
 * A route's `handle`: the i18n key of its document title, or null for a page that sets its own
 * (a content page, from the CMS). Routes without one are titled as the shop.
 */
export interface PageHandle {
  title: string | null;
}

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/** Keeps the browser tab's title in the page's language as the shopper moves between routes. */
export function usePageTitle() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPageHandle)
    .at(-1);
  const key = handle ? handle.title : "shell.documentTitle";
  useEffect(() => {
    if (key === null) return;
    document.title = key === "shell.documentTitle" ? `Druckwerk – ${t(key)}` : `${t(key)} – Druckwerk`;
  }, [key, t]);
}

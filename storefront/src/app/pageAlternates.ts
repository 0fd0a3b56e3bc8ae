import { useQuery } from "@apollo/client/react";
import { ContentPageLanguagesDocument } from "../content/queries";
import type { Language } from "../i18n";
import { contentSlug, graphqlLanguage, splitLanguage } from "./routing";

/**
 * Where the language switch leads when a page's path differs between languages (a CMS page:
 * `/kontakt` is `/en/contact`): read from the content page already fetched for `pathname`, on the
 * server as in the browser. Other pages keep their path.
 */
export function usePageAlternates(pathname: string): Partial<Record<Language, string>> {
  const { lang } = splitLanguage(pathname);
  const { data } = useQuery(ContentPageLanguagesDocument, {
    variables: { slug: contentSlug(pathname), language: graphqlLanguage(lang) },
    fetchPolicy: "cache-only",
  });
  const page = data?.contentPage;
  if (!page) return {};
  return Object.fromEntries(
    page.languages.filter((l) => l.available).map((l) => [l.language.toLowerCase(), l.link]),
  );
}

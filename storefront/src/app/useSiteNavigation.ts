import { useQuery } from "@apollo/client/react";
import { NavigationDocument } from "../content/queries";
import { fallbackNavigation } from "./fallbackNavigation";
import { graphqlLanguage } from "./routing";
import { useLanguage } from "./useLanguage";

/** The CMS's menus in the current language, or the static ones while it cannot be reached. */
export function useSiteNavigation() {
  const lang = useLanguage();
  const { data } = useQuery(NavigationDocument, { variables: { language: graphqlLanguage(lang) } });
  return data?.navigation ?? fallbackNavigation[lang];
}

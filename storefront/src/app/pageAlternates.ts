import type { Language } from "../i18n";
import { createExternalStore } from "../shared/externalStore";

/**
 * Where the language switch leads when a page's path differs between languages (a CMS page:
 * `/kontakt` is `/en/contact`). Set by the page while it is shown; other pages keep their path.
 */
export const pageAlternates = createExternalStore<Partial<Record<Language, string>>>({});

export const usePageAlternates = () => pageAlternates.use();

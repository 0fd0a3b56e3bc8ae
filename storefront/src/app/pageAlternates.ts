import { useSyncExternalStore } from "react";
import type { Language } from "../i18n";

/**
 * Where the language switch leads when a page's path differs between languages (a CMS page:
 * `/kontakt` is `/en/contact`). Set by the page while it is shown; other pages keep their path.
 */
type Alternates = Partial<Record<Language, string>>;

let current: Alternates = {};
const listeners = new Set<() => void>();

export const pageAlternates = {
  set(alternates: Alternates) {
    current = alternates;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePageAlternates(): Alternates {
  return useSyncExternalStore(pageAlternates.subscribe, () => current);
}

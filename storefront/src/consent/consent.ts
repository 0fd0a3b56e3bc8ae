import { useSyncExternalStore } from "react";
import { localStore } from "../shared/storage";

/** The shopper's cookie choice: essential cookies are always on, the other two are asked. */
export interface Consent {
  statistics: boolean;
  marketing: boolean;
}

const KEY = "druckwerk.consent";
const listeners = new Set<() => void>();
let cached: Consent | undefined = localStore.get<Consent>(KEY);

export const consentStore = {
  get: () => cached,
  set(consent: Consent) {
    cached = consent;
    localStore.set(KEY, consent);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored choice; undefined until the shopper has made one. */
export function useConsent(): Consent | undefined {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get);
}

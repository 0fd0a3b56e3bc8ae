import { createExternalStore } from "../shared/externalStore";

/** The shopper's cookie choice: essential cookies are always on, the other two are asked. */
export interface Consent {
  statistics: boolean;
  marketing: boolean;
}

export const consentStore = createExternalStore<Consent | undefined>(undefined, {
  key: "druckwerk.consent",
  in: "cookie",
});

/** The stored choice; undefined until the shopper has made one. */
export const useConsent = (): Consent | undefined => consentStore.use();

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { cookieStore, useCookieValue } from "../shared/cookieStore";

/** The spec's user preferences: each a value and whether the shopper has set it. */
export interface Preference {
  value: boolean;
  isSet: boolean;
}

interface PreferencesState {
  isBusinessCustomer: Preference;
  acceptAttachmentDisclaimer: Preference;
}

interface PreferencesApi extends PreferencesState {
  setBusinessCustomer(value: boolean): void;
  acceptAttachments(): void;
}

const KEY = "druckwerk.preferences";
const initial: PreferencesState = {
  isBusinessCustomer: { value: false, isSet: false },
  acceptAttachmentDisclaimer: { value: false, isSet: false },
};

const Context = createContext<PreferencesApi | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const stored = useCookieValue<Partial<PreferencesState>>(KEY);
  const [state, setState] = useState<PreferencesState>(() => ({ ...initial, ...stored }));
  const save = useCallback((next: PreferencesState) => {
    cookieStore.set(KEY, next);
    setState(next);
  }, []);
  const api = useMemo<PreferencesApi>(
    () => ({
      ...state,
      setBusinessCustomer: (value) => save({ ...state, isBusinessCustomer: { value, isSet: true } }),
      acceptAttachments: () => save({ ...state, acceptAttachmentDisclaimer: { value: true, isSet: true } }),
    }),
    [state, save],
  );
  return <Context.Provider value={api}>{children}</Context.Provider>;
}

export function usePreferences(): PreferencesApi {
  const value = useContext(Context);
  if (!value) throw new Error("usePreferences needs a PreferencesProvider");
  return value;
}

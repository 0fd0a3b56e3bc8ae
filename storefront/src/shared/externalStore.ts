import { useContext, useMemo, useSyncExternalStore } from "react";
import { cookieStore, RequestCookies } from "./cookieStore";
import { localStore } from "./storage";

/**
 * Where a store keeps its value across visits: in localStorage, the browser's alone (the server
 * renders the initial value), or in a cookie, which the server renders as the browser will show it
 * (see cookieStore).
 */
export interface Persistence {
  key: string;
  in: "localStorage" | "cookie";
}

/**
 * A value outside React that components read and re-render on (useSyncExternalStore), kept where
 * `persistence` says when given (undefined removes it).
 */
export function createExternalStore<T>(initial: T, persistence?: Persistence) {
  const storage = persistence?.in === "cookie" ? cookieStore : localStore;
  let value: T = persistence ? (storage.get<T>(persistence.key) ?? initial) : initial;
  // What the server rendered for this page: hydration must start from it.
  const atLoad = persistence?.in === "cookie" ? value : initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => value;
  return {
    get,
    set(next: T) {
      value = next;
      if (persistence && next === undefined) storage.remove(persistence.key);
      else if (persistence) storage.set(persistence.key, next);
      for (const listener of listeners) listener();
    },
    use: () => {
      const requestCookies = useContext(RequestCookies);
      const rendered = useMemo(
        () =>
          requestCookies !== null && persistence?.in === "cookie"
            ? (cookieStore.get<T>(persistence.key, requestCookies) ?? initial)
            : atLoad,
        [requestCookies],
      );
      return useSyncExternalStore(subscribe, get, () => rendered);
    },
  };
}

import { useSyncExternalStore } from "react";
import { localStore } from "./storage";

/**
 * A value outside React that components read and re-render on (useSyncExternalStore), kept in
 * localStorage under `storageKey` when one is given (undefined removes it).
 */
export function createExternalStore<T>(initial: T, storageKey?: string) {
  let value: T = storageKey ? (localStore.get<T>(storageKey) ?? initial) : initial;
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
      if (storageKey && next === undefined) localStore.remove(storageKey);
      else if (storageKey) localStore.set(storageKey, next);
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get),
  };
}

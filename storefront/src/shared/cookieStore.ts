import { createContext, useContext } from "react";

/**
 * The request's Cookie header while the server renders; null in the browser, which reads its own.
 * Provided once per request by the server's entry, so no request sees another's values.
 */
export const RequestCookies = createContext<string | null>(null);

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function parse<T>(header: string, key: string): T | undefined {
  const name = `${encodeURIComponent(key)}=`;
  const pair = header.split(/;\s*/).find((part) => part.startsWith(name));
  if (!pair) return undefined;
  try {
    return JSON.parse(decodeURIComponent(pair.slice(name.length))) as T;
  } catch {
    return undefined;
  }
}

const browserCookies = () => (typeof document === "undefined" ? "" : document.cookie);

/**
 * State the first paint shows (the cookie answer, the cart's id, the order step, preferences),
 * kept in first-party cookies instead of localStorage: the server reads them from the request and
 * renders the page the browser will hydrate, without a flash of the wrong state. A cookie holds
 * 4 KiB: these values are a few hundred bytes.
 */
export const cookieStore = {
  get<T>(key: string, header = browserCookies()): T | undefined {
    return parse<T>(header, key);
  },
  set(key: string, value: unknown) {
    if (typeof document === "undefined") return;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  },
  remove(key: string) {
    if (typeof document === "undefined") return;
    // biome-ignore lint/suspicious/noDocumentCookie: see set
    document.cookie = `${encodeURIComponent(key)}=; Path=/; Max-Age=0; SameSite=Lax`;
  },
};

/** A cookie's value as this render sees it: the request's on the server, the browser's own in it. */
export function useCookieValue<T>(key: string): T | undefined {
  const requestCookies = useContext(RequestCookies);
  return cookieStore.get<T>(key, requestCookies ?? browserCookies());
}

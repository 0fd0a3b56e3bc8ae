import { createContext, useContext } from "react";

/** The HTTP status of the page being rendered on the server; null in the browser. */
export const ResponseStatus = createContext<{ code: number } | null>(null);

/** Answers the page with `code` (e.g. 404 for a content page that does not exist). */
export function useResponseStatus(code: number | undefined) {
  const status = useContext(ResponseStatus);
  if (status && code !== undefined) status.code = code;
}

import type { Language } from "@druckwerk/platform";

/** Names the home page goes by (the spec's `/`, `/start`, `/startseite`, `/startseite.html`). */
const homeAliases = new Set(["", "start", "startseite", "startseite.html"]);

/**
 * The canonical path of a page: `/`, `/start`, `/startseite` and `/startseite.html` are `/start`;
 * the same under `/en` and `/fr` (German has no prefix) are `/en/start` and `/fr/start`. A trailing slash, doubled
 * slashes and a query (the cache-busting timestamp) are dropped; the case of the path is kept.
 */
export function canonicalSlug(path: string, language?: Language): string {
  const segments = (path.split(/[?#]/)[0] ?? "").split("/").filter(Boolean);
  let prefix: Language = language ?? "de";
  const first = segments[0]?.toLowerCase();
  if (first === "en" || first === "fr" || first === "de") {
    segments.shift();
    if (!language) prefix = first;
  }
  const rest = segments.join("/");
  const page = homeAliases.has(rest.toLowerCase()) ? "start" : rest;
  return prefix === "de" ? `/${page}` : `/${prefix}/${page}`;
}

import type { PageIndexDto } from "@druckwerk/cms/contract";

/** A CMS path as the storefront shows it: the home page `/start` is `/`, `/en/start` is `/en`. */
export function shopPath(cmsPath: string): string {
  const home = /^(\/(?:en|fr))?\/start$/.exec(cmsPath);
  return home ? (home[1] ?? "/") : cmsPath;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap (sitemaps.org 0.9) of every page in the index, each translation its own `<url>`
 * naming all translations as `hreflang` alternates (Google's rule: every version lists every
 * version, itself included), with the German one, at the root, as `x-default`.
 */
export function sitemapXml(origin: string, index: PageIndexDto): string {
  const urls = index.pages.flatMap((page) => {
    const versions = page.languages.map(({ locale, link }) => ({
      hreflang: locale.slice(0, 2).toLowerCase(),
      href: escapeXml(`${origin}${encodeURI(shopPath(link))}`),
    }));
    const fallback = versions.find((version) => version.hreflang === "de") ?? versions[0];
    const alternates = [
      ...versions,
      ...(fallback ? [{ hreflang: "x-default", href: fallback.href }] : []),
    ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    return versions.map(({ href }) =>
      ["  <url>", `    <loc>${href}</loc>`, ...alternates, "  </url>"].join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

import { backofficePath, shopPageRoots } from "@druckwerk/storefront/pages";

/** German pages live at the root, the others under their prefix. */
const languagePrefixes = ["", "/en", "/fr"];

/** robots.txt: the shop open to crawlers but for the back office, the API and the private pages. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    backofficePath,
    "/graphql",
    // The shop's own pages in every language: a shopper's own, or only a step between others.
    ...languagePrefixes.flatMap((prefix) => shopPageRoots.map((page) => `${prefix}/${page}`)),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

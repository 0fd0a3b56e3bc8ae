/**
 * The storefront's pages that are a shopper's own (cart, checkout, account) or only a step
 * between others: nothing a search engine should list. Kept by hand from the routes in
 * storefront/src/app/routes.tsx; every path covers what follows it (`/payment-details/<order>`).
 */
const privatePages = [
  "cart",
  "payment-details",
  "review-order",
  "redirecting",
  "order-complete",
  "order-failed",
  "quote-generated",
  "accept-quote",
  "login",
  "register",
  "optin",
  "account",
  "profile-update",
  "order-details",
  "reset-password",
  "password-update",
  "track-order",
  "mail-update",
  "not-available",
];

/** German pages live at the root, the others under their prefix. */
const languagePrefixes = ["", "/en", "/fr"];

/** robots.txt: the shop open to crawlers but for the back office, the API and the private pages. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    "/backoffice",
    "/graphql",
    ...languagePrefixes.flatMap((prefix) => privatePages.map((page) => `${prefix}/${page}`)),
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

/**
 * The shop's own pages (every other path of a language is a CMS page), relative to the language's
 * root: the router's paths (routes.tsx) and what robots.txt keeps crawlers from (the gateway's
 * seo/robots.ts). None is for search engines: each is a shopper's own (cart, checkout, account) or
 * only a step between others.
 */
export const shopPages = {
  cart: "cart",
  paymentDetails: "payment-details/:orderId?",
  reviewOrder: "review-order/:orderId?",
  redirecting: "redirecting",
  orderComplete: "order-complete/:orderId?",
  orderFailed: "order-failed",
  quoteGenerated: "quote-generated",
  acceptQuote: "accept-quote/:orderId",
  login: "login",
  register: "register",
  optin: "optin/:optinId",
  account: "account",
  profileUpdate: "profile-update",
  orderDetails: "order-details/:orderId",
  resetPassword: "reset-password/:resetId?",
  passwordUpdate: "password-update",
  trackOrder: "track-order",
  mailUpdate: "mail-update/:code?",
  notAvailable: "not-available",
} as const;

/** The back office's root, outside the languages. */
export const backofficePath = "/backoffice";

/** Each shop page's fixed first segment: the path robots.txt disallows (it covers what follows). */
export const shopPageRoots = Object.values(shopPages).map((path) => path.split("/")[0] ?? path);

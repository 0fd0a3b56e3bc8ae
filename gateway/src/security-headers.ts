import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";

const oneYear = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (helmet): a Content-Security-Policy the storefront runs under
 * (its own scripts and styles, the inline boot script of a server-rendered page by its nonce,
 * three.js's WebGL canvas with blob and data textures, pictures from the media route and the CMS,
 * the GraphQL WebSocket on the same origin), no sniffing, no framing,
 * the origin only as referrer to other sites; HSTS only on HTTPS, where a browser heeds it.
 * Apollo Server's GraphQL landing page carries its own policy (a nonce and Apollo's CDN) in a
 * meta tag: it gets everything else, and frame-ancestors, which a meta tag cannot set.
 */
export function securityHeaders(options: { cmsUrl: string }): RequestHandler {
  const headers = (contentSecurityPolicy: HelmetOptions["contentSecurityPolicy"]) =>
    helmet({
      contentSecurityPolicy,
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  const shop = headers({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ServerResponse as Response).locals.cspNonce}'`],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:", new URL(options.cmsUrl).origin],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  const landingPage = headers({
    useDefaults: false,
    directives: {
      // The page's own meta policy restricts its sources; a header default-src would block them.
      defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: oneYear, includeSubDomains: true });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    const isLandingPage = req.method === "GET" && req.path === "/graphql" && req.accepts("html") === "html";
    (isLandingPage ? landingPage : shop)(req, res, (error?: unknown) => {
      if (error || !req.secure) return next(error);
      hsts(req, res, next);
    });
  };
}

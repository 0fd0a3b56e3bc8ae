import type { Request, Response } from "express";

/** The cookie that carries the auth service's session token in the shopper's browser. */
export const SESSION_COOKIE = "druckwerk_session";
/** The back office's session: a cookie of its own, so a customer's session never counts as staff. */
export const STAFF_SESSION_COOKIE = "druckwerk_staff";

/** The shopper's session as resolvers see it: the token, and starting or ending it. */
export interface Session {
  readonly token: string | null;
  start(token: string, expiresAt: Date): void;
  end(): void;
}

/**
 * The session of an HTTP request. The cookie is HttpOnly (no script reads the token), SameSite=Lax
 * (no other site's form posts with it) and Secure on HTTPS.
 */
export function httpSession(req: Request, res: Response, cookie = SESSION_COOKIE): Session {
  // The back office is never entered from a link on another site: Strict.
  const sameSite = cookie === STAFF_SESSION_COOKIE ? "strict" : "lax";
  const options = { httpOnly: true, sameSite, secure: req.secure, path: "/" } as const;
  let token: string | null = typeof req.cookies?.[cookie] === "string" ? req.cookies[cookie] : null;
  return {
    get token() {
      return token;
    },
    start(next, expiresAt) {
      token = next;
      res.cookie(cookie, next, { ...options, expires: expiresAt });
    },
    end() {
      token = null;
      res.clearCookie(cookie, options);
    },
  };
}

/** Subscriptions over WebSocket run without a session: none of them needs one. */
export const noSession: Session = { token: null, start() {}, end() {} };

import type { Request, Response } from "express";

/** The cookie that carries the auth service's session token in the shopper's browser. */
export const SESSION_COOKIE = "druckwerk_session";

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
export function httpSession(req: Request, res: Response): Session {
  const options = { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" } as const;
  let token: string | null =
    typeof req.cookies?.[SESSION_COOKIE] === "string" ? req.cookies[SESSION_COOKIE] : null;
  return {
    get token() {
      return token;
    },
    start(next, expiresAt) {
      token = next;
      res.cookie(SESSION_COOKIE, next, { ...options, expires: expiresAt });
    },
    end() {
      token = null;
      res.clearCookie(SESSION_COOKIE, options);
    },
  };
}

/** Subscriptions over WebSocket run without a session: none of them needs one. */
export const noSession: Session = { token: null, start() {}, end() {} };

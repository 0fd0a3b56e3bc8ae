import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";

/**
 * The cookie that names the browser a model file was uploaded from: 32 random bytes, base64url.
 * Only this browser reads its uploads, and the customer signed in with it (docs/architecture.md,
 * "Who may read a model file"). HttpOnly, like the session's.
 */
export const UPLOADER_COOKIE = "druckwerk_uploader";

const KEY = /^[A-Za-z0-9_-]{43}$/;
/** As long as browsers keep a cookie; every upload starts the time again. */
const KEEP_DAYS = 400;

/** This client's uploader key, as resolvers see it. */
export interface Uploader {
  /** The browser's key; a new one, which owns no file, when it sent none. */
  readonly key: string;
  /** Whether the browser sent its key: it may own files. */
  readonly known: boolean;
  /** Keeps the key in the browser (after an upload). */
  remember(): void;
}

const newKey = () => randomBytes(32).toString("base64url");
/** The key a cookie holds; null for none, or one that is no key. */
const keyOf = (value: unknown) => (typeof value === "string" && KEY.test(value) ? value : null);

/**
 * The uploader of an HTTP request (read from `req.cookies`, written on `res`). A browser without a
 * key gets one with its first answer, whatever it asked: its uploads then all carry the same key,
 * even when several go out side by side (each would otherwise be given a key of its own, and the
 * browser would keep only the last).
 */
export function httpUploader(req: Request, res: Response): Uploader {
  const sent = keyOf(req.cookies?.[UPLOADER_COOKIE]);
  const key = sent ?? newKey();
  let remembered = false;
  const uploader: Uploader = {
    key,
    known: sent !== null,
    remember() {
      if (remembered) return;
      remembered = true;
      res.cookie(UPLOADER_COOKIE, key, {
        httpOnly: true,
        sameSite: "lax",
        secure: req.secure,
        path: "/",
        maxAge: KEEP_DAYS * 24 * 60 * 60 * 1000,
      });
    },
  };
  if (!sent) uploader.remember();
  return uploader;
}

/**
 * The uploader of a WebSocket (subscriptions): the key among the upgrade request's cookies. A
 * socket sets no cookie, and nothing is uploaded over it.
 */
export function socketUploader(cookieHeader: string | undefined): Uploader {
  const prefix = `${UPLOADER_COOKIE}=`;
  const value = cookieHeader
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(prefix))
    ?.slice(prefix.length);
  const sent = keyOf(value);
  return {
    key: sent ?? newKey(),
    known: sent !== null,
    remember() {},
  };
}

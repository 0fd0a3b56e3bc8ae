import type { TFunction } from "i18next";

/** A refusal for too many requests as the notice `key` words it, with the wait in whole minutes (at least one). */
export const rateLimitedText = (t: TFunction, retryAfterSeconds: number, key = "forms.rateLimited") =>
  t(key, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });

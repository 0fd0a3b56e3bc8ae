import { countRateLimited, type Database, expiredCounterPurger, HttpError } from "@druckwerk/platform";

/** The prices one client may have computed per window. */
export interface PriceRateLimit {
  database: Database;
  max: number;
  windowMs: number;
}

const namespace = "pricing:calculations";

/**
 * Counts the prices a request asks for against its client (`request.ip`, the shopper's address
 * the gateway forwards) in `platform.rate_limits`, shared by every process; past `max` per window
 * the request is refused with 429 `RATE_LIMITED` and `retryAfterSeconds`, nothing computed.
 */
export function priceRateLimiter({ database, max, windowMs }: PriceRateLimit) {
  const purgeNowAndThen = expiredCounterPurger(database, namespace);
  return async (client: string, prices: number) => {
    await purgeNowAndThen();
    const { current, ttl } = await countRateLimited(database, namespace, client, windowMs, prices);
    if (current <= max) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
    throw new HttpError(
      429,
      "RATE_LIMITED",
      `Too many price calculations; try again in ${retryAfterSeconds} seconds`,
      { retryAfterSeconds },
    );
  };
}

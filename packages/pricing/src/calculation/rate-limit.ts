import {
  countRateLimited,
  type Database,
  expiredCounterPurger,
  HttpError,
  type RateLimitCount,
} from "@druckwerk/platform";

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
 * Requests of one client that arrive together (a price matrix's batches, one per scale) are
 * counted in one write, and each is judged by the count after all of them.
 */
export function priceRateLimiter({ database, max, windowMs }: PriceRateLimit) {
  const purgeNowAndThen = expiredCounterPurger(database, namespace);
  const gathering = new Map<string, { prices: number; counted: Promise<RateLimitCount> }>();
  const count = (client: string, prices: number): Promise<RateLimitCount> => {
    const joined = gathering.get(client);
    if (joined) {
      joined.prices += prices;
      return joined.counted;
    }
    const gathered = { prices };
    const counted = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      gathering.delete(client);
      await purgeNowAndThen();
      return countRateLimited(database, namespace, client, windowMs, gathered.prices);
    });
    gathering.set(client, Object.assign(gathered, { counted }));
    return counted;
  };
  return async (client: string, prices: number) => {
    const { current, ttl } = await count(client, prices);
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

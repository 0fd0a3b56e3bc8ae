import { countRateLimited, type Database, HttpError, rateLimitUsage } from "@druckwerk/platform";

/** What one client (by address) may upload. */
export interface UploadQuota {
  uploadsPerHour: number;
  megabytesPerDay: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// Bytes are counted in KiB: a day of uploads stays far inside the counter's 32 bits.
const KIB = 1024;

const refused = (what: string, ttlMs: number) =>
  new HttpError(429, "UPLOAD_QUOTA_EXCEEDED", `${what}; try again in ${Math.ceil(ttlMs / 60_000)} min`, {
    retryAfterSeconds: Math.ceil(ttlMs / 1000),
  });

/**
 * The per-client upload quota, counted in the database (shared by every process, kept over a
 * restart): uploads per hour, counted when one starts, and bytes per day, counted once a file is
 * stored. A client over either is refused (429 `UPLOAD_QUOTA_EXCEEDED`) before anything is read;
 * an upload that starts under the day's bytes is finished, so a day may end one file over.
 */
export function uploadQuota(database: Database, quota: UploadQuota) {
  return {
    async admit(client: string): Promise<void> {
      const bytes = await rateLimitUsage(database, "analytx:upload-kib", client);
      if (bytes.current >= quota.megabytesPerDay * KIB)
        throw refused(`At most ${quota.megabytesPerDay} MB of uploads a day`, bytes.ttl);
      const uploads = await countRateLimited(database, "analytx:uploads", client, HOUR_MS);
      if (uploads.current > quota.uploadsPerHour)
        throw refused(`At most ${quota.uploadsPerHour} uploads an hour`, uploads.ttl);
    },
    async stored(client: string, sizeBytes: number): Promise<void> {
      await countRateLimited(database, "analytx:upload-kib", client, DAY_MS, Math.ceil(sizeBytes / KIB));
    },
  };
}

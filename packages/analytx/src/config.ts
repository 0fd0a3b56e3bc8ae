import { storageConfigSchema } from "@druckwerk/platform";
import { z } from "zod";

/** The analytx service's variables, shared by its own `main.ts` and the embedded mode. */
export const analytxConfigSchema = z.object({
  ...storageConfigSchema.shape,
  /** Worker threads for 3D analyses and pictures; as many analyses run at once. */
  ANALYSIS_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Uploads one client (by address) may start an hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Megabytes one client may upload a day. */
  UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** Memory for rendered repair and wall-thickness pictures, in megabytes (least recently used go first). */
  PICTURE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * How long a worker's claim on a running analysis holds without being renewed (it is renewed every
   * third of it): a task whose worker died goes to another after this and the queue's next sweep.
   */
  ANALYSIS_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
});

export type AnalytxConfig = z.output<typeof analytxConfigSchema>;

/** The service's limits from its variables. */
export const analytxLimitsOf = (config: AnalytxConfig) => ({
  uploadQuota: { uploadsPerHour: config.UPLOADS_PER_HOUR, megabytesPerDay: config.UPLOAD_MB_PER_DAY },
  pictureCacheBytes: config.PICTURE_CACHE_MB * 1024 * 1024,
  leaseMs: config.ANALYSIS_LEASE_SECONDS * 1000,
});

import { type BaseConfig, type Database, httpUrl, mailConfigSchema, mailerOf } from "@druckwerk/platform";
import { z } from "zod";
import type { AuthServiceOptions } from "./service";

/** The auth service's variables, shared by its own `main.ts` and the embedded mode. */
export const authConfigSchema = mailConfigSchema.extend({
  /** Days a session lasts after sign-in or the browser's last visit. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Sign-in and registration attempts one client may make per window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Hours a staff session lasts after its last use. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** Staff sign-in attempts one client may make per window (the window is AUTH_RATE_WINDOW_SECONDS). */
  STAFF_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
});

export type AuthConfig = z.output<typeof authConfigSchema>;

export function authServiceOptions(
  config: AuthConfig & BaseConfig,
  database: Database,
  urls: { shopUrl: () => string; shippingUrl: () => string },
): AuthServiceOptions {
  return {
    database,
    mailer: mailerOf(config),
    ...urls,
    sessionDays: config.SESSION_DAYS,
    rateLimit: { max: config.AUTH_RATE_LIMIT, windowMs: config.AUTH_RATE_WINDOW_SECONDS * 1000 },
    staffSessionHours: config.STAFF_SESSION_HOURS,
    staffRateLimit: { max: config.STAFF_RATE_LIMIT, windowMs: config.AUTH_RATE_WINDOW_SECONDS * 1000 },
  };
}

/** The variables of the service running on its own. */
export const standaloneAuthConfigSchema = authConfigSchema.extend({
  /** The storefront's public URL, for the links in e-mails. */
  SHOP_URL: httpUrl.default("http://localhost:4000"),
  SHIPPING_URL: httpUrl.default("http://127.0.0.1:4106"),
});

import { fileURLToPath } from "node:url";
import { type Database, type Mailer, prepareRateLimits } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AccountStore } from "./account/account-store";
import { authRoutes } from "./routes";
import { staffRoutes } from "./staff/routes";
import { StaffStore } from "./staff/staff-store";

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export async function prepareAuthDatabase(database: Database): Promise<void> {
  await database.migrate({ folder: migrationsFolder, service: "auth" });
  await prepareRateLimits(database);
}

export interface AuthServiceOptions {
  database: Database;
  mailer: Mailer;
  /** The storefront's public URL, for links in e-mails. */
  shopUrl: () => string;
  shippingUrl: () => string;
  sessionDays: number;
  rateLimit: { max: number; windowMs: number };
  staffSessionHours: number;
  staffRateLimit: { max: number; windowMs: number };
}

/** The auth service: accounts with e-mail opt-in and sign-in sessions. */
export const authService: FastifyPluginAsyncZod<AuthServiceOptions> = async (app, options) => {
  const store = new AccountStore(options.database.db, options.sessionDays);
  await app.register(authRoutes, { ...options, store });
  await app.register(staffRoutes, {
    database: options.database,
    staff: new StaffStore(options.database.db, options.staffSessionHours),
    rateLimit: options.staffRateLimit,
  });
};

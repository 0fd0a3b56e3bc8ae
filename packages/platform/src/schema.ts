import { integer, pgSchema, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The platform's own tables, shared by every service that uses them. */
export const platformSchema = pgSchema("platform");

/**
 * One rate-limit counter per namespace (a limited group of routes, e.g. `cms:forms`) and key (the
 * route and the client's address): how many requests the window has seen, and when it ends.
 */
export const rateLimits = platformSchema.table(
  "rate_limits",
  {
    namespace: text().notNull(),
    key: text().notNull(),
    count: integer().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.namespace, table.key] })],
);

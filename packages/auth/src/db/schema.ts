import { sql } from "drizzle-orm";
import { index, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { BillingAddress, ShippingAddress } from "../contract";

export const authSchema = pgSchema("auth");

export const users = authSchema.table(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    email: text().notNull(),
    /** `scrypt$N$r$p$salt$hash`, see password.ts. */
    passwordHash: text("password_hash").notNull(),
    phone: text(),
    billingAddress: jsonb("billing_address").$type<BillingAddress>().notNull(),
    /** Null when goods go to the billing address. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /** Set when the opt-in link was followed; until then the account cannot sign in. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // "Erika" and "erika" are one user name.
  (table) => [uniqueIndex("users_username_key").on(sql`lower(${table.username})`)],
);

/** The code of a registration's opt-in link. */
export const optins = authSchema.table("optins", {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A signed-in browser. Only the token's SHA-256 is stored, so a leaked table signs nobody in. */
export const sessions = authSchema.table(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

import type { Language } from "@druckwerk/platform";
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
    /** The language of the account's mails: the shop's language at sign-up, then at each sign-in. */
    language: text().$type<Language>().notNull().default("de"),
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

/**
 * Who asked for a password reset, and when: one row per e-mail address (trimmed, lower case, as
 * SHA-256), whether or not an account has it, so one link per 24 hours is the rule for every
 * address alike and nobody learns from a refusal who is a customer.
 */
export const passwordResetRequests = authSchema.table("password_reset_requests", {
  addressHash: text("address_hash").primaryKey(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
});

/** The code of a password-reset link. Only its SHA-256 is stored; it works once, until it expires. */
export const passwordResets = authSchema.table(
  "password_resets",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId)],
);

/**
 * The code of a link confirming a new e-mail address; the account takes `email` when the link is
 * followed. Only the code's SHA-256 is stored; it works once, until it expires.
 */
export const emailChanges = authSchema.table(
  "email_changes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("email_changes_user_idx").on(table.userId)],
);

/**
 * The shop's staff (the back office): separate from customers, no self-sign-up. The first admin
 * is added by `npm run staff -- add`, later ones by an admin.
 */
export const staffMembers = authSchema.table(
  "staff_members",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    role: text().$type<"staff" | "admin">().notNull(),
    /** `scrypt$N$r$p$salt$hash`, see password.ts. */
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("staff_members_email_key").on(sql`lower(${table.email})`)],
);

/** A signed-in staff member's browser; like `sessions`, only the token's SHA-256 is stored. */
export const staffSessions = authSchema.table(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_member_idx").on(table.memberId)],
);

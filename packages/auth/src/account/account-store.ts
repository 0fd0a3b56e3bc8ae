import { createHash, randomBytes } from "node:crypto";
import { type Db, isUuid } from "@druckwerk/platform";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { DetailsUpdate, Signup, UserDetails } from "../contract";
import { optins, sessions, users } from "../db/schema";
import { hashPassword, unknownUserHash, verifyPassword } from "./password";

const OPTIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export class UsernameTakenError extends Error {}

export type SigninOutcome =
  | { kind: "signed-in"; token: string; expiresAt: Date }
  | { kind: "refused" }
  | { kind: "not-confirmed" };

export type OptinOutcome =
  | { kind: "confirmed"; username: string }
  | { kind: "already-confirmed"; username: string }
  | { kind: "invalid" };

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Users, their opt-in codes and their sessions. */
export class AccountStore {
  constructor(
    private readonly db: Db,
    /** How long a session lasts after sign-in or its last refresh. */
    private readonly sessionDays: number,
  ) {}

  /**
   * Stores an unconfirmed user and its opt-in code; `deliver` sends the link and runs inside the
   * transaction, so a mail that cannot go out leaves no account that could never be confirmed.
   */
  async register(signup: Signup, deliver: (optinId: string) => Promise<void>): Promise<{ userId: string }> {
    const passwordHash = await hashPassword(signup.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: signup.username,
            email: signup.email,
            passwordHash,
            phone: signup.phone ?? null,
            billingAddress: signup.billingAddress,
            shippingAddress: signup.shippingAddress ?? null,
          })
          .returning({ id: users.id });
        if (!user) throw new Error("insert returned nothing");
        const [optin] = await tx
          .insert(optins)
          .values({ userId: user.id, expiresAt: new Date(Date.now() + OPTIN_DAYS * DAY_MS) })
          .returning({ id: optins.id });
        if (!optin) throw new Error("insert returned nothing");
        await deliver(optin.id);
        return { userId: user.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTakenError();
      throw error;
    }
  }

  async confirm(optinId: string): Promise<OptinOutcome> {
    if (!isUuid(optinId)) return { kind: "invalid" };
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ optin: optins, username: users.username })
        .from(optins)
        .innerJoin(users, eq(users.id, optins.userId))
        .where(eq(optins.id, optinId))
        .for("update");
      if (!row) return { kind: "invalid" };
      if (row.optin.usedAt) return { kind: "already-confirmed", username: row.username };
      if (row.optin.expiresAt < new Date()) return { kind: "invalid" };
      await tx.update(optins).set({ usedAt: new Date() }).where(eq(optins.id, optinId));
      await tx.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, row.optin.userId));
      return { kind: "confirmed", username: row.username };
    });
  }

  async signIn(username: string, password: string): Promise<SigninOutcome> {
    const [user] = await this.db
      .select({ id: users.id, passwordHash: users.passwordHash, confirmedAt: users.confirmedAt })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username.trim()})`);
    const matches = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
    if (!user || !matches) return { kind: "refused" };
    if (!user.confirmedAt) return { kind: "not-confirmed" };
    const token = randomBytes(32).toString("base64url");
    const expiresAt = this.nextExpiry();
    await this.db.insert(sessions).values({ tokenHash: tokenHash(token), userId: user.id, expiresAt });
    // Sign-in is rare enough to tidy up the user's ended sessions here.
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
    return { kind: "signed-in", token, expiresAt };
  }

  /** Extends a live session; null when the token names none. */
  async refresh(token: string): Promise<Date | null> {
    const expiresAt = this.nextExpiry();
    const updated = await this.db
      .update(sessions)
      .set({ expiresAt })
      .where(this.liveSession(token))
      .returning({ userId: sessions.userId });
    return updated.length > 0 ? expiresAt : null;
  }

  async signOut(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
  }

  /** The signed-in user's details; null when the token names no live session. */
  async details(token: string): Promise<UserDetails | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(this.liveSession(token));
    return row ? detailsOf(row.user) : null;
  }

  /**
   * Replaces the signed-in user's phone and addresses in one statement and answers the details as
   * stored; null when the token names no live session.
   */
  async updateDetails(token: string, update: DetailsUpdate): Promise<UserDetails | null> {
    const [user] = await this.db
      .update(users)
      .set({
        phone: update.phone || null,
        billingAddress: update.billingAddress,
        shippingAddress: update.shippingAddress ?? null,
      })
      .where(
        inArray(
          users.id,
          this.db.select({ id: sessions.userId }).from(sessions).where(this.liveSession(token)),
        ),
      )
      .returning();
    return user ? detailsOf(user) : null;
  }

  private liveSession(token: string) {
    return and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date()));
  }

  private nextExpiry() {
    return new Date(Date.now() + this.sessionDays * DAY_MS);
  }
}

function detailsOf(user: typeof users.$inferSelect): UserDetails {
  const { id, username, email, phone, billingAddress, shippingAddress } = user;
  return {
    userId: id,
    username,
    email,
    phone,
    billingInformation: billingAddress,
    shippingInformation: shippingAddress,
  };
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

import { createHash, randomBytes } from "node:crypto";
import { type Db, isUniqueViolation, isUuid, type Language } from "@druckwerk/platform";
import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { DetailsUpdate, Signup, UserDetails } from "../contract";
import { emailChanges, optins, passwordResetRequests, passwordResets, sessions, users } from "../db/schema";
import { hashPassword, unknownUserHash, verifyPassword } from "./password";

const OPTIN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a password-reset or e-mail-change link works, and how often an address gets a reset link. */
const LINK_HOURS = 24;
const LINK_MS = LINK_HOURS * 60 * 60 * 1000;

export class UsernameTakenError extends Error {}

export type SigninOutcome =
  | { kind: "signed-in"; token: string; expiresAt: Date }
  | { kind: "refused" }
  | { kind: "not-confirmed" };

export type OptinOutcome =
  | { kind: "confirmed"; username: string }
  | { kind: "already-confirmed"; username: string }
  | { kind: "invalid" };

/** What a reset request comes to: the links to mail (none for an unknown address), or a refusal. */
export type ResetRequestOutcome =
  | { kind: "accepted"; links: { email: string; username: string; language: Language; code: string }[] }
  | { kind: "active-code-found" };

export type PasswordSetOutcome = { kind: "set"; username: string } | { kind: "invalid-code" };

export type PasswordChangeOutcome =
  | { kind: "changed"; username: string }
  | { kind: "wrong-password" }
  | { kind: "not-signed-in" };

export type EmailChangeOutcome =
  | { kind: "requested"; username: string }
  | { kind: "taken" }
  | { kind: "not-signed-in" };

export type EmailConfirmOutcome =
  | { kind: "changed"; email: string }
  | { kind: "taken" }
  | { kind: "invalid-code" };

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");
/** A code for an e-mailed link: 256 random bits; only its `tokenHash` is stored. */
const newCode = () => randomBytes(32).toString("base64url");
/** An e-mail address as one person's: trimmed and in lower case. */
const normalisedAddress = (email: string) => email.trim().toLowerCase();
/** How a reset request's address is recorded: the normalised address's SHA-256, never the address. */
const resetAddressHash = (email: string) =>
  createHash("sha256")
    .update(`password-reset:${normalisedAddress(email)}`)
    .digest("base64url");
const sameAddress = (email: string) => sql`lower(${users.email}) = ${normalisedAddress(email)}`;

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
  async register(
    signup: Signup,
    language: Language,
    deliver: (optinId: string) => Promise<void>,
  ): Promise<{ userId: string }> {
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
            language,
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

  /** Signs in; the account's mails follow `language`, the shop's language the customer now uses. */
  async signIn(username: string, password: string, language: Language): Promise<SigninOutcome> {
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
    await this.db.update(users).set({ language }).where(eq(users.id, user.id));
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

  /**
   * Records a reset request for `email` and makes a link code for each account with that address.
   * An address (known or not) gets one link per 24 hours: a second request within them is refused,
   * atomically, so two requests at once get one link.
   */
  async requestPasswordReset(email: string): Promise<ResetRequestOutcome> {
    const addressHash = resetAddressHash(email);
    return this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(passwordResetRequests)
        .values({ addressHash, requestedAt: sql`now()` })
        .onConflictDoUpdate({
          target: passwordResetRequests.addressHash,
          set: { requestedAt: sql`excluded.requested_at` },
          setWhere: lte(passwordResetRequests.requestedAt, sql`now() - ${`${LINK_HOURS} hours`}::interval`),
        })
        .returning({ addressHash: passwordResetRequests.addressHash });
      if (recorded.length === 0) return { kind: "active-code-found" as const };
      // Requests are rare: the ones whose day is over can go now.
      await tx
        .delete(passwordResetRequests)
        .where(lte(passwordResetRequests.requestedAt, sql`now() - ${`${LINK_HOURS} hours`}::interval`));
      const accounts = await tx
        .select({ id: users.id, username: users.username, email: users.email, language: users.language })
        .from(users)
        .where(sameAddress(email));
      const links = [];
      for (const account of accounts) {
        const code = newCode();
        await tx.insert(passwordResets).values({
          codeHash: tokenHash(code),
          userId: account.id,
          expiresAt: new Date(Date.now() + LINK_MS),
        });
        links.push({ email: account.email, username: account.username, language: account.language, code });
      }
      return { kind: "accepted" as const, links };
    });
  }

  /** Lets `email` ask for a reset link again, e.g. when the link could not be mailed. */
  async forgetPasswordResetRequest(email: string): Promise<void> {
    await this.db
      .delete(passwordResetRequests)
      .where(eq(passwordResetRequests.addressHash, resetAddressHash(email)));
  }

  /**
   * Sets a new password with a reset link's code: the code and every other open reset code of the
   * account are used up, every session of the account ends, and an account not confirmed yet is
   * confirmed (the link proves the address as the opt-in link does).
   */
  async resetPassword(code: string, password: string): Promise<PasswordSetOutcome> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const [reset] = await tx
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.codeHash, tokenHash(code)))
        .for("update");
      if (!reset || reset.usedAt || reset.expiresAt <= new Date()) return { kind: "invalid-code" as const };
      const [user] = await tx
        .update(users)
        .set({ passwordHash, confirmedAt: sql`coalesce(${users.confirmedAt}, now())` })
        .where(eq(users.id, reset.userId))
        .returning({ username: users.username });
      if (!user) return { kind: "invalid-code" as const };
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
      await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
      return { kind: "set" as const, username: user.username };
    });
  }

  /** Changes the signed-in user's password when `oldPassword` is right, and ends every session of the account. */
  async changePassword(
    token: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<PasswordChangeOutcome> {
    const [user] = await this.sessionUser(token);
    if (!user) return { kind: "not-signed-in" };
    if (!(await verifyPassword(oldPassword, user.passwordHash))) return { kind: "wrong-password" };
    const passwordHash = await hashPassword(newPassword);
    return this.db.transaction(async (tx) => {
      // Only if the password did not change meanwhile (e.g. a reset in another tab).
      const updated = await tx
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
        .returning({ id: users.id });
      if (updated.length === 0) return { kind: "wrong-password" as const };
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      return { kind: "changed" as const, username: user.username };
    });
  }

  /**
   * Stores a code confirming `email` as the signed-in user's new address; `deliver` sends the link
   * and runs inside the transaction, so a mail that cannot go out leaves no code behind.
   */
  async requestEmailChange(
    token: string,
    email: string,
    deliver: (args: { username: string; language: Language; code: string }) => Promise<void>,
  ): Promise<EmailChangeOutcome> {
    const [user] = await this.sessionUser(token);
    if (!user) return { kind: "not-signed-in" };
    if (await this.addressTaken(this.db, email, user.id)) return { kind: "taken" };
    const code = newCode();
    await this.db.transaction(async (tx) => {
      await tx.insert(emailChanges).values({
        codeHash: tokenHash(code),
        userId: user.id,
        email: email.trim(),
        expiresAt: new Date(Date.now() + LINK_MS),
      });
      await deliver({ username: user.username, language: user.language, code });
    });
    return { kind: "requested", username: user.username };
  }

  /**
   * Gives the account the address of an e-mail-change link's code, unless another account took it
   * meanwhile; the account's other open e-mail-change codes are used up with it.
   */
  async confirmEmailChange(code: string): Promise<EmailConfirmOutcome> {
    return this.db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.codeHash, tokenHash(code)))
        .for("update");
      if (!change || change.usedAt || change.expiresAt <= new Date())
        return { kind: "invalid-code" as const };
      if (await this.addressTaken(tx, change.email, change.userId)) return { kind: "taken" as const };
      await tx.update(users).set({ email: change.email }).where(eq(users.id, change.userId));
      await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
      return { kind: "changed" as const, email: change.email };
    });
  }

  /** Whether an account other than `userId` has `email`, in any case. */
  private async addressTaken(db: Pick<Db, "select">, email: string, userId: string): Promise<boolean> {
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress(email), ne(users.id, userId)))
      .limit(1);
    return others.length > 0;
  }

  /** The user of a live session, as a list of none or one. */
  private sessionUser(token: string) {
    return this.db
      .select({
        id: users.id,
        username: users.username,
        passwordHash: users.passwordHash,
        language: users.language,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(this.liveSession(token));
  }

  private liveSession(token: string) {
    return and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date()));
  }

  private nextExpiry() {
    return new Date(Date.now() + this.sessionDays * DAY_MS);
  }
}

function detailsOf(user: typeof users.$inferSelect): UserDetails {
  const { id, username, email, phone, billingAddress, shippingAddress, language } = user;
  return {
    userId: id,
    username,
    email,
    phone,
    language,
    billingInformation: billingAddress,
    shippingInformation: shippingAddress,
  };
}

import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@druckwerk/platform";
import { isUniqueViolation } from "@druckwerk/platform";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { hashPassword, unknownUserHash, verifyPassword } from "../account/password";
import type { NewStaffMember, StaffMember } from "../contract";
import { staffMembers, staffSessions } from "../db/schema";

export class StaffEmailTakenError extends Error {}

export type StaffSigninOutcome =
  | { kind: "signed-in"; token: string; expiresAt: Date; member: StaffMember }
  | { kind: "refused" };

const tokenHash = (token: string) => createHash("sha256").update(`staff:${token}`).digest("base64url");
const sameEmail = (email: string) => sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`;

function present(row: typeof staffMembers.$inferSelect): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Staff members and their sessions. A staff session ends `sessionHours` after its last use: a
 * back-office browser left open overnight is signed out.
 */
export class StaffStore {
  constructor(
    private readonly db: Db,
    private readonly sessionHours: number,
  ) {}

  async add(member: NewStaffMember): Promise<StaffMember> {
    const passwordHash = await hashPassword(member.password);
    try {
      const [row] = await this.db
        .insert(staffMembers)
        .values({ email: member.email.trim(), name: member.name, role: member.role, passwordHash })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      return present(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StaffEmailTakenError();
      throw error;
    }
  }

  async list(): Promise<StaffMember[]> {
    const rows = await this.db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt));
    return rows.map(present);
  }

  async signIn(email: string, password: string): Promise<StaffSigninOutcome> {
    const [row] = await this.db.select().from(staffMembers).where(sameEmail(email));
    // An unknown address costs one hash too, so the answer's time tells nothing.
    const matches = await verifyPassword(password, row?.passwordHash ?? unknownUserHash);
    if (!row || !matches) return { kind: "refused" };
    const token = randomBytes(32).toString("base64url");
    const expiresAt = this.nextExpiry();
    await this.db.insert(staffSessions).values({ tokenHash: tokenHash(token), memberId: row.id, expiresAt });
    await this.db
      .delete(staffSessions)
      .where(and(eq(staffSessions.memberId, row.id), lt(staffSessions.expiresAt, new Date())));
    return { kind: "signed-in", token, expiresAt, member: present(row) };
  }

  /** The member of a live session, whose end moves on by this use; null when none. */
  async member(token: string): Promise<StaffMember | null> {
    const [session] = await this.db
      .update(staffSessions)
      .set({ expiresAt: this.nextExpiry() })
      .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, new Date())))
      .returning({ memberId: staffSessions.memberId });
    if (!session) return null;
    const [row] = await this.db.select().from(staffMembers).where(eq(staffMembers.id, session.memberId));
    return row ? present(row) : null;
  }

  async signOut(token: string): Promise<void> {
    await this.db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
  }

  private nextExpiry() {
    return new Date(Date.now() + this.sessionHours * 60 * 60 * 1000);
  }
}

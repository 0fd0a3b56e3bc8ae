import {
  type NewStaffMember,
  type StaffMember,
  staffAddRefusalCodes,
  staffMemberSchema,
  staffSessionAnswerSchema,
  staffSigninRefusalCodes,
} from "@druckwerk/auth/contract";
import { z } from "zod";
import { type InvalidAnswer, invalid } from "./auth";
import { type RateLimitedAnswer, rateLimited, UpstreamAPI } from "./upstream";

export type StaffSigninAnswer =
  | { kind: "session"; token: string; expiresAt: Date; member: StaffMember }
  | { kind: "refused"; message: string }
  | RateLimitedAnswer;

/** A staff route's refusal to anyone but staff (`STAFF_ONLY`) or an admin (`ADMIN_ONLY`). */
export interface AccessRefused {
  kind: "access-refused";
  code: "STAFF_ONLY" | "ADMIN_ONLY";
  message: string;
}

export type StaffMemberModel = StaffMember;

const membersSchema = z.object({ members: z.array(staffMemberSchema) });

/** The auth service's staff routes: the back office's accounts and sessions. */
export class StaffAPI extends UpstreamAPI {
  protected readonly upstreamName = "auth";

  async signIn(email: string, password: string): Promise<StaffSigninAnswer> {
    try {
      const answer = this.checked(
        staffSessionAnswerSchema,
        await this.post("auth/staff/signin", { body: { email, password } }),
        "POST /auth/staff/signin",
      );
      return { kind: "session", ...answer, expiresAt: new Date(answer.expiresAt) };
    } catch (error) {
      const refusal = this.refusedWith(error, staffSigninRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      // Input past the bounds cannot be anyone's: refused like a wrong password.
      return { kind: "refused", message: "E-mail address and password do not match" };
    }
  }

  async signOut(token: string): Promise<void> {
    await this.post("auth/staff/signout", { headers: this.bearer(token) });
  }

  /** The member of a live staff session; null when there is none. */
  async member(token: string): Promise<StaffMember | null> {
    return this.nullOn("STAFF_ONLY", async () =>
      this.checked(
        staffMemberSchema,
        await this.get("auth/staff/me", { headers: this.bearer(token) }),
        "GET /auth/staff/me",
      ),
    );
  }

  async members(token: string): Promise<StaffMember[] | AccessRefused> {
    try {
      const answer = await this.get("auth/staff/members", { headers: this.bearer(token) });
      return this.checked(membersSchema, answer, "GET /auth/staff/members").members;
    } catch (error) {
      return this.accessRefused(error);
    }
  }

  async add(
    token: string,
    member: NewStaffMember,
  ): Promise<StaffMember | AccessRefused | InvalidAnswer | { kind: "taken"; message: string }> {
    try {
      const answer = await this.post("auth/staff/members", { body: member, headers: this.bearer(token) });
      return this.checked(staffMemberSchema, answer, "POST /auth/staff/members");
    } catch (error) {
      const refusal = this.refusedWith(error, staffAddRefusalCodes);
      if (refusal.code === "VALIDATION_FAILED") return invalid(refusal);
      if (refusal.code === "EMAIL_TAKEN") return { kind: "taken", message: refusal.message };
      return { kind: "access-refused", code: refusal.code, message: refusal.message };
    }
  }

  private accessRefused(error: unknown): AccessRefused {
    const { code, message } = this.refusedWith(error, ["STAFF_ONLY", "ADMIN_ONLY"] as const);
    return { kind: "access-refused", code, message };
  }
}

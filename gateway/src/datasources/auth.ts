import {
  type DetailsUpdate,
  detailsUpdateRefusalCodes,
  optinRefusalCodes,
  type Signup,
  sessionAnswerSchema,
  signinRefusalCodes,
  signupRefusalCodes,
  type UserDetails,
  userDetailsSchema,
} from "@druckwerk/auth/contract";
import { type FieldErrorDto, type Language, languageKey } from "@druckwerk/platform";
import { z } from "zod";
import { UpstreamAPI, type UpstreamRefusal } from "./upstream";

export type AccountModel = UserDetails;

export type SigninAnswer =
  | { kind: "session"; token: string; expiresAt: Date }
  | { kind: "refused"; code: "INVALID_CREDENTIALS" | "NOT_CONFIRMED"; message: string }
  | RateLimitedAnswer;
export interface RateLimitedAnswer {
  kind: "rate-limited";
  message: string;
  retryAfterSeconds: number;
}
export type SignupAnswer =
  | { kind: "pending"; email: string }
  | { kind: "invalid"; message: string; fields: FieldErrorDto[] }
  | RateLimitedAnswer;
export type DetailsUpdateAnswer =
  | { kind: "updated"; account: AccountModel }
  | { kind: "invalid"; message: string; fields: FieldErrorDto[] }
  | { kind: "notSignedIn"; message: string };
export type OptinAnswer =
  | { kind: "confirmed"; username: string; alreadyConfirmed: boolean }
  | { kind: "invalid"; message: string };

const signupAnswerSchema = z.object({ userId: z.string(), email: z.string() });
const optinAnswerSchema = z.object({ username: z.string(), alreadyConfirmed: z.boolean() });

const rateLimited = ({ message, retryAfterSeconds }: UpstreamRefusal): RateLimitedAnswer => ({
  kind: "rate-limited",
  message,
  retryAfterSeconds,
});

/**
 * The auth service's calls, made for one shopper: their session token goes along, and their
 * address, since the service limits attempts per client.
 */
export class AuthAPI extends UpstreamAPI {
  protected readonly upstreamName = "auth";

  async signIn(username: string, password: string): Promise<SigninAnswer> {
    try {
      const answer = this.checked(
        sessionAnswerSchema,
        await this.post("auth/signin", { body: { username, password } }),
        "POST /auth/signin",
      );
      return { kind: "session", token: answer.token, expiresAt: new Date(answer.expiresAt) };
    } catch (error) {
      const refusal = this.refusedWith(error, signinRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      return { kind: "refused", code: refusal.code, message: refusal.message };
    }
  }

  /** Extends the session; null when it has ended. */
  async refresh(token: string): Promise<Date | null> {
    const answer = await this.nullOn("NOT_SIGNED_IN", () =>
      this.post("auth/refresh", { headers: this.bearer(token) }),
    );
    return answer && new Date(this.checked(sessionAnswerSchema, answer, "POST /auth/refresh").expiresAt);
  }

  /** The signed-in shopper's account; null when the session has ended. */
  async details(token: string): Promise<AccountModel | null> {
    const answer = await this.nullOn("NOT_SIGNED_IN", () =>
      this.get("auth/user/details", { headers: this.bearer(token) }),
    );
    return answer && this.checked(userDetailsSchema, answer, "GET /auth/user/details");
  }

  /** Replaces the signed-in shopper's phone and addresses: the account as stored, or why not. */
  async updateDetails(token: string, update: DetailsUpdate): Promise<DetailsUpdateAnswer> {
    try {
      const answer = await this.put("auth/user/details", { body: update, headers: this.bearer(token) });
      return { kind: "updated", account: this.checked(userDetailsSchema, answer, "PUT /auth/user/details") };
    } catch (error) {
      const refusal = this.refusedWith(error, detailsUpdateRefusalCodes);
      if (refusal.code === "NOT_SIGNED_IN") return { kind: "notSignedIn", message: refusal.message };
      return { kind: "invalid", message: refusal.message, fields: refusal.fields };
    }
  }

  async logout(token: string): Promise<void> {
    await this.post("auth/logout", { headers: this.bearer(token) });
  }

  /** Registers; the confirmation e-mail is written in `language`. */
  async signUp(signup: Signup, language: Language): Promise<SignupAnswer> {
    try {
      const answer = this.checked(
        signupAnswerSchema,
        await this.post("auth/signup", {
          body: signup,
          headers: { "language-key": languageKey(language) },
        }),
        "POST /auth/signup",
      );
      return { kind: "pending", email: answer.email };
    } catch (error) {
      const refusal = this.refusedWith(error, signupRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      return { kind: "invalid", message: refusal.message, fields: refusal.fields };
    }
  }

  async confirm(code: string): Promise<OptinAnswer> {
    try {
      const answer = await this.post("auth/optin", { body: { uuid: code } });
      return { kind: "confirmed", ...this.checked(optinAnswerSchema, answer, "POST /auth/optin") };
    } catch (error) {
      return { kind: "invalid", message: this.refusedWith(error, optinRefusalCodes).message };
    }
  }

  private bearer(token: string) {
    return { authorization: `Bearer ${token}` };
  }
}

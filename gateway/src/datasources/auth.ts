import {
  cannotMatch,
  type DetailsUpdate,
  detailsUpdateRefusalCodes,
  emailAnswerSchema,
  emailCallbackRefusalCodes,
  emailChangeRefusalCodes,
  invalidCredentialsMessage,
  optinRefusalCodes,
  passwordChangeRefusalCodes,
  passwordSetAnswerSchema,
  resetCallbackRefusalCodes,
  resetRequestAnswerSchema,
  resetRequestRefusalCodes,
  type Signup,
  sessionAnswerSchema,
  signinRefusalCodes,
  signupRefusalCodes,
  type UserDetails,
  userDetailsSchema,
  wrongPasswordMessage,
} from "@druckwerk/auth/contract";
import { type FieldErrorDto, type Language, languageKey } from "@druckwerk/platform";
import { z } from "zod";
import { type RateLimitedAnswer, rateLimited, UpstreamAPI, type UpstreamRefusal } from "./upstream";

export type AccountModel = UserDetails;

export type SigninAnswer =
  | { kind: "session"; token: string; expiresAt: Date }
  | { kind: "refused"; code: "INVALID_CREDENTIALS" | "NOT_CONFIRMED"; message: string }
  | RateLimitedAnswer;
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

export interface Refused<Kind extends string> {
  kind: Kind;
  message: string;
}
export interface InvalidAnswer extends Refused<"invalid"> {
  fields: FieldErrorDto[];
}
export type ResetRequestAnswer =
  | { kind: "requested"; email: string }
  | Refused<"active-code-found">
  | InvalidAnswer
  | RateLimitedAnswer;
export type ResetPasswordAnswer =
  | { kind: "reset"; username: string }
  | Refused<"invalid-code">
  | InvalidAnswer;
export type ChangePasswordAnswer =
  | { kind: "changed"; username: string }
  | Refused<"wrong-password">
  | Refused<"notSignedIn">
  | InvalidAnswer
  | RateLimitedAnswer;
export type EmailChangeAnswer =
  | { kind: "requested"; email: string }
  | Refused<"taken">
  | Refused<"notSignedIn">
  | InvalidAnswer
  | RateLimitedAnswer;
export type EmailConfirmAnswer =
  | { kind: "changed"; email: string }
  | Refused<"invalid-code">
  | Refused<"taken">;

const signupAnswerSchema = z.object({ userId: z.string(), email: z.string() });
const optinAnswerSchema = z.object({ username: z.string(), alreadyConfirmed: z.boolean() });

export const invalid = ({ message, fields }: UpstreamRefusal): InvalidAnswer => ({
  kind: "invalid",
  message,
  fields,
});

/**
 * The auth service's calls, made for one shopper: their session token goes along, and their
 * address, since the service limits attempts per client.
 */
export class AuthAPI extends UpstreamAPI {
  protected readonly upstreamName = "auth";

  /** Signs in; the account's mails are written in `language` from now on. */
  async signIn(username: string, password: string, language: Language): Promise<SigninAnswer> {
    // Never sent on to be hashed: no account has a password that long.
    if (cannotMatch(password))
      return { kind: "refused", code: "INVALID_CREDENTIALS", message: invalidCredentialsMessage };
    try {
      const answer = this.checked(
        sessionAnswerSchema,
        await this.post("auth/signin", {
          body: { username, password },
          headers: { "language-key": languageKey(language) },
        }),
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

  /**
   * Asks for a reset link for `email`, mailed in the account's language; the same answer for any
   * address.
   */
  async requestPasswordReset(email: string): Promise<ResetRequestAnswer> {
    try {
      const answer = await this.post("auth/reset-password", {
        body: { email },
      });
      return {
        kind: "requested",
        ...this.checked(resetRequestAnswerSchema, answer, "POST /auth/reset-password"),
      };
    } catch (error) {
      const refusal = this.refusedWith(error, resetRequestRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      if (refusal.code === "ACTIVE_CODE_FOUND")
        return { kind: "active-code-found", message: refusal.message };
      return invalid(refusal);
    }
  }

  /** Sets a new password with a reset link's code. */
  async resetPassword(code: string, password: string): Promise<ResetPasswordAnswer> {
    try {
      const answer = await this.post("auth/reset-password/callback", { body: { uuid: code, password } });
      return {
        kind: "reset",
        ...this.checked(passwordSetAnswerSchema, answer, "POST /auth/reset-password/callback"),
      };
    } catch (error) {
      const refusal = this.refusedWith(error, resetCallbackRefusalCodes);
      if (refusal.code === "INVALID_CODE") return { kind: "invalid-code", message: refusal.message };
      return invalid(refusal);
    }
  }

  /** Changes the signed-in shopper's password; the service ends every session of the account. */
  async changePassword(
    token: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<ChangePasswordAnswer> {
    if (cannotMatch(oldPassword)) return { kind: "wrong-password", message: wrongPasswordMessage };
    try {
      const answer = await this.post("auth/password", {
        body: { oldPassword, newPassword },
        headers: this.bearer(token),
      });
      return { kind: "changed", ...this.checked(passwordSetAnswerSchema, answer, "POST /auth/password") };
    } catch (error) {
      const refusal = this.refusedWith(error, passwordChangeRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      if (refusal.code === "WRONG_PASSWORD") return { kind: "wrong-password", message: refusal.message };
      if (refusal.code === "NOT_SIGNED_IN") return { kind: "notSignedIn", message: refusal.message };
      return invalid(refusal);
    }
  }

  /** Mails a confirmation link (in the account's language) to the signed-in shopper's new address. */
  async requestEmailChange(token: string, email: string): Promise<EmailChangeAnswer> {
    try {
      const answer = await this.post("auth/email", {
        body: { email },
        headers: this.bearer(token),
      });
      return { kind: "requested", ...this.checked(emailAnswerSchema, answer, "POST /auth/email") };
    } catch (error) {
      const refusal = this.refusedWith(error, emailChangeRefusalCodes);
      if (refusal.code === "RATE_LIMITED") return rateLimited(refusal);
      if (refusal.code === "EMAIL_TAKEN") return { kind: "taken", message: refusal.message };
      if (refusal.code === "NOT_SIGNED_IN") return { kind: "notSignedIn", message: refusal.message };
      return invalid(refusal);
    }
  }

  /** Gives the account the address of an e-mail-change link's code. */
  async confirmEmailChange(code: string): Promise<EmailConfirmAnswer> {
    try {
      const answer = await this.post("auth/email/callback", { body: { uuid: code } });
      return { kind: "changed", ...this.checked(emailAnswerSchema, answer, "POST /auth/email/callback") };
    } catch (error) {
      const refusal = this.refusedWith(error, emailCallbackRefusalCodes);
      if (refusal.code === "EMAIL_TAKEN") return { kind: "taken", message: refusal.message };
      return { kind: "invalid-code", message: refusal.message };
    }
  }
}

import {
  type Signup,
  sessionAnswerSchema,
  type UserDetails,
  userDetailsSchema,
} from "@druckwerk/auth/contract";
import { type FieldErrorDto, type Language, languageKey } from "@druckwerk/platform";
import { z } from "zod";
import { UpstreamAPI, type UpstreamOptions, upstreamStatus } from "./upstream";

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
export type OptinAnswer =
  | { kind: "confirmed"; username: string; alreadyConfirmed: boolean }
  | { kind: "invalid"; message: string };

const signupAnswerSchema = z.object({ userId: z.string(), email: z.string() });
const optinAnswerSchema = z.object({ username: z.string(), alreadyConfirmed: z.boolean() });

/** The auth service's calls, made for one shopper: their session token and address go along. */
export class AuthAPI extends UpstreamAPI {
  protected readonly upstreamName = "auth";
  private readonly clientIp: string;
  private readonly language: Language;

  constructor(options: UpstreamOptions & { clientIp: string; language: Language }) {
    super(options);
    this.clientIp = options.clientIp;
    this.language = options.language;
  }

  async signIn(username: string, password: string): Promise<SigninAnswer> {
    try {
      const answer = this.checked(
        sessionAnswerSchema,
        await this.post("auth/signin", { body: { username, password }, headers: this.clientHeaders() }),
        "POST /auth/signin",
      );
      return { kind: "session", token: answer.token, expiresAt: new Date(answer.expiresAt) };
    } catch (error) {
      const refusal = this.refusal(error);
      if (refusal.status === 429) return this.rateLimited(refusal);
      if (refusal.code === "INVALID_CREDENTIALS" || refusal.code === "NOT_CONFIRMED")
        return { kind: "refused", code: refusal.code, message: refusal.message };
      throw error;
    }
  }

  /** Extends the session; null when it has ended. */
  async refresh(token: string): Promise<Date | null> {
    const answer = await this.whenSignedIn(() => this.post("auth/refresh", { headers: this.bearer(token) }));
    return answer && new Date(this.checked(sessionAnswerSchema, answer, "POST /auth/refresh").expiresAt);
  }

  async details(token: string): Promise<AccountModel | null> {
    const answer = await this.whenSignedIn(() =>
      this.get("auth/user/details", { headers: this.bearer(token) }),
    );
    return answer && this.checked(userDetailsSchema, answer, "GET /auth/user/details");
  }

  async logout(token: string): Promise<void> {
    await this.post("auth/logout", { headers: this.bearer(token) });
  }

  async signUp(signup: Signup): Promise<SignupAnswer> {
    try {
      const answer = this.checked(
        signupAnswerSchema,
        await this.post("auth/signup", {
          body: signup,
          headers: { ...this.clientHeaders(), "language-key": languageKey(this.language) },
        }),
        "POST /auth/signup",
      );
      return { kind: "pending", email: answer.email };
    } catch (error) {
      const refusal = this.refusal(error);
      if (refusal.status === 429) return this.rateLimited(refusal);
      if (refusal.code === "USERNAME_TAKEN")
        return {
          kind: "invalid",
          message: refusal.message,
          fields: [{ field: "username", code: "USERNAME_TAKEN", message: refusal.message }],
        };
      if (refusal.status === 422)
        return { kind: "invalid", message: refusal.message, fields: refusal.fields };
      throw error;
    }
  }

  async confirm(code: string): Promise<OptinAnswer> {
    try {
      const answer = await this.post("auth/optin", { body: { uuid: code } });
      return { kind: "confirmed", ...this.checked(optinAnswerSchema, answer, "POST /auth/optin") };
    } catch (error) {
      const refusal = this.refusal(error);
      if (refusal.code === "INVALID_CODE") return { kind: "invalid", message: refusal.message };
      throw error;
    }
  }

  private bearer(token: string) {
    return { authorization: `Bearer ${token}` };
  }

  /** The auth service limits attempts per client, so it must see the shopper, not the gateway. */
  private clientHeaders() {
    return { "x-forwarded-for": this.clientIp };
  }

  /** A read that answers null when the service says the session has ended (403). */
  private async whenSignedIn<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (upstreamStatus(error) === 403) return null;
      throw error;
    }
  }

  private rateLimited(refusal: { message: string; retryAfterSeconds: number }): RateLimitedAnswer {
    return { kind: "rate-limited", message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds };
  }
}

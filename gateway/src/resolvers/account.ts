import type { DetailsUpdate, ShippingAddress, Signup } from "@druckwerk/auth/contract";
import type { GatewayContext } from "../context";
import type { AuthAPI, InvalidAnswer } from "../datasources/auth";
import type { RateLimitedAnswer } from "../datasources/upstream";
import type { AccountDetailsInput, RegisterInput, Resolvers } from "../generated/graphql";
import { fromServiceLanguage, toServiceLanguage } from "../language";
import type { Session } from "../session";

/** A GraphQL input without its null fields: the auth service's contract knows only absent ones. */
export function present<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as never;
}

function signupOf(input: RegisterInput): Signup {
  return {
    username: input.username,
    password: input.password,
    email: input.email,
    ...(input.phone ? { phone: input.phone } : {}),
    billingAddress: present(input.billingAddress),
    ...(input.shippingAddress ? { shippingAddress: present(input.shippingAddress) as ShippingAddress } : {}),
    privacyAccepted: input.privacyAccepted,
  };
}

function detailsUpdateOf(input: AccountDetailsInput): DetailsUpdate {
  return {
    phone: input.phone ?? null,
    billingAddress: present(input.billingAddress),
    shippingAddress: input.shippingAddress ? (present(input.shippingAddress) as ShippingAddress) : null,
  };
}

const notSignedIn = (message: string) => ({
  __typename: "NotSignedIn" as const,
  code: "NOT_SIGNED_IN" as const,
  message,
});
const tooManyAttempts = (answer: RateLimitedAnswer) => ({
  __typename: "TooManyAttempts" as const,
  code: "RATE_LIMITED" as const,
  ...answer,
});
const codeUsedOrExpired = (message: string) => ({
  __typename: "CodeUsedOrExpired" as const,
  code: "INVALID_CODE" as const,
  message,
});
const emailTaken = (message: string) => ({
  __typename: "EmailTaken" as const,
  code: "EMAIL_TAKEN" as const,
  message,
});
const emailInvalid = (answer: InvalidAnswer) => ({
  __typename: "EmailInvalid" as const,
  code: "VALIDATION_FAILED" as const,
  ...answer,
});
const passwordInvalid = (answer: InvalidAnswer) => ({
  __typename: "PasswordInvalid" as const,
  code: "VALIDATION_FAILED" as const,
  ...answer,
});

/**
 * Extends the request's session and its cookie (the cookie lasts as long as the extended session);
 * null, and the cookie dropped, when nobody is signed in or the session has ended.
 */
async function renewedSession(session: Session, auth: AuthAPI) {
  const { token } = session;
  if (!token) return null;
  const expiresAt = await auth.refresh(token);
  if (!expiresAt) {
    session.end();
    return null;
  }
  session.start(token, expiresAt);
  return { token, expiresAt };
}

/**
 * The model files this browser uploaded without a customer become the customer's who signed in,
 * who then reads them on any device (docs/architecture.md, "Who may read a model file"). A failure
 * is logged and never fails the sign-in: the browser still reads them by its uploader key.
 */
async function claimUploads(context: GatewayContext, userId: string) {
  if (!context.uploader.known) return;
  try {
    await context.dataSources.analytx.claimUploads(context.uploader.key, userId);
  } catch (err) {
    context.logger.error({ err, requestId: context.requestId }, "claiming the browser's uploads failed");
  }
}

export const accountResolvers: Resolvers = {
  Query: {
    async viewer(_parent, _args, { session, dataSources: { auth } }) {
      const token = await renewedSession(session, auth);
      return token && auth.details(token.token);
    },
  },
  Mutation: {
    async login(_parent, { input }, context) {
      const { session, language } = context;
      const { auth } = context.dataSources;
      const answer = await auth.signIn(input.username, input.password, toServiceLanguage(language));
      if (answer.kind === "rate-limited") return tooManyAttempts(answer);
      if (answer.kind === "refused")
        return {
          __typename: "LoginRefused",
          code: answer.code,
          reason: answer.code,
          message: answer.message,
        };
      const account = await auth.details(answer.token);
      if (!account) throw new Error("a session the auth service just opened is unknown to it");
      session.start(answer.token, answer.expiresAt);
      await claimUploads(context, account.userId);
      return { __typename: "LoginSucceeded", account };
    },
    async logout(_parent, _args, { session, dataSources: { auth } }) {
      if (session.token) await auth.logout(session.token);
      session.end();
      return true;
    },
    async register(_parent, { input }, { language, dataSources: { auth } }) {
      const answer = await auth.signUp(signupOf(input), toServiceLanguage(language));
      if (answer.kind === "rate-limited") return tooManyAttempts(answer);
      if (answer.kind === "invalid")
        return { __typename: "RegistrationInvalid", code: "VALIDATION_FAILED", ...answer };
      return { __typename: "RegistrationPending", email: answer.email };
    },
    async updateAccountDetails(_parent, { input }, { session, dataSources: { auth } }) {
      const { token } = session;
      if (!token) return notSignedIn("Sign in to change the account's details");
      const answer = await auth.updateDetails(token, detailsUpdateOf(input));
      if (answer.kind === "notSignedIn") {
        session.end(); // the service knows the session no more: its cookie is of no use
        return notSignedIn(answer.message);
      }
      if (answer.kind === "invalid")
        return { __typename: "AccountDetailsInvalid", code: "VALIDATION_FAILED", ...answer };
      return { __typename: "Account", ...answer.account };
    },
    async confirmRegistration(_parent, { code }, { dataSources: { auth } }) {
      const answer = await auth.confirm(code);
      if (answer.kind === "invalid")
        return { __typename: "ConfirmationFailed", code: "INVALID_CODE", message: answer.message };
      return { __typename: "RegistrationConfirmed", ...answer };
    },
    async requestPasswordReset(_parent, { email }, { dataSources: { auth } }) {
      const answer = await auth.requestPasswordReset(email);
      if (answer.kind === "rate-limited") return tooManyAttempts(answer);
      if (answer.kind === "invalid") return emailInvalid(answer);
      if (answer.kind === "active-code-found")
        return {
          __typename: "PasswordResetAlreadyRequested",
          code: "ACTIVE_CODE_FOUND",
          message: answer.message,
        };
      return { __typename: "PasswordResetRequested", email: answer.email };
    },
    async resetPassword(_parent, { code, password }, { dataSources: { auth } }) {
      const answer = await auth.resetPassword(code, password);
      if (answer.kind === "invalid-code") return codeUsedOrExpired(answer.message);
      if (answer.kind === "invalid") return passwordInvalid(answer);
      return { __typename: "PasswordResetDone", username: answer.username };
    },
    async changePassword(_parent, { oldPassword, newPassword }, { session, dataSources: { auth } }) {
      const { token } = session;
      if (!token) return notSignedIn("Sign in to change the password");
      const answer = await auth.changePassword(token, oldPassword, newPassword);
      if (answer.kind === "rate-limited") return tooManyAttempts(answer);
      if (answer.kind === "invalid") return passwordInvalid(answer);
      if (answer.kind === "wrong-password")
        return { __typename: "WrongPassword", code: "WRONG_PASSWORD", message: answer.message };
      // Changed, the service ended every session of the account (this one too); or it had ended.
      session.end();
      if (answer.kind === "notSignedIn") return notSignedIn(answer.message);
      return { __typename: "PasswordChanged", username: answer.username };
    },
    async requestEmailChange(_parent, { email }, { session, dataSources: { auth } }) {
      const { token } = session;
      if (!token) return notSignedIn("Sign in to change the e-mail address");
      const answer = await auth.requestEmailChange(token, email);
      if (answer.kind === "rate-limited") return tooManyAttempts(answer);
      if (answer.kind === "invalid") return emailInvalid(answer);
      if (answer.kind === "taken") return emailTaken(answer.message);
      if (answer.kind === "notSignedIn") {
        session.end();
        return notSignedIn(answer.message);
      }
      return { __typename: "EmailChangeRequested", email: answer.email };
    },
    async confirmEmailChange(_parent, { code }, { dataSources: { auth } }) {
      const answer = await auth.confirmEmailChange(code);
      if (answer.kind === "invalid-code") return codeUsedOrExpired(answer.message);
      if (answer.kind === "taken") return emailTaken(answer.message);
      return { __typename: "EmailChanged", email: answer.email };
    },
    async refreshSession(_parent, _args, { session, dataSources: { auth } }) {
      const renewed = await renewedSession(session, auth);
      if (!renewed) return notSignedIn("Nobody is signed in, or the session has ended");
      return { __typename: "SessionRefreshed", expiresAt: renewed.expiresAt.toISOString() };
    },
  },
  Account: {
    id: (account) => account.userId,
    language: (account) => fromServiceLanguage(account.language),
    billingAddress: (account) => account.billingInformation,
    shippingAddress: (account) => account.shippingInformation,
  },
  Address: {
    title: (address) => address.title ?? null,
    company: (address) => address.company ?? null,
    addressSuffix: (address) => address.addressSuffix ?? null,
    email: (address) => address.email ?? null,
    vatRegistrationNumber: (address) => address.vatRegistrationNumber ?? null,
    country: (address, _args, { language, dataSources }) =>
      dataSources.shipping.country(address.countryId ?? "", language),
  },
};

import type { DetailsUpdate, ShippingAddress, Signup } from "@druckwerk/auth/contract";
import type { AccountDetailsInput, RegisterInput, Resolvers } from "../generated/graphql";
import { toServiceLanguage } from "../language";

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

export const accountResolvers: Resolvers = {
  Query: {
    async viewer(_parent, _args, { session, dataSources: { auth } }) {
      const { token } = session;
      if (!token) return null;
      const expiresAt = await auth.refresh(token);
      if (!expiresAt) {
        session.end();
        return null;
      }
      session.start(token, expiresAt); // the cookie lasts as long as the extended session
      return auth.details(token);
    },
  },
  Mutation: {
    async login(_parent, { input }, { session, dataSources: { auth } }) {
      const answer = await auth.signIn(input.username, input.password);
      if (answer.kind === "rate-limited")
        return { __typename: "TooManyAttempts", code: "RATE_LIMITED", ...answer };
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
      return { __typename: "LoginSucceeded", account };
    },
    async logout(_parent, _args, { session, dataSources: { auth } }) {
      if (session.token) await auth.logout(session.token);
      session.end();
      return true;
    },
    async register(_parent, { input }, { language, dataSources: { auth } }) {
      const answer = await auth.signUp(signupOf(input), toServiceLanguage(language));
      if (answer.kind === "rate-limited")
        return { __typename: "TooManyAttempts", code: "RATE_LIMITED", ...answer };
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
  },
  Account: {
    id: (account) => account.userId,
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

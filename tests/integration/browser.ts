import { expect } from "vitest";
import { optinCodeSentTo } from "../tools/outbox";
import type { TestShop } from "./harness";

/** A union member as the tests read it. */
export interface Answer {
  __typename: string;
  [field: string]: unknown;
}

/**
 * GraphQL calls from one browser: the session cookie it was given goes back with the next call.
 * `ip` is sent as `X-Forwarded-For`, which a shop started with `TRUST_PROXY: "loopback"` takes as
 * the client's address (the attempt limits count per client); any other shop ignores it.
 */
export function browser(shop: TestShop, ip: string) {
  let cookie = "";
  const call = async <T = Answer>(query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0] ?? "";
    const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { data: Object.values(body.data ?? {})[0] as T, setCookie };
  };
  return { call, cookie: () => cookie, setCookie: (value: string) => (cookie = value) };
}
export type Browser = ReturnType<typeof browser>;

export const PASSWORD = "Druck-2026!";

/** A German billing address by the registration's rules. */
export const billingAddress = {
  firstname: "Erika",
  lastname: "Mustermann",
  street: "Heidestraße 17",
  postalCode: "51147",
  city: "Köln",
  countryId: "DE",
};

/**
 * A browser signed in to a new account: registered with `billingAddress` (and what `input` adds),
 * confirmed by the link in the e-mail to `email`, signed in.
 */
export async function signedInBrowser(
  shop: TestShop,
  ip: string,
  input: { username: string; email: string; billingAddress: Record<string, unknown> } & Record<
    string,
    unknown
  >,
): Promise<Browser> {
  const b = browser(shop, ip);
  const registered = await b.call(
    `mutation ($input: RegisterInput!) { register(input: $input) { __typename } }`,
    { input: { password: PASSWORD, privacyAccepted: true, ...input } },
  );
  expect(registered.data.__typename).toBe("RegistrationPending");
  const code = optinCodeSentTo(shop.dataDir, input.email);
  const confirmed = await b.call(
    `mutation ($code: String!) { confirmRegistration(code: $code) { __typename } }`,
    {
      code,
    },
  );
  expect(confirmed.data.__typename).toBe("RegistrationConfirmed");
  const login = await b.call(`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, {
    input: { username: input.username, password: PASSWORD },
  });
  expect(login.data.__typename).toBe("LoginSucceeded");
  return b;
}

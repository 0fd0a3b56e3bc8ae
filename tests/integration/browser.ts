import { expect } from "vitest";
import { optinCodeSentTo } from "../tools/outbox";
import type { TestShop } from "./harness";

/** A union member as the tests read it. */
export interface Answer {
  __typename: string;
  [field: string]: unknown;
}

/**
 * GraphQL calls from one browser: the cookies it was given (the session's, the orders') go back
 * with the next call.
 * `ip` is sent as `X-Forwarded-For`, which a shop started with `TRUST_PROXY: "loopback"` takes as
 * the client's address (the attempt limits count per client); any other shop ignores it.
 */
export function browser(shop: TestShop, ip: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const setCookie = (header: string) => {
    jar.clear();
    for (const pair of header.split("; ").filter(Boolean)) {
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  /** A GraphQL operation; `language` is the page's (`Accept-Language`), German when not given. */
  const call = async <T = Answer>(query: string, variables?: Record<string, unknown>, language?: string) => {
    const response = await fetch(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip,
        ...(language ? { "accept-language": language } : {}),
        ...(jar.size ? { cookie: cookie() } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return { data: Object.values(body.data ?? {})[0] as T, setCookie: response.headers.get("set-cookie") };
  };
  /** A GET through the gateway (a media URL) with this browser's cookies. */
  const get = (url: string) => fetch(url, { headers: jar.size ? { cookie: cookie() } : {} });
  return { call, get, cookie, setCookie };
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

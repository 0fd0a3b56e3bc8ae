import { createClient } from "graphql-ws";
import { expect } from "vitest";
import WebSocket from "ws";
import { optinCodeSentTo } from "../tools/outbox";
import { type GraphQLResponse, type TestShop, uploadForm } from "./harness";

/** A union member as the tests read it. */
export interface Answer {
  __typename: string;
  [field: string]: unknown;
}

/**
 * GraphQL calls from one browser: the cookies it was given (the session's, the orders', the
 * uploader's) go back with the next call.
 * `ip` is sent as `X-Forwarded-For`, which a shop started with `TRUST_PROXY: "loopback"` takes as
 * the client's address (the attempt limits count per client); any other shop ignores it.
 */
export function browser(shop: Pick<TestShop, "shopUrl">, ip: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const setCookie = (header: string) => {
    jar.clear();
    for (const pair of header.split("; ").filter(Boolean)) {
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  /** Sends a request to the gateway with this browser's cookies and keeps the cookies it answers. */
  const send = async (url: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const response = await fetch(url, {
      ...init,
      headers: { "x-forwarded-for": ip, ...init.headers, ...(jar.size ? { cookie: cookie() } : {}) },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    return response;
  };
  const post = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    send(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
  /** A GraphQL call answered as it is, errors and all. */
  const graphql = async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => (await (await post(query, variables, headers)).json()) as GraphQLResponse<T>;
  /**
   * A GraphQL call that must not fail: its one root field's answer. `language` is the page's
   * (`Accept-Language`), German when not given.
   */
  const call = async <T = Answer>(query: string, variables?: Record<string, unknown>, language?: string) => {
    const response = await post(query, variables, language ? { "accept-language": language } : {});
    const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    // The session's cookies: every browser's first answer also carries its uploader key.
    const setCookie =
      response.headers
        .getSetCookie()
        .filter((cookie) => !cookie.startsWith("druckwerk_uploader="))
        .join(", ") || null;
    return { data: Object.values(body.data ?? {})[0] as T, setCookie };
  };
  /** A GraphQL multipart request (as the storefront sends an upload) carrying `file` as `$file`. */
  const upload = async <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    file: { bytes: Uint8Array; filename: string },
  ) => {
    const response = await send(`${shop.shopUrl}/graphql`, {
      method: "POST",
      body: uploadForm(query, variables, file),
      headers: { "apollo-require-preflight": "true" },
    });
    return (await response.json()) as GraphQLResponse<T>;
  };
  /** A GET through the gateway (a media URL) with this browser's cookies (and `headers`). */
  const get = (url: string, headers: Record<string, string> = {}) => send(url, { headers });
  /** A graphql-ws client whose socket opens with the cookies this browser holds now. */
  const socket = () => {
    const headers = jar.size ? { cookie: cookie() } : {};
    return createClient({
      url: `${shop.shopUrl.replace("http", "ws")}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
      retryAttempts: 0,
    });
  };
  return { call, graphql, upload, get, socket, cookie, setCookie };
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

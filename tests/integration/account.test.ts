import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { optinCodeSentTo } from "../tools/outbox";
import {
  type Answer,
  type Browser,
  billingAddress,
  PASSWORD,
  browser as shopBrowser,
  signedInBrowser,
} from "./browser";
import { startTestShop, type TestShop } from "./harness";

const accountFields = `id username email phone
  billingAddress { firstname lastname street postalCode city company country { id name } }
  shippingAddress { city country { id } }`;
const registerMutation = `mutation Register($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on RegistrationPending { email }
    ... on RegistrationInvalid { code fields { field code } }
    ... on TooManyAttempts { retryAfterSeconds }
  }
}`;
const confirmMutation = `mutation Confirm($code: String!) {
  confirmRegistration(code: $code) {
    __typename
    ... on RegistrationConfirmed { username alreadyConfirmed }
    ... on ConfirmationFailed { code }
  }
}`;
const loginMutation = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginSucceeded { account { ${accountFields} } }
    ... on LoginRefused { reason message }
    ... on TooManyAttempts { code retryAfterSeconds }
  }
}`;
const viewerQuery = `{ viewer { ${accountFields} } }`;

describe.each(testDatabaseKinds())("accounts (%s)", (kind) => {
  let shop: TestShop;
  let client = 0;
  beforeAll(async () => {
    // Each test is its own client (X-Forwarded-For from loopback is trusted) for the attempt limit.
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback", AUTH_RATE_LIMIT: "6" });
  });
  afterAll(() => shop?.stop());

  /** A browser of its own client address, for the attempt limit. */
  const browser = (ip = `203.0.113.${++client}`) => shopBrowser(shop, ip);

  const register = (b: Browser, input: Record<string, unknown>) =>
    b.call(registerMutation, {
      input: {
        password: PASSWORD,
        email: "erika@example.com",
        privacyAccepted: true,
        billingAddress,
        ...input,
      },
    });
  const optinCodeFor = (email: string) => optinCodeSentTo(shop.dataDir, email);

  it("registers, confirms by the e-mail's link, signs in with a cookie and signs out", async () => {
    const b = browser();
    const registered = await register(b, { username: "erika", email: "erika@example.com" });
    expect(registered.data).toEqual({ __typename: "RegistrationPending", email: "erika@example.com" });

    // Not confirmed yet: the right password is not enough.
    const early = await b.call(loginMutation, { input: { username: "erika", password: "Druck-2026!" } });
    expect(early.data).toMatchObject({ __typename: "LoginRefused", reason: "NOT_CONFIRMED" });

    const code = optinCodeFor("erika@example.com");
    expect(code).toBeDefined();
    expect((await b.call(confirmMutation, { code })).data).toEqual({
      __typename: "RegistrationConfirmed",
      username: "erika",
      alreadyConfirmed: false,
    });
    expect((await b.call(confirmMutation, { code })).data).toMatchObject({ alreadyConfirmed: true });

    const wrong = await b.call(loginMutation, { input: { username: "erika", password: "falsch-falsch" } });
    expect(wrong.data).toMatchObject({ __typename: "LoginRefused", reason: "INVALID_CREDENTIALS" });
    expect(wrong.setCookie).toBeNull();

    // The user name is found regardless of case.
    const login = await b.call(loginMutation, { input: { username: "Erika", password: "Druck-2026!" } });
    expect(login.data).toMatchObject({
      __typename: "LoginSucceeded",
      account: {
        username: "erika",
        email: "erika@example.com",
        shippingAddress: null,
        billingAddress: { city: "Köln", country: { id: "DE", name: "Deutschland" } },
      },
    });
    expect(login.setCookie).toMatch(/^druckwerk_session=[\w-]{40,};.*HttpOnly/i);
    expect(login.setCookie).toMatch(/SameSite=Lax/i);

    const sessionCookie = b.cookie();
    expect((await b.call(viewerQuery)).data).toMatchObject({ username: "erika" });
    expect(await b.call("mutation { logout }")).toMatchObject({ data: true });
    expect((await b.call(viewerQuery)).data).toBeNull();

    // The ended session's cookie, sent again, signs nobody in.
    const replay = browser();
    replay.setCookie(sessionCookie);
    expect((await replay.call(viewerQuery)).data).toBeNull();
  });

  it("keeps only a hash of the password", async () => {
    await register(browser(), { username: "hashcheck", email: "hash@example.com" });
    const { rows } = (await shop.database.db.execute(
      sql`select password_hash from auth.users where username = 'hashcheck'`,
    )) as unknown as { rows: { password_hash: string }[] };
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]?.password_hash).not.toContain("Druck-2026!");
  });

  it("refuses a user name taken in any case, also when two register at once", async () => {
    const answers = await Promise.all(
      ["Max3D", "max3d", "MAX3D"].map((username) =>
        register(browser(), { username, email: "max@example.com" }),
      ),
    );
    const kinds = answers.map((a) => a.data.__typename).sort();
    expect(kinds).toEqual(["RegistrationInvalid", "RegistrationInvalid", "RegistrationPending"]);
    for (const answer of answers.filter((a) => a.data.__typename === "RegistrationInvalid"))
      expect(answer.data.fields).toEqual([{ field: "username", code: "USERNAME_TAKEN" }]);
    const { rows } = (await shop.database.db.execute(
      sql`select count(*)::int as n from auth.users where lower(username) = 'max3d'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it("names every field that breaks a rule and stores nothing", async () => {
    const b = browser();
    const codes = async (input: Record<string, unknown>) => {
      const { data } = await register(b, input);
      expect(data.__typename).toBe("RegistrationInvalid");
      return Object.fromEntries(
        (data.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]),
      );
    };
    expect(await codes({ username: "abc", password: "kurz", email: "keine-adresse" })).toEqual({
      username: "TOO_SHORT",
      password: "TOO_SHORT",
      email: "INVALID_EMAIL",
    });
    expect(await codes({ username: "a@b.de", password: "x".repeat(21) })).toEqual({
      username: "CONTAINS_AT",
      password: "TOO_LONG",
    });
    expect(
      await codes({
        username: "plzfehler",
        billingAddress: { ...billingAddress, postalCode: "5114", lastname: "" },
      }),
    ).toEqual({ "billingAddress.lastname": "REQUIRED" });
    expect(
      await codes({ username: "plzfehler", billingAddress: { ...billingAddress, postalCode: "5114" } }),
    ).toEqual({
      "billingAddress.postalCode": "INVALID_POSTAL_CODE",
    });
    expect(
      await codes({
        username: "firma-at",
        billingAddress: {
          ...billingAddress,
          countryId: "AT",
          postalCode: "1010",
          company: "Wiener Teile GmbH",
        },
        shippingAddress: { ...billingAddress, countryId: "XX" },
      }),
    ).toEqual({
      "billingAddress.vatRegistrationNumber": "REQUIRED",
      "shippingAddress.countryId": "COUNTRY_NOT_SERVED",
    });
    expect(await codes({ username: "ohnedatenschutz", privacyAccepted: false })).toEqual({
      privacyAccepted: "NOT_ACCEPTED",
    });
    const { rows } = (await shop.database.db.execute(
      sql`select count(*)::int as n from auth.users where username in ('plzfehler', 'firma-at', 'ohnedatenschutz')`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it("replaces the signed-in shopper's phone and addresses by the registration's rules", async () => {
    const update = `mutation ($input: AccountDetailsInput!) { updateAccountDetails(input: $input) {
      __typename
      ... on Account { ${accountFields} }
      ... on AccountDetailsInvalid { code fields { field code } }
      ... on NotSignedIn { code message } } }`;
    const codes = (answer: Answer) =>
      Object.fromEntries((answer.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]));
    const austrian = { ...billingAddress, countryId: "AT", postalCode: "1010", company: "Wiener Teile GmbH" };

    expect((await browser().call(update, { input: { billingAddress } })).data).toMatchObject({
      __typename: "NotSignedIn",
      code: "NOT_SIGNED_IN",
    });
    const guestPut = await fetch(`${shop.servicesUrl}/auth/user/details`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ billingAddress }),
    });
    expect(guestPut.status).toBe(403);
    expect(((await guestPut.json()) as { error: { code: string } }).error.code).toBe("NOT_SIGNED_IN");

    const b = await signedInBrowser(shop, `203.0.113.${++client}`, {
      username: "profil",
      email: "profil@example.com",
      phone: "0221 123456",
      billingAddress,
    });
    const before = (await b.call(viewerQuery)).data;
    const tooLong = await b.call(update, {
      input: {
        phone: "0".repeat(16),
        billingAddress,
        shippingAddress: { ...billingAddress, firstname: "x".repeat(21) },
      },
    });
    expect(tooLong.data.__typename).toBe("AccountDetailsInvalid");
    expect(codes(tooLong.data)).toEqual({ phone: "TOO_LONG", "shippingAddress.firstname": "TOO_LONG" });
    const noVatId = await b.call(update, {
      input: { billingAddress: { ...austrian, postalCode: "51147" } },
    });
    expect(noVatId.data).toMatchObject({ __typename: "AccountDetailsInvalid", code: "VALIDATION_FAILED" });
    expect(codes(noVatId.data)).toEqual({
      "billingAddress.postalCode": "INVALID_POSTAL_CODE",
      "billingAddress.vatRegistrationNumber": "REQUIRED",
    });
    expect((await b.call(viewerQuery)).data).toEqual(before);

    const updated = await b.call(update, {
      input: {
        phone: "+43 1 234567",
        billingAddress: { ...austrian, vatRegistrationNumber: "ATU12345678" },
        shippingAddress: { ...billingAddress, city: "Bonn", postalCode: "53111" },
      },
    });
    expect(updated.data).toMatchObject({
      __typename: "Account",
      username: "profil",
      phone: "+43 1 234567",
      billingAddress: { company: "Wiener Teile GmbH", postalCode: "1010", country: { id: "AT" } },
      shippingAddress: { city: "Bonn", country: { id: "DE" } },
    });
    const { __typename, ...account } = updated.data;
    expect((await b.call(viewerQuery)).data).toEqual(account);

    // Without a phone and a shipping address, the account keeps neither.
    const plain = await b.call(update, { input: { billingAddress } });
    expect(plain.data).toMatchObject({
      phone: null,
      shippingAddress: null,
      billingAddress: { city: "Köln" },
    });

    // A session that ended is refused by the service, and its cookie dropped.
    const ended = b.cookie();
    await b.call("mutation { logout }");
    b.setCookie(ended);
    const late = await b.call(update, { input: { billingAddress } });
    expect(late.data).toMatchObject({ __typename: "NotSignedIn", code: "NOT_SIGNED_IN" });
    expect(late.setCookie).toMatch(/^druckwerk_session=;/);
  });

  it("refuses an unknown confirmation code", async () => {
    for (const code of ["00000000-0000-4000-8000-000000000000", "kein-code"])
      expect((await browser().call(confirmMutation, { code })).data).toMatchObject({
        __typename: "ConfirmationFailed",
        code: "INVALID_CODE",
      });
  });

  it("limits sign-in attempts per client", async () => {
    const ip = "198.51.100.66";
    const b = browser(ip);
    const attempts = [];
    for (let i = 0; i < 7; i++)
      attempts.push(
        (await b.call(loginMutation, { input: { username: "niemand", password: "geraten-123" } })).data,
      );
    expect(attempts.slice(0, 6).every((a) => a.reason === "INVALID_CREDENTIALS")).toBe(true);
    expect(attempts[6]).toMatchObject({ __typename: "TooManyAttempts", code: "RATE_LIMITED" });
    expect(attempts[6]?.retryAfterSeconds).toBeGreaterThan(0);
    // The count is kept in the database, where every auth process reads it.
    const { rows } = (await shop.database.db.execute(
      sql`select count from platform.rate_limits where namespace = 'auth:sign-in' and key = ${`POST /auth/signin ${ip}`}`,
    )) as unknown as { rows: { count: number }[] };
    expect(rows).toEqual([{ count: 7 }]);
    // Another client is not affected.
    const other = await browser().call(loginMutation, {
      input: { username: "niemand", password: "geraten-123" },
    });
    expect(other.data.reason).toBe("INVALID_CREDENTIALS");
  });

  it("lists the shipping countries, Germany first, named in the shopper's language", async () => {
    const answer = await shop.graphql<{
      shippingCountries: { id: string; name: string; postalCodePattern: string }[];
    }>("{ shippingCountries { id name postalCodePattern } }", {}, { "accept-language": "en" });
    expect(answer.data?.shippingCountries[0]).toEqual({
      id: "DE",
      name: "Germany",
      postalCodePattern: "\\d{5}",
    });
    expect(answer.data?.shippingCountries.map((c) => c.id)).toContain("AT");
  });
});

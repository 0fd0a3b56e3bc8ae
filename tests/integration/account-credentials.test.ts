import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksSentTo, outboxMails } from "../tools/outbox";
import {
  type Answer,
  type Browser,
  billingAddress,
  PASSWORD,
  browser as shopBrowser,
  signedInBrowser,
} from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";

const PUBLIC_URL = "https://shop.druckwerk.test";
const NEW_PASSWORD = "Neues Passwort 2026";

const requestResetMutation = `mutation ($email: String!) {
  requestPasswordReset(email: $email) {
    __typename
    ... on PasswordResetRequested { email }
    ... on ErrorResult { code message }
    ... on EmailInvalid { fields { field code } }
    ... on TooManyAttempts { retryAfterSeconds }
  }
}`;
const resetMutation = `mutation ($code: String!, $password: String!) {
  resetPassword(code: $code, password: $password) {
    __typename
    ... on PasswordResetDone { username }
    ... on ErrorResult { code message }
    ... on PasswordInvalid { fields { field code } }
  }
}`;
const changePasswordMutation = `mutation ($oldPassword: String!, $newPassword: String!) {
  changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
    __typename
    ... on PasswordChanged { username }
    ... on ErrorResult { code message }
    ... on PasswordInvalid { fields { field code } }
  }
}`;
const requestEmailChangeMutation = `mutation ($email: String!) {
  requestEmailChange(email: $email) {
    __typename
    ... on EmailChangeRequested { email }
    ... on ErrorResult { code message }
    ... on EmailInvalid { fields { field code } }
  }
}`;
const confirmEmailChangeMutation = `mutation ($code: String!) {
  confirmEmailChange(code: $code) {
    __typename
    ... on EmailChanged { email }
    ... on ErrorResult { code message }
  }
}`;
const refreshMutation = `mutation {
  refreshSession { __typename ... on SessionRefreshed { expiresAt } ... on ErrorResult { code } }
}`;
const loginMutation = `mutation ($input: LoginInput!) {
  login(input: $input) { __typename ... on LoginRefused { reason } }
}`;
const viewerQuery = "{ viewer { username email } }";

describe.each(testDatabaseKinds())("password reset, password and e-mail change, refresh (%s)", (kind) => {
  let shop: TestShop;
  let client = 0;
  beforeAll(async () => {
    // Each test is its own client (X-Forwarded-For from loopback is trusted) for the attempt limit;
    // the links in e-mails are built from PUBLIC_URL, never from the request.
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback", AUTH_RATE_LIMIT: "6", PUBLIC_URL });
  });
  afterAll(() => shop?.stop());

  const nextIp = () => `203.0.113.${++client}`;
  const browser = () => shopBrowser(shop, nextIp());
  const account = (username: string) =>
    signedInBrowser(shop, nextIp(), { username, email: `${username}@example.com`, billingAddress });
  const login = (b: Browser, username: string, password: string, language?: string) =>
    b.call(loginMutation, { input: { username, password } }, language);
  const viewer = async (b: Browser) => (await b.call<Answer | null>(viewerQuery)).data;
  const execute = async <Row>(query: ReturnType<typeof sql>) =>
    ((await shop.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** The first reset link mailed to `email`, once it was (the mail goes out after the answer). */
  const resetLinkTo = (email: string) =>
    eventually(() => linksSentTo(shop.dataDir, email, "reset-password")[0], `the reset link to ${email}`);

  /** The reset request as the storefront sends it, raw: status and body. */
  const rawResetRequest = async (email: string, ip: string) => {
    const response = await fetch(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ query: requestResetMutation, variables: { email } }),
    });
    return { status: response.status, body: (await response.text()).replaceAll(email, "<address>") };
  };

  it("writes account mails in the account's language: the sign-up's, then the latest sign-in's", async () => {
    await account("sprache");
    const mailsTo = (address: string) =>
      outboxMails(shop.dataDir).filter((m) => m.includes(`To: ${address}`));
    const french = browser();
    expect((await login(french, "sprache", PASSWORD, "fr")).data.__typename).toBe("LoginSucceeded");
    expect((await french.call<Answer>("{ viewer { language } }")).data).toEqual({ language: "FR" });

    // Asked for from a German page, the reset link still goes out in French.
    expect(
      (await browser().call<Answer>(requestResetMutation, { email: "sprache@example.com" })).data,
    ).toMatchObject({
      __typename: "PasswordResetRequested",
    });
    await resetLinkTo("sprache@example.com");
    expect(mailsTo("sprache@example.com").at(-1)).toContain("Subject: Votre nouveau mot de passe Druckwerk");

    const english = browser();
    await login(english, "sprache", PASSWORD, "en");
    await english.call(requestEmailChangeMutation, { email: "language@example.com" });
    expect(mailsTo("language@example.com").at(-1)).toContain(
      "Subject: Please confirm your new e-mail address",
    );
    expect((await french.call<Answer>("{ viewer { language } }")).data).toEqual({ language: "EN" });
  });

  it("answers a reset request alike for a known and an unknown address, and refuses a second within 24 hours for both", async () => {
    await account("bekannt");
    const ip = nextIp();
    const known = await rawResetRequest("bekannt@example.com", ip);
    const unknown = await rawResetRequest("unbekannt@example.com", ip);
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(JSON.parse(known.body)).toEqual({
      data: { requestPasswordReset: { __typename: "PasswordResetRequested", email: "<address>" } },
    });

    // The REST route, too: the same status and body (but for the request id).
    const rest = async (email: string) => {
      const response = await fetch(`${shop.servicesUrl}/auth/reset-password`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
        body: JSON.stringify({ email }),
      });
      const { error } = (await response.json()) as { error: { requestId: string } };
      return { status: response.status, error: { ...error, requestId: "<request id>" } };
    };
    const knownAgain = await rest("bekannt@example.com");
    expect(knownAgain.status).toBe(409);
    expect(await rest("unbekannt@example.com")).toEqual(knownAgain);
    expect(knownAgain.error).toMatchObject({ code: "ACTIVE_CODE_FOUND" });

    // Through GraphQL, from another client and in another case: still refused, for both.
    const b = browser();
    for (const email of ["BEKANNT@example.com", "UnBekannt@Example.com"])
      expect((await b.call(requestResetMutation, { email })).data).toMatchObject({
        __typename: "PasswordResetAlreadyRequested",
        code: "ACTIVE_CODE_FOUND",
      });

    // One link went out, to the known address only; the unknown one is kept only as a hash.
    await resetLinkTo("bekannt@example.com");
    expect(linksSentTo(shop.dataDir, "bekannt@example.com", "reset-password")).toHaveLength(1);
    expect(outboxMails(shop.dataDir).some((mail) => mail.includes("unbekannt@example.com"))).toBe(false);
    const requests = await execute<{ address_hash: string }>(
      sql`select address_hash from auth.password_reset_requests`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.some((r) => r.address_hash.includes("@"))).toBe(false);

    // A malformed address is named, and nothing is recorded for it.
    expect((await browser().call(requestResetMutation, { email: "keine-adresse" })).data).toMatchObject({
      __typename: "EmailInvalid",
      code: "VALIDATION_FAILED",
      fields: [{ field: "email", code: "INVALID_EMAIL" }],
    });
  });

  it("gives one of several reset requests at once the link", async () => {
    await account("eilig");
    const answers = await Promise.all(
      [1, 2, 3].map(
        async () => (await browser().call(requestResetMutation, { email: "eilig@example.com" })).data,
      ),
    );
    expect(answers.map((a) => a.__typename).sort()).toEqual([
      "PasswordResetAlreadyRequested",
      "PasswordResetAlreadyRequested",
      "PasswordResetRequested",
    ]);
    await resetLinkTo("eilig@example.com");
    expect(linksSentTo(shop.dataDir, "eilig@example.com", "reset-password")).toHaveLength(1);
  });

  it("resets the password by the mailed link once, ends the sessions and refuses the old password", async () => {
    const before = await account("vergesslich");
    expect(await viewer(before)).toMatchObject({ username: "vergesslich" });

    const b = browser();
    const requested = await shop.graphql(
      requestResetMutation,
      { email: "vergesslich@example.com" },
      { "accept-language": "en", "x-forwarded-for": nextIp() },
    );
    expect(requested.data?.requestPasswordReset).toMatchObject({ __typename: "PasswordResetRequested" });
    const { link, code } = await resetLinkTo("vergesslich@example.com");
    // In the account's language (German, of its sign-up), not the request's; from the configured shop URL.
    expect(link).toBe(`${PUBLIC_URL}/reset-password/${code}`);
    expect(code).toMatch(/^[\w-]{43}$/);
    // Only the code's hash is stored.
    const stored = await execute<{ code_hash: string }>(sql`select code_hash from auth.password_resets`);
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    // A password breaking the rules is named, and the code still works afterwards.
    for (const [password, rule] of [
      ["kurz", "TOO_SHORT"],
      ["x".repeat(21), "TOO_LONG"],
      ["Passwört-2026!", "INVALID_FORMAT"],
    ] as const)
      expect((await b.call(resetMutation, { code, password })).data).toEqual({
        __typename: "PasswordInvalid",
        code: "VALIDATION_FAILED",
        message: expect.any(String),
        fields: [{ field: "password", code: rule }],
      });

    expect((await b.call(resetMutation, { code, password: NEW_PASSWORD })).data).toEqual({
      __typename: "PasswordResetDone",
      username: "vergesslich",
    });
    // The session opened before the reset has ended.
    expect(await viewer(before)).toBeNull();
    expect((await login(b, "vergesslich", PASSWORD)).data).toMatchObject({ reason: "INVALID_CREDENTIALS" });
    expect((await login(b, "vergesslich", NEW_PASSWORD)).data.__typename).toBe("LoginSucceeded");

    // The link works once; an unknown code is refused alike.
    for (const used of [code, "kein-code"])
      expect(
        (await browser().call(resetMutation, { code: used, password: "Noch ein Passwort" })).data,
      ).toMatchObject({ __typename: "CodeUsedOrExpired", code: "INVALID_CODE" });
    expect((await login(browser(), "vergesslich", NEW_PASSWORD)).data.__typename).toBe("LoginSucceeded");
  });

  it("refuses an expired reset link", async () => {
    await account("spaet");
    expect((await browser().call(requestResetMutation, { email: "spaet@example.com" })).data.__typename).toBe(
      "PasswordResetRequested",
    );
    const { code } = await resetLinkTo("spaet@example.com");
    await execute(
      sql`update auth.password_resets set expires_at = now() - interval '1 second' where expires_at > now()
          and user_id = (select id from auth.users where username = 'spaet')`,
    );
    expect((await browser().call(resetMutation, { code, password: NEW_PASSWORD })).data).toMatchObject({
      __typename: "CodeUsedOrExpired",
      code: "INVALID_CODE",
    });
    expect((await login(browser(), "spaet", PASSWORD)).data.__typename).toBe("LoginSucceeded");
  });

  it("changes the password with the right old one and ends every session", async () => {
    const b = await account("wechsler");
    const other = browser();
    expect((await login(other, "wechsler", PASSWORD)).data.__typename).toBe("LoginSucceeded");

    expect(
      (await browser().call(changePasswordMutation, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }))
        .data,
    ).toMatchObject({
      __typename: "NotSignedIn",
      code: "NOT_SIGNED_IN",
    });
    const wrong = await b.call(changePasswordMutation, {
      oldPassword: "geraten-123",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.data).toMatchObject({ __typename: "WrongPassword", code: "WRONG_PASSWORD" });
    expect(wrong.setCookie).toBeNull();
    const invalid = await b.call(changePasswordMutation, {
      oldPassword: PASSWORD,
      newPassword: "ohne-Bindestrich!",
    });
    expect(invalid.data).toMatchObject({
      __typename: "PasswordInvalid",
      fields: [{ field: "newPassword", code: "INVALID_FORMAT" }],
    });
    // Refused twice, the session lives on and the password is the old one.
    expect(await viewer(b)).toMatchObject({ username: "wechsler" });

    const changed = await b.call(changePasswordMutation, {
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.data).toEqual({ __typename: "PasswordChanged", username: "wechsler" });
    expect(changed.setCookie).toMatch(/^druckwerk_session=;/);
    expect(await viewer(b)).toBeNull();
    expect(await viewer(other)).toBeNull();
    expect((await login(browser(), "wechsler", PASSWORD)).data).toMatchObject({
      reason: "INVALID_CREDENTIALS",
    });
    expect((await login(browser(), "wechsler", NEW_PASSWORD)).data.__typename).toBe("LoginSucceeded");
  });

  it("limits wrong old passwords per client", async () => {
    const b = await account("rater");
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        (await b.call(changePasswordMutation, { oldPassword: `geraten-${i}`, newPassword: NEW_PASSWORD }))
          .data,
      );
    expect(answers.slice(0, 6).every((a) => a.__typename === "WrongPassword")).toBe(true);
    expect(answers[6]).toMatchObject({ __typename: "TooManyAttempts", code: "RATE_LIMITED" });
  });

  it("changes the e-mail address only once the link to the new address was followed", async () => {
    const b = await account("umzug");
    await account("belegt");

    expect(
      (await browser().call(requestEmailChangeMutation, { email: "neu@example.com" })).data,
    ).toMatchObject({
      __typename: "NotSignedIn",
    });
    expect((await b.call(requestEmailChangeMutation, { email: "Belegt@Example.com" })).data).toMatchObject({
      __typename: "EmailTaken",
      code: "EMAIL_TAKEN",
    });
    expect((await b.call(requestEmailChangeMutation, { email: "keine-adresse" })).data).toMatchObject({
      __typename: "EmailInvalid",
      fields: [{ field: "email", code: "INVALID_EMAIL" }],
    });

    const requested = await b.call(requestEmailChangeMutation, { email: "umzug-neu@example.com" });
    expect(requested.data).toEqual({ __typename: "EmailChangeRequested", email: "umzug-neu@example.com" });
    expect(await viewer(b)).toMatchObject({ email: "umzug@example.com" });
    const { link, code } = linksSentTo(shop.dataDir, "umzug-neu@example.com", "mail-update")[0] ?? {};
    expect(link).toBe(`${PUBLIC_URL}/mail-update/${code}`);
    expect(linksSentTo(shop.dataDir, "umzug@example.com", "mail-update")).toEqual([]);

    // The link works in any browser, signed in or not, and once.
    expect((await browser().call(confirmEmailChangeMutation, { code })).data).toEqual({
      __typename: "EmailChanged",
      email: "umzug-neu@example.com",
    });
    expect(await viewer(b)).toMatchObject({ email: "umzug-neu@example.com" });
    expect((await browser().call(confirmEmailChangeMutation, { code })).data).toMatchObject({
      __typename: "CodeUsedOrExpired",
      code: "INVALID_CODE",
    });

    // An expired link is refused, and so is one whose address another account took meanwhile.
    await b.call(requestEmailChangeMutation, { email: "umzug-spaet@example.com" });
    const [late] = linksSentTo(shop.dataDir, "umzug-spaet@example.com", "mail-update");
    await execute(
      sql`update auth.email_changes set expires_at = now() - interval '1 second' where email = 'umzug-spaet@example.com'`,
    );
    expect((await browser().call(confirmEmailChangeMutation, { code: late?.code })).data).toMatchObject({
      __typename: "CodeUsedOrExpired",
    });
    await b.call(requestEmailChangeMutation, { email: "umstritten@example.com" });
    const [contested] = linksSentTo(shop.dataDir, "umstritten@example.com", "mail-update");
    await execute(sql`update auth.users set email = 'Umstritten@example.com' where username = 'belegt'`);
    expect((await browser().call(confirmEmailChangeMutation, { code: contested?.code })).data).toMatchObject({
      __typename: "EmailTaken",
    });
    expect(await viewer(b)).toMatchObject({ email: "umzug-neu@example.com" });
  });

  it("refreshes a live session with 201 and renews it; refuses a dead one with 403", async () => {
    await account("frisch");
    const signin = await fetch(`${shop.servicesUrl}/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify({ username: "frisch", password: PASSWORD }),
    });
    const { token } = (await signin.json()) as { token: string };
    // The session is about to end …
    await execute(
      sql`update auth.sessions set expires_at = now() + interval '1 minute'
          where user_id = (select id from auth.users where username = 'frisch')`,
    );
    const refresh = (bearer?: string) =>
      fetch(`${shop.servicesUrl}/auth/refresh`, {
        method: "POST",
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    const refreshed = await refresh(token);
    expect(refreshed.status).toBe(201);
    const { expiresAt } = (await refreshed.json()) as { expiresAt: string };
    // … and lasts SESSION_DAYS (30) again.
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    for (const dead of [undefined, "kein-token"]) {
      const answer = await refresh(dead);
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("NOT_SIGNED_IN");
    }

    // Through GraphQL: the cookie is renewed with the session; without one, NotSignedIn.
    const b = await account("frisch-gql");
    const answer = await b.call(refreshMutation);
    expect(answer.data.__typename).toBe("SessionRefreshed");
    expect(new Date(answer.data.expiresAt as string).getTime()).toBeGreaterThan(
      Date.now() + 29 * 24 * 3600 * 1000,
    );
    expect(answer.setCookie).toMatch(/^druckwerk_session=[\w-]{40,};.*Expires=/i);
    expect((await browser().call(refreshMutation)).data).toEqual({
      __typename: "NotSignedIn",
      code: "NOT_SIGNED_IN",
    });
    const ended = b.cookie();
    await b.call("mutation { logout }");
    b.setCookie(ended);
    const late = await b.call(refreshMutation);
    expect(late.data.__typename).toBe("NotSignedIn");
    expect(late.setCookie).toMatch(/^druckwerk_session=;/);
  });
});

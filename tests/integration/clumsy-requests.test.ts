import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, json, uploadFile, waitForTask } from "./rest-client";

/** A password the logs must never show, in whatever request it travels. */
const SECRET = "geheim-Passwort-4711";
/** A body short enough that a JSON parser's message quotes it whole. */
const SHORT_SECRET_BODY = "pw=Sesam47";
const LONG_ID = "a".repeat(150);
/** JSON a little over the services' 1 MB body limit (and far over the gateway's 64 KiB). */
const OVERSIZED = JSON.stringify({ username: "x", password: SECRET, padding: "x".repeat(1024 * 1024) });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginRefused { reason } } }`;

async function raw(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Json };
}

/** The stable code of an answer: a service's `error.code` or the gateway's `extensions.code`. */
const codeOf = (body: Json) => body?.error?.code ?? body?.errors?.[0]?.extensions?.code;

/**
 * Client mistakes, however clumsy, are the client's: each gets its 4xx with a stable code from the
 * services and from the gateway, and none is logged as the shop's own fault or with what it carried.
 */
describe.each(testDatabaseKinds())("clumsy and hostile requests (%s)", (kind) => {
  let shop: TestShop;
  let storefrontDir: string;
  /** An analysed model, for asking prices of it. */
  let modelId: string;
  beforeAll(async () => {
    // A built storefront as the gateway serves one: hashed assets, their manifest and a server
    // entry that renders every page alike (the real one is built for the end-to-end tests).
    storefrontDir = mkdtempSync(path.join(tmpdir(), "druckwerk-storefront-"));
    mkdirSync(path.join(storefrontDir, "client", ".vite"), { recursive: true });
    mkdirSync(path.join(storefrontDir, "client", "assets"));
    mkdirSync(path.join(storefrontDir, "server"));
    writeFileSync(path.join(storefrontDir, "client", "assets", "index-abc.js"), "console.log(1)");
    writeFileSync(
      path.join(storefrontDir, "client", ".vite", "manifest.json"),
      JSON.stringify({ "src/entry-client.tsx": { file: "assets/index-abc.js", isEntry: true } }),
    );
    writeFileSync(
      path.join(storefrontDir, "server", "entry-server.js"),
      `export const render = async () => ({ kind: "page", status: 200,
        pipe: (res) => res.end("<!doctype html><title>Druckwerk</title>") });`,
    );
    shop = await startTestShop(kind, { STOREFRONT_DIR: storefrontDir }, { logLevel: "info" });
    const upload = await uploadFile(shop.servicesUrl, models.block(), "block.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    modelId = upload.body.createdObject._id;
  });
  afterAll(async () => {
    await shop?.stop();
    rmSync(storefrontDir, { recursive: true, force: true });
  });

  describe("client mistakes get a 4xx with a stable code", () => {
    const cases: [string, () => Promise<{ status: number; body: Json }>, number, string][] = [
      [
        "malformed JSON (service)",
        () => raw(`${shop.servicesUrl}/auth/signin`, `{"username":"a","password":"${SECRET}`),
        400,
        "MALFORMED_REQUEST",
      ],
      [
        "malformed JSON (gateway)",
        () => raw(`${shop.shopUrl}/graphql`, SHORT_SECRET_BODY),
        400,
        "BAD_REQUEST",
      ],
      [
        "a body over 1 MB (service)",
        () => raw(`${shop.servicesUrl}/auth/signin`, OVERSIZED),
        413,
        "BODY_TOO_LARGE",
      ],
      [
        "a body over 1 MB (gateway)",
        () => raw(`${shop.shopUrl}/graphql`, OVERSIZED),
        413,
        "REQUEST_TOO_LARGE",
      ],
      ["a missing asset (gateway)", () => json(`${shop.shopUrl}/assets/index-gone.js`), 404, "NOT_FOUND"],
      [
        "a 150-character file id (service)",
        () => json(`${shop.servicesUrl}/analytx/file/${LONG_ID}`),
        404,
        "NOT_FOUND",
      ],
      [
        "a 150-character cart id (service)",
        () => json(`${shop.servicesUrl}/checkout/cart/${LONG_ID}`),
        404,
        "NOT_FOUND",
      ],
      [
        "an unknown print mode (service)",
        () =>
          json(`${shop.servicesUrl}/pricing/calculations`, {
            method: "POST",
            json: {
              objectId: modelId,
              objectScale: 1,
              objectUnitLength: "mm",
              objectQuantity: 1,
              printModeId: "no-such-mode",
              surfaceFinishId: "no-such-finish",
              printModeColorId: "no-such-color",
            },
          }),
        404,
        "UNKNOWN_PRINT_MODE",
      ],
      [
        "a password over 200 characters (service)",
        () =>
          json(`${shop.servicesUrl}/auth/signin`, {
            method: "POST",
            json: { username: "someone", password: `${SECRET}${"x".repeat(300)}` },
          }),
        400,
        "VALIDATION_FAILED",
      ],
    ];
    for (const [what, send, status, code] of cases) {
      it(`answers ${what} with ${status} ${code}`, async () => {
        const answer = await send();
        expect({ status: answer.status, code: codeOf(answer.body) }).toEqual({ status, code });
      });
    }

    it("answers a price in an unknown print mode through GraphQL as bad input", async () => {
      const answer = await shop.graphql(
        `query ($id: ID!) { price(input: { modelFileId: $id, printModeId: "no-such-mode", surfaceFinishId: "x", colorId: "y" }) { net } }`,
        { id: modelId },
      );
      expect(answer.data).toEqual({ price: null });
      expect(answer.errors?.[0]?.extensions).toEqual({
        code: "BAD_USER_INPUT",
        reason: "UNKNOWN_PRINT_MODE",
      });
    });

    it("answers ids over 100 characters and an unknown print mode through GraphQL as nothing found", async () => {
      const answer = await shop.graphql<{ modelFile: unknown; cart: unknown; printMode: unknown }>(
        `query ($id: ID!) { modelFile(id: $id) { id } cart(id: $id) { id } printMode(id: "no-such-mode") { id } }`,
        { id: LONG_ID },
      );
      expect(answer).toEqual({ data: { modelFile: null, cart: null, printMode: null } });
    });
  });

  describe("passwords", () => {
    it("refuses a 1 MB password at the service before hashing it: a malformed request, not a wrong password", async () => {
      const answer = await json(`${shop.servicesUrl}/auth/signin`, {
        method: "POST",
        json: { username: "someone", password: "x".repeat(1_000_000) },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.fields).toEqual([
        { field: "password", code: "TOO_LONG", message: expect.any(String) },
      ]);
    });

    it("answers a 60 KB password at the login as refused credentials without asking the auth service", async () => {
      const before = shop.upstreamCalls.filter((call) => call === "POST /auth/signin").length;
      const answer = await shop.graphql<{ login: unknown }>(LOGIN, {
        // As long as the gateway's body limit (GRAPHQL_MAX_REQUEST_BYTES, 64 KiB) lets it be.
        input: { username: "someone", password: "x".repeat(60_000) },
      });
      expect(answer.data?.login).toEqual({ __typename: "LoginRefused", reason: "INVALID_CREDENTIALS" });
      expect(shop.upstreamCalls.filter((call) => call === "POST /auth/signin").length).toBe(before);
    });
  });

  describe("request ids", () => {
    it("echoes a safe x-request-id from the client, on the gateway and on the services", async () => {
      for (const url of [`${shop.shopUrl}/health`, `${shop.servicesUrl}/health`]) {
        const response = await fetch(url, { headers: { "x-request-id": "checkout-42.retry_1" } });
        expect(response.headers.get("x-request-id")).toBe("checkout-42.retry_1");
      }
    });

    it("replaces an unsafe or overlong x-request-id with a fresh one", async () => {
      for (const given of ["a".repeat(65), "evil id", "x\u00e4y", "<script>", ""]) {
        for (const url of [`${shop.shopUrl}/health`, `${shop.servicesUrl}/health`]) {
          const response = await fetch(url, { headers: { "x-request-id": given } });
          const id = response.headers.get("x-request-id") ?? "";
          expect(id, `${url} given ${JSON.stringify(given)}`).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
      const logged = shop.logs.map((line) => line.reqId ?? line.requestId);
      expect(logged).not.toContain("evil id");
      expect(logged).not.toContain("a".repeat(65));
    });
  });

  describe("security headers", () => {
    const html = async (url: string) => fetch(url, { headers: { accept: "text/html" } });
    it("sends the storefront's policy with every page, asset and API answer", async () => {
      const answers = [
        await html(`${shop.shopUrl}/`),
        await html(`${shop.shopUrl}/en/kontakt`),
        await fetch(`${shop.shopUrl}/assets/index-abc.js`),
        await fetch(`${shop.shopUrl}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        }),
        await fetch(`${shop.shopUrl}/media/pricing/nothing`),
        await fetch(`${shop.shopUrl}/health`),
      ];
      for (const answer of answers) {
        const policy = answer.headers.get("content-security-policy") ?? "";
        expect(policy, answer.url).toContain("default-src 'self'");
        expect(policy).toContain("script-src 'self'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("object-src 'none'");
        expect(policy).not.toContain("unsafe-inline");
        expect(policy).not.toContain("unsafe-eval");
        expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
        expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
        // Plain HTTP: a browser ignores HSTS there, and the header would only mislead.
        expect(answer.headers.get("strict-transport-security")).toBeNull();
      }
    });

    it("leaves the GraphQL landing page its own policy and forbids framing it", async () => {
      const answer = await html(`${shop.shopUrl}/graphql`);
      expect(await answer.text()).toContain('http-equiv="Content-Security-Policy"');
      const policy = answer.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("default-src");
    });
  });

  describe("in production, behind an HTTPS proxy", () => {
    let production: TestShop;
    beforeAll(async () => {
      production = await startTestShop(kind, { NODE_ENV: "production", TRUST_PROXY: "loopback" });
    });
    afterAll(() => production?.stop());

    it("sends HSTS", async () => {
      const answer = await fetch(`${production.shopUrl}/health`, {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });

    it("names no field a typo may have meant", async () => {
      const typo = `{ printModes { idd } }`;
      const [inProduction, inDevelopment] = await Promise.all([production.graphql(typo), shop.graphql(typo)]);
      expect(inDevelopment.errors?.[0]?.message).toContain("Did you mean");
      expect(inProduction.errors).toEqual([
        expect.objectContaining({
          message: expect.not.stringContaining("Did you mean"),
          extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
        }),
      ]);
    });
  });

  // Runs last: the lines every request above wrote.
  describe("the log", () => {
    it("has no error line for any of these client mistakes", () => {
      const errors = shop.logs.filter((line) => Number(line.level) >= 50);
      expect(errors).toEqual([]);
    });

    it("never shows a password, a request body or a session cookie", () => {
      const text = JSON.stringify(shop.logs);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain("Sesam47");
      expect(text).not.toContain("xxxxxxxxxxxxxxxxxxxx");
    });
  });
});

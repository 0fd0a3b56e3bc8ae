import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";

/** Three menus from the content service: cost 24.5 by graphql-armor's measure. */
const MENUS =
  "{ navigation(language: EN) { main { title link } top { title link } footerLeft { title link } } }";

/** Five times the shop's settings, read from the gateway's configuration (no service): cost 32.5. */
const SETTINGS = `{ ${Array.from({ length: 5 }, (_, i) => `s${i}: shopSettings { environment shutdownNotice welcomeDiscountCode }`).join(" ")} }`;

/** A body the gateway could not parse (not JSON, over 1 MB): parsed, it is a 400 or a 413. */
const unparsable = `{"query": "${"x".repeat(2 * 1024 * 1024)}`;

describe("per-client limits on /graphql", () => {
  let requests: TestShop;
  let costs: TestShop;
  beforeAll(async () => {
    requests = await startTestShop("pglite", { TRUST_PROXY: "loopback", GATEWAY_RATE_LIMIT: "3" });
    // A budget of 100 that takes an hour to refill: nothing refills while the test runs.
    costs = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      GRAPHQL_COST_RATE_LIMIT: "100",
      GRAPHQL_COST_RATE_WINDOW_SECONDS: "3600",
    });
  });
  afterAll(async () => {
    await requests?.stop();
    await costs?.stop();
  });

  /** A request from `ip` (X-Forwarded-For, trusted from loopback): its status, Retry-After and body. */
  async function post(shop: TestShop, ip: string, body: string) {
    const response = await fetch(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body,
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: (await response.json()) as {
        data?: unknown;
        errors?: { message: string; extensions: Record<string, unknown> }[];
      },
    };
  }
  const query = (q: string) => JSON.stringify({ query: q });

  const rateLimited = {
    status: 429,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    body: {
      errors: [
        {
          message: expect.stringMatching(/try again in \d+ seconds/),
          extensions: { code: "RATE_LIMITED", retryAfterSeconds: expect.any(Number) },
        },
      ],
    },
  };

  it("the body parser refuses the unparsable body when the client is within its limits", async () => {
    const { status, body } = await post(requests, "192.0.2.9", unparsable);
    expect({ status, code: body.errors?.[0]?.extensions.code }).toEqual({
      status: 413,
      code: "REQUEST_TOO_LARGE",
    });
  });

  it("answers a client over GATEWAY_RATE_LIMIT 429 RATE_LIMITED without reading its body; another client is served", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(requests, "192.0.2.1", query("{ shopSettings { environment } }"))).status).toBe(200);
    }
    const refused = await post(requests, "192.0.2.1", query("{ shopSettings { environment } }"));
    expect(refused).toEqual(rateLimited);
    expect(refused.body.errors?.[0]?.extensions.retryAfterSeconds).toBe(Number(refused.retryAfter));
    // 2 MB that are not JSON: refused for the count, not for the body (413 or 400 if parsed).
    expect(await post(requests, "192.0.2.1", unparsable)).toEqual(rateLimited);

    const other = await post(requests, "192.0.2.2", query("{ shopSettings { __typename } }"));
    expect(other).toMatchObject({
      status: 200,
      body: { data: { shopSettings: { __typename: "ShopSettings" } } },
    });
  });

  it("refuses a client over GRAPHQL_COST_RATE_LIMIT before its operation runs, then before reading its body; another client is served", async () => {
    for (let i = 0; i < 3; i++) {
      const { status, body } = await post(costs, "198.51.100.7", query(SETTINGS));
      expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    }
    // 3 × 32.5 = 97.5 spent; the fourth would take it to 130, over 100: refused before it runs.
    const refused = await post(costs, "198.51.100.7", query(SETTINGS));
    expect(refused).toEqual(rateLimited);
    // Its budget overdrawn, the client's next requests are refused before their body is read.
    expect(await post(costs, "198.51.100.7", query("{ shopSettings { environment } }"))).toEqual(rateLimited);
    expect(await post(costs, "198.51.100.7", unparsable)).toEqual(rateLimited);

    const other = await post(costs, "198.51.100.8", query(SETTINGS));
    expect({ status: other.status, errors: other.body.errors }).toEqual({ status: 200, errors: undefined });
  });

  it("counts the requests an operation made to the services against its client's budget", async () => {
    const cmsCalls = costs.upstreamCalls.filter((call) => call.includes("cms")).length;
    // 24.5 by its fields: within the budget of 100, so it runs, and asks the CMS for the menus.
    const menus = await post(costs, "198.51.100.9", query(MENUS));
    expect({ status: menus.status, errors: menus.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(costs.upstreamCalls.filter((call) => call.includes("cms")).length).toBeGreaterThan(cmsCalls);
    // The CMS call added 100: the client's budget is overdrawn, a 3.5 operation is refused.
    expect(await post(costs, "198.51.100.9", query("{ shopSettings { environment } }"))).toEqual(rateLimited);
  });
});

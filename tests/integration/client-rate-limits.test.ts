import { defaultGraphqlLimits } from "@druckwerk/gateway";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel } from "./rest-client";

/** Three menus from the content service: cost 24.5 by graphql-armor's measure. */
const MENUS =
  "{ navigation(language: EN) { main { title link } top { title link } footerLeft { title link } } }";

/** Five times the shop's settings, read from the gateway's configuration (no service): cost 32.5. */
const SETTINGS = `{ ${Array.from({ length: 5 }, (_, i) => `s${i}: shopSettings { environment shutdownNotice welcomeDiscountCode }`).join(" ")} }`;

/** Every colour of every finish of every mode (22 prices): cost 21.3 by its fields, 220 by its prices. */
const MATRIX = `query ($id: ID!) { printModes(language: EN) { surfaceFinishes { colors {
  price(modelFileId: $id) { net } } } } }`;

/** The body of a price matrix of the model at `scale`: 22 prices (220) and three requests (300). */
const matrixAt = (id: string, scale: number) =>
  JSON.stringify({
    query: `query ($id: ID!, $scale: Float!) { printModes(language: EN) { surfaceFinishes { colors {
      price(modelFileId: $id, scale: $scale) { net } } } } }`,
    variables: { id, scale },
  });

/** One price at each of `scales` scales, aliased. */
const priceAtScales = (scales: number) =>
  `query ($id: ID!) { ${Array.from(
    { length: scales },
    (_, i) =>
      `p${i}: price(input: { modelFileId: $id, printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red", scale: ${i + 1} }) { net }`,
  ).join(" ")} }`;

/** A body the gateway could not parse (not JSON, over 1 MB): parsed, it is a 400 or a 413. */
const unparsable = `{"query": "${"x".repeat(2 * 1024 * 1024)}`;

describe("per-client limits on /graphql", () => {
  let requests: TestShop;
  let costs: TestShop;
  let prices: TestShop;
  let costly: TestShop;
  let modelFileId: string;
  let costlyModelFileId: string;
  beforeAll(async () => {
    requests = await startTestShop("pglite", { TRUST_PROXY: "loopback", GATEWAY_RATE_LIMIT: "3" });
    // A budget of 100 that takes an hour to refill: nothing refills while the test runs.
    costs = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      GRAPHQL_COST_RATE_LIMIT: "100",
      GRAPHQL_COST_RATE_WINDOW_SECONDS: "3600",
    });
    // 200 that takes an hour to refill: a price matrix's fields (21.3) fit, its 22 prices (220) do not.
    prices = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      GRAPHQL_COST_RATE_LIMIT: "200",
      GRAPHQL_COST_RATE_WINDOW_SECONDS: "3600",
    });
    modelFileId = await analysedModel(prices.servicesUrl, models.block(), "block.stl");
    // A price matrix (22 prices, 220, and its requests, 100 each) is costly past 300: one of them
    // runs at a time in the gateway, one more of a client may wait for its turn.
    costly = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      GATEWAY_COSTLY_OPERATION_COST: "300",
      GATEWAY_COSTLY_OPERATIONS: "1",
      GATEWAY_COSTLY_OPERATIONS_PER_CLIENT: "1",
      GATEWAY_COSTLY_QUEUE_PER_CLIENT: "1",
    });
    costlyModelFileId = await analysedModel(costly.servicesUrl, models.block(), "block.stl");
  });
  afterAll(async () => {
    await requests?.stop();
    await costs?.stop();
    await prices?.stop();
    await costly?.stop();
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

  const priceRequests = () => prices.upstreamCalls.filter((call) => call.startsWith("POST /pricing/")).length;

  it("charges an operation's prices before asking for them: a matrix the budget cannot cover is refused RATE_LIMITED, pricing never asked", async () => {
    const before = priceRequests();
    const body = JSON.stringify({ query: MATRIX, variables: { id: modelFileId } });
    const refused = await post(prices, "198.51.100.10", body);
    expect(refused.status).toBe(429);
    const codes = new Set(refused.body.errors?.map((error) => error.extensions.code));
    expect(codes).toEqual(new Set(["RATE_LIMITED"]));
    expect(priceRequests()).toBe(before);
    // Its budget overdrawn, the client is refused before its body is read; another client is served.
    expect(await post(prices, "198.51.100.10", query("{ shopSettings { environment } }"))).toEqual(
      rateLimited,
    );
    const other = await post(prices, "198.51.100.11", query("{ shopSettings { environment } }"));
    expect({ status: other.status, errors: other.body.errors }).toEqual({ status: 200, errors: undefined });
  });

  it("prices at most GRAPHQL_MAX_PRICE_VARIANTS scales in one operation; the next is refused TOO_MANY_PRICE_VARIANTS", async () => {
    const limit = defaultGraphqlLimits.maxPriceVariants;
    const body = JSON.stringify({ query: priceAtScales(limit + 1), variables: { id: modelFileId } });
    const { status, body: answer } = await post(prices, "198.51.100.12", body);
    expect(status).toBe(200);
    const priced = Object.values(answer.data as Record<string, { net: number } | null>).filter(Boolean);
    expect(priced).toHaveLength(limit);
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: `An operation may price at most ${limit} distinct combinations of model, scale, unit and quantity`,
        extensions: { code: "TOO_MANY_PRICE_VARIANTS", limit },
      }),
    ]);
  });

  it("admits a client's costly operations one at a time: past the one waiting they are refused RATE_LIMITED QUEUE_FULL, another client's query is answered", async () => {
    const matrix = (ip: string, scale: number) => post(costly, ip, matrixAt(costlyModelFileId, scale));
    const heavy = Promise.all([1, 1.1, 1.2, 1.3, 1.4, 1.5].map((scale) => matrix("198.51.100.20", scale)));
    const other = await post(costly, "198.51.100.21", query("{ shopSettings { environment } }"));
    expect({ status: other.status, errors: other.body.errors }).toEqual({ status: 200, errors: undefined });

    const answers = await heavy;
    const outcome = (answer: (typeof answers)[number]) => {
      const reasons = new Set(
        answer.body.errors?.map((error) => `${error.extensions.code}/${error.extensions.reason}`),
      );
      return reasons.size === 0 ? "answered" : [...reasons].join();
    };
    const outcomes = answers.map(outcome);
    // One runs, one waits for its turn and runs next; the others find the client's queue full.
    expect(outcomes.filter((o) => o === "answered").length).toBeGreaterThanOrEqual(2);
    expect(outcomes.filter((o) => o === "RATE_LIMITED/QUEUE_FULL").length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o === "answered" || o === "RATE_LIMITED/QUEUE_FULL")).toBe(true);
    const refused = answers.find((answer) => outcome(answer) !== "answered");
    expect(refused).toMatchObject({ status: 429, retryAfter: "10" });
    expect(refused?.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/costly operations waiting already; try again in 10 seconds/),
      extensions: { code: "RATE_LIMITED", reason: "QUEUE_FULL", retryAfterSeconds: 10 },
    });
  });

  it("answers two clients' costly operations in turn, each client's own queue behind its own", async () => {
    const answers = await Promise.all([
      post(costly, "198.51.100.22", matrixAt(costlyModelFileId, 2)),
      post(costly, "198.51.100.22", matrixAt(costlyModelFileId, 2.1)),
      post(costly, "198.51.100.23", matrixAt(costlyModelFileId, 2.2)),
    ]);
    expect(answers.map((answer) => ({ status: answer.status, errors: answer.body.errors }))).toEqual([
      { status: 200, errors: undefined },
      { status: 200, errors: undefined },
      { status: 200, errors: undefined },
    ]);
  });
});

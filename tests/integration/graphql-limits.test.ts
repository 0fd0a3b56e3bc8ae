import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";

/** `levels` nested `children` under the main navigation: a query `levels + 3` fields deep. */
const nested = (levels: number) =>
  `{ navigation(language: EN) { main { ${"children { ".repeat(levels)}title${" }".repeat(levels)} } } }`;

describe("limits on GraphQL operations over HTTP", () => {
  let shop: TestShop;
  let small: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
    small = await startTestShop("pglite", { GRAPHQL_MAX_COST: "20", GRAPHQL_MAX_RESPONSE_BYTES: "1000" });
  });
  afterAll(async () => {
    await shop?.stop();
    await small?.stop();
  });

  /** The HTTP status and the errors an operation is answered with. */
  async function answer(target: TestShop, query: string) {
    const response = await fetch(`${target.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions: unknown }[];
    };
    return { status: response.status, data: body.data, errors: body.errors };
  }

  const refusal = (reason: string, limit: number, message: string) => ({
    status: 400,
    data: undefined,
    errors: [
      {
        message,
        extensions: { code: "GRAPHQL_VALIDATION_FAILED", reason, limit },
      },
    ],
  });

  it("refuses a query nested deeper than 10 fields", async () => {
    expect((await answer(shop, nested(7))).errors).toBeUndefined();
    expect(await answer(shop, nested(8))).toEqual(
      refusal("QUERY_TOO_DEEP", 10, "Query depth limit of 10 exceeded, found 11."),
    );
  });

  it("answers a refused document after a pause, while other requests are answered at once", async () => {
    const order: string[] = [];
    const arrived =
      (name: string) =>
      <T extends { status: number }>(result: T) => {
        order.push(`${name} ${result.status}`);
        return result;
      };
    const tooDeep = answer(shop, nested(8)).then(arrived("too deep"));
    // Sent after the refused one, answered before it: the refusal waits out its pause (1 s).
    await new Promise((resolve) => setTimeout(resolve, 100));
    await answer(shop, "{ shopSettings { environment } }").then(arrived("settings"));
    expect((await tooDeep).errors?.[0]?.extensions).toMatchObject({ reason: "QUERY_TOO_DEEP" });
    expect(order).toEqual(["settings 200", "too deep 400"]);
  });

  it("refuses more than 10 aliases, the way to ask for one price a thousand times", async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: shopSettings { environment }`);
    expect((await answer(shop, `{ ${aliases(10).join(" ")} }`)).errors).toBeUndefined();
    const prices = (n: number) =>
      Array.from(
        { length: n },
        (_, i) =>
          `p${i}: price(input: { modelFileId: "m", printModeId: "x", surfaceFinishId: "y", colorId: "z" }) { net }`,
      ).join(" ");
    expect(await answer(shop, `{ ${prices(11)} }`)).toEqual(
      refusal("TOO_MANY_ALIASES", 10, "Aliases limit of 10 exceeded, found 11."),
    );
    // Three hundred of them are too many tokens already; a thousand too many bytes.
    expect((await answer(shop, `{ ${prices(300)} }`)).errors?.[0]?.extensions).toEqual({
      code: "GRAPHQL_PARSE_FAILED",
    });
    expect((await answer(shop, `{ ${prices(1000)} }`)).errors?.[0]?.extensions).toEqual({
      code: "REQUEST_TOO_LARGE",
      limit: 64 * 1024,
    });
    expect(shop.upstreamCalls.filter((call) => call.includes("pricing"))).toEqual([]);
  });

  it("refuses more than 10 directives", async () => {
    const skips = (n: number) =>
      `{ shopSettings { environment ${"__typename @skip(if: false) ".repeat(n)} } }`;
    expect((await answer(shop, skips(10))).errors).toBeUndefined();
    expect(await answer(shop, skips(11))).toEqual(
      refusal("TOO_MANY_DIRECTIVES", 10, "Directives limit of 10 exceeded, found 11."),
    );
  });

  it("refuses a document of more than 1500 tokens before parsing the rest", async () => {
    // 60 KB, within the body limit: 6000 tokens.
    const long = `{ ${"shopSettings { environment } ".repeat(2_000)} }`;
    expect(long.length).toBeLessThan(64 * 1024 - 100);
    const { status, errors } = await answer(shop, long);
    expect({ status, errors }).toEqual({
      status: 400,
      errors: [
        expect.objectContaining({
          message: "Syntax Error: Document contains more that 1500 tokens. Parsing aborted.",
          extensions: { code: "GRAPHQL_PARSE_FAILED" },
        }),
      ],
    });
  });

  it("refuses a body over GRAPHQL_MAX_REQUEST_BYTES (64 KiB) before parsing it: a 1 MB query is refused unparsed", async () => {
    const huge = `{ ${"shopSettings { environment } ".repeat(34_000)} }`;
    const response = await fetch(`${shop.shopUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: huge }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 413,
      body: {
        errors: [
          {
            message: "The request body is larger than 65536 bytes",
            extensions: { code: "REQUEST_TOO_LARGE", limit: 65536 },
          },
        ],
      },
    });
  });

  it("refuses an operation over the cost budget (GRAPHQL_MAX_COST)", async () => {
    const menus =
      "{ navigation(language: EN) { main { title link } top { title link } footerLeft { title link } } }";
    expect((await answer(shop, menus)).errors).toBeUndefined();
    expect(await answer(small, menus)).toEqual(
      refusal("QUERY_TOO_COSTLY", 20, "Query Cost limit of 20 exceeded, found 24.5."),
    );
  });

  it("sends no answer over GRAPHQL_MAX_RESPONSE_BYTES: the client gets RESPONSE_TOO_LARGE instead", async () => {
    expect((await answer(small, "{ shopSettings { environment } }")).errors).toBeUndefined();
    const { data, errors } = await answer(
      small,
      "{ printModes(language: EN) { name features { description applications } } }",
    );
    expect({ data, errors }).toEqual({
      data: null,
      errors: [
        {
          message: "The answer is larger than 1000 bytes; ask for fewer fields",
          extensions: { code: "RESPONSE_TOO_LARGE", limit: 1000 },
        },
      ],
    });
  });
});

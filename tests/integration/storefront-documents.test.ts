import {
  defaultGraphqlLimits,
  limitedDocument,
  operationCosts,
  PRICE_COST,
  schema,
} from "@druckwerk/gateway";
import { type DocumentNode, getOperationAST, print } from "graphql";
import { describe, expect, it } from "vitest";
import * as generated from "../../storefront/src/gql/graphql";

/** Every operation the storefront sends (codegen's typed documents, fragments included), as text. */
const storefrontDocuments = Object.entries(generated)
  .filter((entry): entry is [string, DocumentNode] => entry[0].endsWith("Document"))
  .map(([name, document]) => [name.replace(/Document$/, ""), print(document)]);

/** The refusals the gateway's default limits give `source`, as `reason: message`. */
function refusalsOf(source: string) {
  const checked = limitedDocument(schema, defaultGraphqlLimits, source);
  return "errors" in checked
    ? checked.errors.map((error) => `${error.extensions.reason ?? "GRAPHQL_PARSE_FAILED"}: ${error.message}`)
    : [];
}

describe("the storefront's own operations under the gateway's default limits", () => {
  it("finds the storefront's documents", () => {
    expect(storefrontDocuments.map(([name]) => name)).toEqual(
      expect.arrayContaining(["PriceMatrix", "ContentPage", "AnalysisProgress", "AccountOrders"]),
    );
  });

  it.each(storefrontDocuments)("%s stays within every limit", (_name, source) => {
    expect(refusalsOf(source)).toEqual([]);
  });

  it("the same check refuses an operation over a limit", () => {
    const aliases = Array.from(
      { length: defaultGraphqlLimits.maxAliases + 1 },
      (_, i) => `a${i}: shopSettings { environment }`,
    );
    expect(refusalsOf(`{ ${aliases.join(" ")} }`)).toEqual([expect.stringMatching(/^TOO_MANY_ALIASES: /)]);
    const tokens = "__typename ".repeat(defaultGraphqlLimits.maxTokens);
    expect(refusalsOf(`{ ${tokens} }`)).toEqual([expect.stringMatching(/^GRAPHQL_PARSE_FAILED: .*tokens/)]);
  });
});

describe("a shopper's visit under the default cost budget (GRAPHQL_COST_RATE_LIMIT)", () => {
  const costOf = operationCosts(schema);
  const cost = (document: DocumentNode) => costOf(document, getOperationAST(document) as never);
  /** The most service calls one of these operations makes (a price matrix: catalogue, model, prices). */
  const CALLS_PER_OPERATION = 3;
  /** The prices of one price matrix: every colour of every finish of the shipped catalogue. */
  const PRICES_PER_MATRIX = 22;

  it("a first visit and three price matrices, sent at once, fit the budget with room to spare", () => {
    const visit = [
      generated.ContentPageDocument,
      generated.NavigationDocument,
      generated.ShopSettingsDocument,
      generated.ViewerDocument,
      generated.CartDocument,
      generated.PrintModesDocument,
      generated.ModelFileDocument,
      generated.PriceMatrixDocument,
      generated.PriceMatrixDocument,
      generated.PriceMatrixDocument,
    ];
    const prices = (document: DocumentNode) =>
      document === generated.PriceMatrixDocument ? PRICES_PER_MATRIX * PRICE_COST : 0;
    const total = visit.reduce(
      (sum, document) => sum + cost(document) + prices(document) + 100 * CALLS_PER_OPERATION,
      0,
    );
    expect(total).toBeGreaterThan(5000);
    expect(total).toBeLessThan(defaultGraphqlLimits.costRateLimit * 0.7);
  });
});

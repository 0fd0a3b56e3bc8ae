import { defaultGraphqlLimits, limitedDocument, schema } from "@druckwerk/gateway";
import { type DocumentNode, print } from "graphql";
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

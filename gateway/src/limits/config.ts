import { z } from "zod";

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * The GraphQL limits' variables (see docs/api.md, "Limits"). The defaults leave the storefront's
 * own operations room (tests/integration/storefront-documents.test.ts checks every one of them).
 */
export const graphqlLimitsConfigSchema = z.object({
  /** Nesting of fields, fragments flattened. */
  GRAPHQL_MAX_DEPTH: count(10),
  /** Aliased fields in one operation. */
  GRAPHQL_MAX_ALIASES: count(10),
  /** Lexical tokens in one document (names, punctuation, values). */
  GRAPHQL_MAX_TOKENS: count(1500),
  /** Directives in one operation. */
  GRAPHQL_MAX_DIRECTIVES: count(10),
  /** The operation's cost (every object 2, every scalar 1, times 1.5 per level). */
  GRAPHQL_MAX_COST: count(3000),
  /** The largest answer the gateway sends, in bytes of JSON. */
  GRAPHQL_MAX_RESPONSE_BYTES: count(2 * 1024 * 1024),
  /** Subscriptions one WebSocket connection may hold open at once. */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: count(5),
  /** Subscriptions one client (address) may hold open at once over all its connections. */
  WS_MAX_SUBSCRIPTIONS_PER_CLIENT: count(20),
});

export type GraphqlLimitsConfig = z.output<typeof graphqlLimitsConfigSchema>;

/** The limits the gateway enforces on every GraphQL operation, over HTTP and WebSocket alike. */
export interface GraphqlLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  maxCost: number;
  maxResponseBytes: number;
  maxSubscriptionsPerConnection: number;
  maxSubscriptionsPerClient: number;
}

export const graphqlLimitsOf = (config: GraphqlLimitsConfig): GraphqlLimits => ({
  maxDepth: config.GRAPHQL_MAX_DEPTH,
  maxAliases: config.GRAPHQL_MAX_ALIASES,
  maxTokens: config.GRAPHQL_MAX_TOKENS,
  maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
  maxCost: config.GRAPHQL_MAX_COST,
  maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
  maxSubscriptionsPerConnection: config.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
  maxSubscriptionsPerClient: config.WS_MAX_SUBSCRIPTIONS_PER_CLIENT,
});

/** The defaults, for gateways created without a configuration (tests, tools). */
export const defaultGraphqlLimits = graphqlLimitsOf(graphqlLimitsConfigSchema.parse({}));

import { z } from "zod";
import type { AdmissionLimits } from "./admission";

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
  /**
   * The largest request body (JSON) and WebSocket message, in bytes. A document within the token
   * limit and the largest variables a shop operation takes (50 cart items, a 2000-character note)
   * stay far below it; a larger body is refused before it is parsed.
   */
  GRAPHQL_MAX_REQUEST_BYTES: count(64 * 1024),
  /** The largest answer the gateway sends, in bytes of JSON. */
  GRAPHQL_MAX_RESPONSE_BYTES: count(2 * 1024 * 1024),
  /** Subscriptions one WebSocket connection may hold open at once. */
  WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: count(5),
  /** Subscriptions one client (address) may hold open at once over all its connections. */
  WS_MAX_SUBSCRIPTIONS_PER_CLIENT: count(20),
  /** Requests one client (address) may send to `/graphql` per window; counted before the body is read. */
  GATEWAY_RATE_LIMIT: count(600),
  /** The window of `GATEWAY_RATE_LIMIT`. */
  GATEWAY_RATE_WINDOW_SECONDS: count(60),
  /**
   * The cost one client may spend at once and per window: each operation's cost (as
   * `GRAPHQL_MAX_COST` measures it) plus 100 for every request it made to a service.
   */
  GRAPHQL_COST_RATE_LIMIT: count(10_000),
  /** The time a client's spent cost budget takes to refill completely. */
  GRAPHQL_COST_RATE_WINDOW_SECONDS: count(20),
  /** Distinct model, scale, unit and quantity one operation may have priced. */
  GRAPHQL_MAX_PRICE_VARIANTS: count(4),
  /** Requests of one client (address) to the services at once; its further requests wait their turn. */
  GATEWAY_UPSTREAM_REQUESTS_PER_CLIENT: count(2),
  /**
   * What an operation makes the services do (10 per price computed, 100 per request sent) from
   * which it is a costly operation, admitted in turn (admission.ts). A price matrix is about 520.
   */
  GATEWAY_COSTLY_OPERATION_COST: count(1000),
  /** Costly operations of one client (address) running at once; its further ones wait their turn. */
  GATEWAY_COSTLY_OPERATIONS_PER_CLIENT: count(1),
  /** Costly operations running at once in one gateway process, of all clients. */
  GATEWAY_COSTLY_OPERATIONS: count(1),
  /** Costly operations of one client waiting at once; past it the next is refused at once. */
  GATEWAY_COSTLY_QUEUE_PER_CLIENT: count(2),
  /** The longest a costly operation waits for its turn before it is refused. */
  GATEWAY_COSTLY_MAX_WAIT_MS: count(10_000),
  /**
   * The pause before a refusal for a limit (429, 413) is answered, so a client that keeps going
   * past its limits is slowed (refusal-pacing.ts); 0 answers at once.
   */
  GATEWAY_REFUSAL_PAUSE_MS: z.coerce.number().int().min(0).default(1000),
  /** Refusals waiting out their pause at once, of all clients; past it they are answered at once. */
  GATEWAY_REFUSALS_HELD: count(1000),
});

export type GraphqlLimitsConfig = z.output<typeof graphqlLimitsConfigSchema>;

/** The limits the gateway enforces on every GraphQL operation, over HTTP and WebSocket alike. */
export interface GraphqlLimits extends AdmissionLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  maxCost: number;
  /** The largest JSON request body and WebSocket message. */
  maxRequestBytes: number;
  maxResponseBytes: number;
  maxSubscriptionsPerConnection: number;
  maxSubscriptionsPerClient: number;
  /** Requests per client and window on `/graphql`. */
  rateLimit: number;
  rateWindowSeconds: number;
  /** The operations' cost per client: what it may spend at once, refilled over the window. */
  costRateLimit: number;
  costRateWindowSeconds: number;
  /** Distinct model, scale, unit and quantity one operation may have priced. */
  maxPriceVariants: number;
  /** Requests of one client to the services at once. */
  upstreamRequestsPerClient: number;
  /** The pause before a refusal for a limit is answered, and how many may wait it out at once. */
  refusalPauseMs: number;
  refusalsHeld: number;
}

export const graphqlLimitsOf = (config: GraphqlLimitsConfig): GraphqlLimits => ({
  maxDepth: config.GRAPHQL_MAX_DEPTH,
  maxAliases: config.GRAPHQL_MAX_ALIASES,
  maxTokens: config.GRAPHQL_MAX_TOKENS,
  maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
  maxCost: config.GRAPHQL_MAX_COST,
  maxRequestBytes: config.GRAPHQL_MAX_REQUEST_BYTES,
  maxResponseBytes: config.GRAPHQL_MAX_RESPONSE_BYTES,
  maxSubscriptionsPerConnection: config.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
  maxSubscriptionsPerClient: config.WS_MAX_SUBSCRIPTIONS_PER_CLIENT,
  rateLimit: config.GATEWAY_RATE_LIMIT,
  rateWindowSeconds: config.GATEWAY_RATE_WINDOW_SECONDS,
  costRateLimit: config.GRAPHQL_COST_RATE_LIMIT,
  costRateWindowSeconds: config.GRAPHQL_COST_RATE_WINDOW_SECONDS,
  maxPriceVariants: config.GRAPHQL_MAX_PRICE_VARIANTS,
  upstreamRequestsPerClient: config.GATEWAY_UPSTREAM_REQUESTS_PER_CLIENT,
  costlyCost: config.GATEWAY_COSTLY_OPERATION_COST,
  costlyPerClient: config.GATEWAY_COSTLY_OPERATIONS_PER_CLIENT,
  costlyTotal: config.GATEWAY_COSTLY_OPERATIONS,
  costlyQueuePerClient: config.GATEWAY_COSTLY_QUEUE_PER_CLIENT,
  costlyMaxWaitMs: config.GATEWAY_COSTLY_MAX_WAIT_MS,
  refusalPauseMs: config.GATEWAY_REFUSAL_PAUSE_MS,
  refusalsHeld: config.GATEWAY_REFUSALS_HELD,
});

/** The defaults, for gateways created without a configuration (tests, tools). */
export const defaultGraphqlLimits = graphqlLimitsOf(graphqlLimitsConfigSchema.parse({}));

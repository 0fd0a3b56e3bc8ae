import type { ApolloServerPlugin } from "@apollo/server";
import { HeaderMap } from "@apollo/server";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, type RateLimitInfo, rateLimit } from "express-rate-limit";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  validate,
} from "graphql";
import type { GraphqlLimits } from "./config";
import type { RefusalPacer } from "./refusal-pacing";

/**
 * The client a request is counted against: its address as Express derives it with `trust proxy`
 * (`req.ip`), IPv6 addresses by their /56 network (one subscriber's), as express-rate-limit does.
 */
export const clientKeyOf = (address: string) => ipKeyGenerator(address || "unknown");

/** The GraphQL-shaped body of a 429 (the same code as the pricing service's price limit). */
export const rateLimitedBody = (message: string, retryAfterSeconds: number) => ({
  errors: [{ message, extensions: { code: "RATE_LIMITED", retryAfterSeconds } }],
});

const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - Date.now()) / 1000));

function refuse(pacer: RefusalPacer, res: Response, message: string, retryAfterSeconds: number) {
  pacer.answer(
    res,
    () => {
      res.setHeader("retry-after", String(retryAfterSeconds));
      res.status(429).json(rateLimitedBody(message, retryAfterSeconds));
    },
    retryAfterSeconds,
  );
}

/**
 * At most `limits.rateLimit` requests per client and window on the route, counted and refused
 * before anything reads the body: past the limit, a 429 `RATE_LIMITED` with `retryAfterSeconds`
 * and `Retry-After`, paced by `pacer`; the unread body is discarded, never parsed. Counted in this
 * process's memory.
 */
export function requestRateLimit(
  limits: Pick<GraphqlLimits, "rateLimit" | "rateWindowSeconds">,
  pacer: RefusalPacer,
): RequestHandler {
  return rateLimit({
    windowMs: limits.rateWindowSeconds * 1000,
    limit: limits.rateLimit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The default key is `clientKeyOf(req.ip)`. TRUST_PROXY is the operator's documented choice: no
    // warnings about it, nor about clients that send X-Forwarded-For to a gateway that ignores it.
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (req, res) => {
      const { rateLimit: info } = req as Request & { rateLimit?: RateLimitInfo };
      const resetTime = info?.resetTime?.getTime() ?? Date.now();
      const retryAfterSeconds = secondsUntil(resetTime);
      refuse(pacer, res, `Too many requests; try again in ${retryAfterSeconds} seconds`, retryAfterSeconds);
    },
  });
}

/**
 * A token bucket per client, in this process's memory: it holds at most `max`, spends the cost of
 * what the client runs and fills again at `max` per `windowMs`, so a client that keeps to that rate
 * is never refused and one that spent it all waits only as long as its overdraft takes to refill.
 * Buckets that are full again are dropped once per window.
 */
export class CostBudget {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #perMs: number;
  #nextSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {
    this.#perMs = max / windowMs;
  }

  #tokens(bucket: { tokens: number; at: number } | undefined, now: number) {
    return bucket ? Math.min(this.max, bucket.tokens + (now - bucket.at) * this.#perMs) : this.max;
  }

  #secondsUntilPositive(tokens: number) {
    return Math.max(1, Math.ceil(-tokens / this.#perMs / 1000));
  }

  /** When the client's bucket is empty (overdrawn): the seconds until it holds anything again; otherwise null. */
  spent(client: string): number | null {
    const tokens = this.#tokens(this.#buckets.get(client), Date.now());
    return tokens > 0 ? null : this.#secondsUntilPositive(tokens);
  }

  /**
   * Takes `amount` from the client's bucket; when it did not hold that much: the seconds until it
   * holds anything again (the amount is taken all the same, the overdraft delays the client).
   */
  charge(client: string, amount: number): number | null {
    const now = Date.now();
    if (now >= this.#nextSweep) {
      for (const [key, bucket] of this.#buckets) {
        if (this.#tokens(bucket, now) >= this.max) this.#buckets.delete(key);
      }
      this.#nextSweep = now + this.windowMs;
    }
    const before = this.#tokens(this.#buckets.get(client), now);
    const tokens = before - amount;
    this.#buckets.set(client, { tokens, at: now });
    return tokens < 0 ? this.#secondsUntilPositive(tokens) : null;
  }
}

const costRefusal = (seconds: number) =>
  `Too costly operations from this client lately; try again in ${seconds} seconds`;

/** What one request to a service behind the gateway adds to an operation's cost. */
export const UPSTREAM_CALL_COST = 100;

/**
 * What each price an operation has the pricing service compute adds to its cost, charged before
 * the prices are asked for (loaders/prices.ts): a price matrix of 22 colours costs 220 more than
 * its request, ten of them at ten scales 2200 more than their ten requests.
 */
export const PRICE_COST = 10;

/**
 * Refuses, before the body is read, a client that has spent its cost budget: 429 `RATE_LIMITED`,
 * paced by `pacer`.
 */
export function spentBudgetRefusal(budget: CostBudget, pacer: RefusalPacer): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const seconds = budget.spent(clientKeyOf(req.ip ?? ""));
    if (seconds === null) return next();
    refuse(pacer, res, costRefusal(seconds), seconds);
  };
}

/**
 * The cost of each operation in `document` by graphql-armor's cost rule (the measure
 * `GRAPHQL_MAX_COST` limits), computed once per document: Apollo Server hands the same document
 * object for the same query text from its cache.
 */
export function operationCosts(schema: GraphQLSchema) {
  const known = new WeakMap<DocumentNode, number[]>();
  return (document: DocumentNode, operation: OperationDefinitionNode): number => {
    let costs = known.get(document);
    if (!costs) {
      const found: number[] = [];
      validate(schema, document, [
        costLimitRule({
          maxCost: Number.POSITIVE_INFINITY,
          flattenFragments: true,
          onAccept: [(_context, { n }) => found.push(n)],
        }),
      ]);
      costs = found;
      known.set(document, costs);
    }
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    return costs[operations.indexOf(operation)] ?? 0;
  };
}

/** The error that refuses an operation over the client's cost budget, a 429 over HTTP. */
export const overBudget = (seconds: number) =>
  new GraphQLError(costRefusal(seconds), {
    extensions: {
      code: "RATE_LIMITED",
      retryAfterSeconds: seconds,
      http: { status: 429, headers: new HeaderMap([["retry-after", String(seconds)]]) },
    },
  });

/**
 * Charges each operation to its client's budget: its cost by graphql-armor's measure once it is
 * validated, before it runs, and `UPSTREAM_CALL_COST` for every request it made to the services
 * once it has run (the prices it asks for are charged as they are asked for, `PRICE_COST` each). An operation the client's
 * budget does not cover is refused (429 `RATE_LIMITED`), and so is every request of a client whose
 * budget is overdrawn, until it has refilled (`spentBudgetRefusal`, before the body is read).
 */
export function costBudgetPlugin<Context extends BudgetedContext>(
  schema: GraphQLSchema,
  budget: CostBudget,
  clientOf: (context: Context) => string,
): ApolloServerPlugin<Context> {
  const costOf = operationCosts(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          const cost = operation ? costOf(document, operation) : 0;
          const seconds = budget.charge(clientOf(contextValue), cost);
          if (seconds !== null) throw overBudget(seconds);
        },
        async executionDidStart({ contextValue }) {
          return {
            async executionDidEnd() {
              budget.charge(clientOf(contextValue), UPSTREAM_CALL_COST * contextValue.upstreamCalls.count);
            },
          };
        },
      };
    },
  };
}

/** What the budget reads from the GraphQL context: the client, and the requests the operation made to services. */
export interface BudgetedContext {
  clientIp: string;
  upstreamCalls: { count: number };
}

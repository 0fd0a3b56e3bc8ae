import type { ApolloServerPlugin } from "@apollo/server";
import { counter, histogram, sampledGauge, secondsBuckets } from "@druckwerk/platform";

/** A GraphQL operation over HTTP, from its parsed body to its answer, by operation and outcome. */
export const graphqlDuration = histogram<"operation" | "outcome">({
  name: "druckwerk_graphql_request_duration_seconds",
  help: "Time the gateway took to answer a GraphQL request over HTTP, by operation name and outcome (ok, error: the answer carries errors)",
  labelNames: ["operation", "outcome"],
  buckets: secondsBuckets,
});

/** A request to a service that went out (not an answer from the HTTP cache), by service. */
export const upstreamDuration = histogram<"service">({
  name: "druckwerk_upstream_request_duration_seconds",
  help: "Time a request from the gateway to a REST service took, by service (answers from the gateway's cache not counted)",
  labelNames: ["service"],
  buckets: secondsBuckets,
});

/**
 * Requests to a service that went wrong, by service and kind: `unavailable` (no answer, or a 5xx),
 * `refused` (a 4xx refusal: a client's mistake or a state the service reports), `invalid_response`
 * (an answer outside the service's contract).
 */
export const upstreamErrors = counter<"service" | "kind">({
  name: "druckwerk_upstream_errors_total",
  help: "Requests from the gateway to a REST service that failed, by service and kind (unavailable, refused, invalid_response)",
  labelNames: ["service", "kind"],
});

/** GraphQL subscriptions open on the gateway's WebSockets. */
export const activeSubscriptions = sampledGauge({
  name: "druckwerk_graphql_subscriptions_active",
  help: "GraphQL subscriptions open on the gateway's WebSockets",
});

/** Distinct operation names labelled before the rest count as `other` (names are the client's choice). */
const MAX_OPERATION_NAMES = 200;

/**
 * Observes every GraphQL request over HTTP. The operation label is the name of the operation that
 * was resolved from the document (`anonymous` without a name, `invalid` when none was: a document
 * that did not parse or validate); past MAX_OPERATION_NAMES names the rest are `other`, so a client
 * inventing names cannot grow the metrics without bound.
 */
export function metricsPlugin(): ApolloServerPlugin {
  const names = new Set<string>();
  const label = (operation: string) => {
    if (names.has(operation)) return operation;
    if (names.size >= MAX_OPERATION_NAMES) return "other";
    names.add(operation);
    return operation;
  };
  return {
    async requestDidStart() {
      const end = graphqlDuration.startTimer();
      return {
        async willSendResponse({ operation, operationName, errors, response }) {
          const name = !operation ? "invalid" : operationName ? label(operationName) : "anonymous";
          const failed =
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === "single" && (response.body.singleResult.errors?.length ?? 0) > 0);
          end({ operation: name, outcome: failed ? "error" : "ok" });
        },
      };
    },
  };
}

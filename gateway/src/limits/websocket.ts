import type { IncomingMessage } from "node:http";
import { GraphQLError, type GraphQLSchema, getOperationAST } from "graphql";
import type { ServerOptions } from "graphql-ws";
import type { Extra } from "graphql-ws/use/ws";
import type { ServerOptions as WebSocketServerOptions } from "ws";
import { formatError } from "../errors";
import type { GraphqlLimits } from "./config";
import { limitedDocument } from "./document-rules";
import { allowedOrigin } from "./origin";
import { limitResultSize } from "./response-size";

/**
 * The WebSocket server's share of the HTTP protections: the origin policy and the size limit (a
 * message as large as an HTTP request body may be, `GRAPHQL_MAX_REQUEST_BYTES`).
 */
export function webSocketGuards(options: {
  corsOrigins: readonly string[];
  publicUrl: string | undefined;
  maxRequestBytes: number;
}): Pick<WebSocketServerOptions, "maxPayload" | "verifyClient"> {
  const mayConnect = allowedOrigin(options.corsOrigins, options.publicUrl);
  return {
    maxPayload: options.maxRequestBytes,
    verifyClient: ({ req }, callback) =>
      mayConnect(req) ? callback(true) : callback(false, 403, "Origin not allowed"),
  };
}

const refusal = (message: string, code: string, extensions: Record<string, unknown> = {}) => [
  new GraphQLError(message, { extensions: { code, ...extensions } }),
];

type Hooks = Pick<
  ServerOptions<Record<string, unknown>, Extra>,
  "onConnect" | "onClose" | "onSubscribe" | "onNext"
>;
type Connection = Parameters<NonNullable<Hooks["onConnect"]>>[0];

/**
 * graphql-ws hooks that hold operations over the socket to the HTTP endpoint's limits: the same
 * token, depth, alias, directive and cost limits and the same answer size; subscriptions only
 * (queries and mutations go over HTTP, where CSRF prevention and the cookies' rules apply); at
 * most `maxSubscriptionsPerConnection` open per socket and `maxSubscriptionsPerClient` per address.
 * `openSubscriptions` counts those open on all sockets now (the metrics' gauge); it is no hook.
 */
export function subscriptionLimits(
  schema: GraphQLSchema,
  limits: GraphqlLimits,
  clientOf: (request: IncomingMessage) => string,
): Hooks & { openSubscriptions(): number } {
  const connectionsOf = new Map<string, Set<Connection>>();
  // graphql-ws keeps each socket's running operations in `subscriptions` (this one included).
  const openOf = (client: string) =>
    [...(connectionsOf.get(client) ?? [])].reduce((sum, c) => sum + Object.keys(c.subscriptions).length, 0);

  return {
    openSubscriptions: () => [...connectionsOf.keys()].reduce((sum, client) => sum + openOf(client), 0),
    onConnect: (ctx) => {
      const client = clientOf(ctx.extra.request);
      connectionsOf.set(client, (connectionsOf.get(client) ?? new Set()).add(ctx));
    },
    onClose: (ctx) => {
      const client = clientOf(ctx.extra.request);
      const connections = connectionsOf.get(client);
      connections?.delete(ctx);
      if (connections?.size === 0) connectionsOf.delete(client);
    },
    onSubscribe: (ctx, _id, payload) => {
      const checked = limitedDocument(schema, limits, payload.query);
      if ("errors" in checked) return checked.errors;
      const { document } = checked;
      const operation = getOperationAST(document, payload.operationName);
      if (operation?.operation !== "subscription") {
        return refusal(
          "Only subscriptions are served over the WebSocket; send queries and mutations over HTTP",
          "SUBSCRIPTIONS_ONLY",
        );
      }
      if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerConnection) {
        return refusal(
          `At most ${limits.maxSubscriptionsPerConnection} subscriptions may be open on one connection`,
          "TOO_MANY_SUBSCRIPTIONS",
          { limit: limits.maxSubscriptionsPerConnection },
        );
      }
      if (openOf(clientOf(ctx.extra.request)) > limits.maxSubscriptionsPerClient) {
        return refusal(
          `At most ${limits.maxSubscriptionsPerClient} subscriptions may be open from one client`,
          "TOO_MANY_SUBSCRIPTIONS",
          { limit: limits.maxSubscriptionsPerClient },
        );
      }
      return {
        schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
      };
    },
    onNext: (_ctx, _id, _payload, _args, result) => {
      const limited = limitResultSize(result, limits.maxResponseBytes);
      return limited.errors
        ? { ...limited, errors: limited.errors.map((error) => formatError(formatted(error))) }
        : limited;
    },
  };
}

const formatted = (error: GraphQLError | { message: string }) => ("toJSON" in error ? error.toJSON() : error);

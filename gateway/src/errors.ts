import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLFormattedError } from "graphql";
import type { Logger } from "pino";
import type { GatewayContext } from "./context";

/** Codes a client may see with their own message; anything else is masked. */
const clientCodes = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "UPSTREAM_UNAVAILABLE",
  "RATE_LIMITED",
  "RESPONSE_TOO_LARGE",
  "SUBSCRIPTIONS_ONLY",
  "TOO_MANY_SUBSCRIPTIONS",
  "TOO_MANY_PRICE_VARIANTS",
]);

const codeOf = (extensions: Record<string, unknown> | undefined) =>
  String(extensions?.code ?? "INTERNAL_SERVER_ERROR");

/**
 * Keeps errors a client can act on, strips upstream internals (URLs, bodies) from every error
 * and masks internal errors; `errorLogging` has logged them with the request id.
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = codeOf(formatted.extensions);
  const {
    response: _response,
    issues: _issues,
    stacktrace: _stack,
    ...extensions
  } = formatted.extensions ?? {};
  if (clientCodes.has(code)) return { ...formatted, extensions: { ...extensions, code } };
  return {
    message: "Internal server error",
    ...(formatted.path ? { path: formatted.path } : {}),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    extensions: { code: code === "UPSTREAM_INVALID_RESPONSE" ? code : "INTERNAL_SERVER_ERROR" },
  };
}

/** Logs every error a client cannot act on, with the request id the response header carries. */
export function errorLogging(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (clientCodes.has(codeOf(error.extensions))) continue;
            logger.error(
              {
                err: error.originalError ?? error,
                requestId: contextValue.requestId,
                operationName,
                path: error.path,
              },
              "graphql error",
            );
          }
        },
      };
    },
  };
}

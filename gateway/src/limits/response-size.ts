import type { ApolloServerPlugin } from "@apollo/server";
import type { ExecutionResult, GraphQLFormattedError } from "graphql";

/** The answer that stands in for one over the limit. */
export const responseTooLarge = (maxBytes: number): GraphQLFormattedError => ({
  message: `The answer is larger than ${maxBytes} bytes; ask for fewer fields`,
  extensions: { code: "RESPONSE_TOO_LARGE", limit: maxBytes },
});

/** Whether `result` as JSON stays within `maxBytes`. */
export const withinResponseSize = (result: unknown, maxBytes: number) =>
  Buffer.byteLength(JSON.stringify(result)) <= maxBytes;

/**
 * Over HTTP, an answer larger than `maxBytes` is never sent: the client gets a RESPONSE_TOO_LARGE
 * error in its place. (Depth, alias and cost limits keep answers far below it; this is the backstop.)
 */
export function responseSizeLimit(maxBytes: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== "single") return;
          if (withinResponseSize(response.body.singleResult, maxBytes)) return;
          response.body.singleResult = { data: null, errors: [responseTooLarge(maxBytes)] };
        },
      };
    },
  };
}

/** The same ceiling for one result sent over the WebSocket. */
export const limitResultSize = (result: ExecutionResult, maxBytes: number): ExecutionResult =>
  withinResponseSize(result, maxBytes) ? result : { errors: [responseTooLarge(maxBytes)] as never };

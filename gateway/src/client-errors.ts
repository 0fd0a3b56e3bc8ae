import type { ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { RefusalPacer } from "./limits/refusal-pacing";

interface Refusal {
  status: number;
  code: string;
  message: string;
  /** The limit the request went over, as `extensions.limit`. */
  limit?: number;
}

/**
 * A request the HTTP layer refused before GraphQL saw it (malformed JSON, a body over the limit,
 * a missing asset): the client's fault, answered as graphql-over-http asks, with a GraphQL error
 * body and a 4xx status, and logged at info without the body or the parser's message (which
 * quotes the body, passwords and all). Anything else is the shop's own fault: error level. A body
 * over the limit is answered after `pacer`'s pause, as other refusals for a limit are.
 */
export function answerErrors(
  logger: Logger,
  maxRequestBytes: number,
  pacer: RefusalPacer,
): ErrorRequestHandler {
  return (err: Error, _req, res, _next) => {
    const refused = refusalOf(err, maxRequestBytes);
    const body = ({ message, code, limit }: Omit<Refusal, "status">) => ({
      errors: [{ message, extensions: limit === undefined ? { code } : { code, limit } }],
    });
    if (refused) {
      logger.info({ requestId: res.locals.requestId, code: refused.code }, "client error");
      if (res.headersSent) return;
      const send = () => res.status(refused.status).json(body(refused));
      if (refused.code === "REQUEST_TOO_LARGE") pacer.answer(res, send);
      else send();
      return;
    }
    logger.error({ err, requestId: res.locals.requestId }, "request failed");
    if (!res.headersSent)
      res.status(500).json(body({ code: "INTERNAL_SERVER_ERROR", message: "Internal server error" }));
  };
}

function refusalOf(err: Error, maxRequestBytes: number): Refusal | null {
  const { type, status, statusCode } = err as Error & { type?: string; status?: number; statusCode?: number };
  const code = status ?? statusCode;
  if (type === "entity.parse.failed")
    return { status: 400, code: "BAD_REQUEST", message: "The request body is not valid JSON" };
  if (type === "entity.too.large")
    return {
      status: 413,
      code: "REQUEST_TOO_LARGE",
      message: `The request body is larger than ${maxRequestBytes} bytes`,
      limit: maxRequestBytes,
    };
  if (code === 404) return { status: 404, code: "NOT_FOUND", message: "Nothing is here" };
  if (code && code >= 400 && code < 500)
    return { status: code, code: "BAD_REQUEST", message: "The request cannot be read" };
  return null;
}

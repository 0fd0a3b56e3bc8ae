import helmet from "@fastify/helmet";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ErrorBody } from "./errors";
import { HttpError } from "./errors";
import { fieldErrorsOf, validationFailed } from "./field-errors";
import type { Logger } from "./logger";
import { metricsText } from "./metrics";
import { checkReadiness, readinessChecksOf } from "./readiness";
import { requestIdFrom } from "./request-id";
import { closeWithin, stopOnSignal } from "./shutdown";

export type ServiceApp = ReturnType<typeof baseApp>;

export interface ServiceAppOptions {
  logger: Logger;
  /** Largest accepted request body in bytes (uploads stream and set their own limit). */
  bodyLimit?: number;
  /** Proxies whose `X-Forwarded-For` sets `request.ip` (see `trustProxy`); none when omitted. */
  trustProxy?: boolean | string;
}

function baseApp({ logger, bodyLimit = 1024 * 1024, trustProxy = false }: ServiceAppOptions) {
  return Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit,
    trustProxy,
    // A client's own id is kept only when it is safe to echo and log (request-id.ts).
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers["x-request-id"]),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * The Fastify instance every REST service runs in: request ids, structured logs, zod-validated
 * input, one JSON error shape, 404 for unknown routes, and the operational routes: `/health`
 * (the process answers), `/ready` (the checks its services added with `addReadinessCheck`: 200 when
 * all pass, 503 naming the one that failed) and `/metrics` (the process's Prometheus registry).
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const app = baseApp(options);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // API answers load nothing and are framed nowhere; a route serving a page sets its own policy.
  // HSTS is the gateway's: services are reached over the internal network.
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  answerExpectContinueAfterChecks(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (code: string, message: string, details?: unknown): ErrorBody => ({
      error: { code, message, requestId: request.id, ...(details === undefined ? {} : { details }) },
    });
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const failed = validationFailed(
        fieldErrorsOfValidation(request, error.validationContext, error.validation),
        400,
      );
      return reply.code(400).send(body(failed.code, failed.message, failed.details));
    }
    if (error.statusCode && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, body too large) carry its internal codes: name them ours.
      const code = frameworkCodes[error.statusCode] ?? "BAD_REQUEST";
      return reply.code(error.statusCode).send(body(code, error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(body("INTERNAL", "Internal server error"));
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: {
        code: "NOT_FOUND",
        message: `No route ${request.method} ${request.url}`,
        requestId: request.id,
      },
    };
    return reply.code(404).send(body);
  });

  app.get("/health", async () => ({ status: "ok" }));
  app.get("/ready", async (_request, reply) => {
    const report = await checkReadiness(readinessChecksOf(app.server));
    return reply.code(report.status === "ok" ? 200 : 503).send(report);
  });
  app.get("/metrics", async (_request, reply) => {
    const { contentType, body } = await metricsText();
    return reply.type(contentType).send(body);
  });

  return app;
}

/**
 * A client that sends `Expect: 100-continue` (the gateway passing on an upload, curl with a large
 * body) waits for our "100 Continue" before it sends the body. Node would send it at once; here it
 * goes out only once the route's `onRequest` checks (size, quota) have passed. A refused request is
 * answered before any of its body is on the wire, so the refusal can never be lost to a connection
 * closed while the client was still writing.
 */
function answerExpectContinueAfterChecks(app: ReturnType<typeof baseApp>) {
  app.server.on("checkContinue", (request, response) => app.server.emit("request", request, response));
  app.addHook("preParsing", async (request, reply, payload) => {
    if (request.headers.expect?.toLowerCase() === "100-continue" && !reply.raw.headersSent)
      reply.raw.writeContinue();
    return payload;
  });
}

/** The router's own refusals come before any route: they are answered in the shared shape too. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
  const body: ErrorBody = {
    error: {
      code: tooLong ? "NOT_FOUND" : "MALFORMED_REQUEST",
      message: tooLong ? "Nothing has an id that long" : "The request's URL cannot be read",
      requestId: request.id,
    },
  };
  return reply.code(tooLong ? 404 : 400).send(body);
}

/** Stable codes for the client errors Fastify raises itself, by status. */
const frameworkCodes: Record<number, string> = {
  400: "MALFORMED_REQUEST",
  404: "NOT_FOUND",
  406: "NOT_ACCEPTABLE",
  413: "BODY_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
};

/**
 * fastify-type-provider-zod's validation entries carry the zod issue apart (keyword, path, params)
 * and without the value: put it back together, with the value read from the request, so a malformed
 * request gets the same field codes as a broken rule. Fields outside the body are prefixed with
 * where they were (`params.id`, `querystring.size`).
 */
function fieldErrorsOfValidation(
  request: FastifyRequest,
  context: string | undefined,
  validation: { keyword: string; instancePath: string; message?: string; params: object }[],
) {
  const source: unknown = { body: request.body, params: request.params, querystring: request.query }[
    context ?? "body"
  ];
  const issues = validation.map((v) => {
    const path = v.instancePath.split("/").filter(Boolean);
    const input = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], source);
    return {
      ...v.params,
      code: v.keyword,
      input,
      path: context && context !== "body" ? [context, ...path] : path,
      message: v.message ?? "is invalid",
    } as unknown as z.core.$ZodIssue;
  });
  return fieldErrorsOf({ issues });
}

/**
 * Listens, and on SIGINT/SIGTERM closes the app: no new connections, the requests in flight
 * finish within `graceSeconds`, then its `onClose` hooks run (task runners stop and hand back their
 * tasks, event streams close), and `afterClose` last, once they all ended (the database closes
 * there: Fastify runs the root app's hooks added after a plugin before the plugin's own).
 */
export async function listenWithGrace(
  app: FastifyInstance,
  port: number,
  host: string,
  graceSeconds: number,
  afterClose: () => Promise<void> = async () => {},
) {
  await app.listen({ port, host });
  stopOnSignal(app.log as Logger, graceSeconds, async () => {
    try {
      await closeWithin(app, graceSeconds * 1000);
    } finally {
      await afterClose();
    }
  });
  return app;
}

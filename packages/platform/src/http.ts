import { randomUUID } from "node:crypto";
import closeWithGrace from "close-with-grace";
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ErrorBody } from "./errors";
import { HttpError } from "./errors";
import type { Logger } from "./logger";

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
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * The Fastify instance every REST service runs in: request ids, structured logs, zod-validated
 * input, one JSON error shape, 404 for unknown routes and a health route.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const app = baseApp(options);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = (code: string, message: string, details?: unknown): ErrorBody => ({
      error: { code, message, requestId: request.id, ...(details === undefined ? {} : { details }) },
    });
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      const first = issues[0];
      const message = first
        ? `${error.validationContext} ${first.path || "/"}: ${first.message}`
        : "Invalid request";
      return reply.code(400).send(body("VALIDATION_FAILED", message, issues));
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.code(error.statusCode).send(body(error.code ?? "BAD_REQUEST", error.message));
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

  return app;
}

/** Listens and closes the app (finishing in-flight requests) on SIGINT/SIGTERM. */
export async function listenWithGrace(app: FastifyInstance, port: number, host = "127.0.0.1") {
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    await app.close();
  });
  await app.listen({ port, host });
  return app;
}

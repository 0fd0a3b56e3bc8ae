import { fieldErrorsOf, validationFailed } from "@druckwerk/platform";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";

/** The session token a request carries as `Authorization: Bearer <token>`. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** The request's body by `schema`, or a `VALIDATION_FAILED` naming the fields at fault. */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
  return parsed.data;
}

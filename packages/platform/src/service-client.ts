import type { z } from "zod";
import { HttpError } from "./errors";

export interface ServiceCall {
  /** The called service's name, for error messages: "pricing", "analytx". */
  service: string;
  url: string;
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  body?: unknown;
  requestId: string;
  headers?: Record<string, string>;
}

/**
 * One service calling another over HTTP. The called service's client errors (4xx with the
 * shared error shape) pass on with their status and code; transport failures, 5xx answers and
 * answers outside the contract become 503/502 errors naming the service.
 */
export async function callService<S extends z.ZodType>(call: ServiceCall, schema: S): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(call.url, {
      method: call.method ?? "GET",
      headers: {
        "x-request-id": call.requestId,
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
        ...call.headers,
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  } catch {
    throw new HttpError(503, "UPSTREAM_UNAVAILABLE", `The ${call.service} service cannot be reached`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    throw new HttpError(
      response.status,
      typeof error?.code === "string" ? error.code : "UPSTREAM_REJECTED",
      typeof error?.message === "string"
        ? error.message
        : `The ${call.service} service answered ${response.status}`,
    );
  }
  if (!response.ok)
    throw new HttpError(502, "UPSTREAM_FAILED", `The ${call.service} service answered ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new HttpError(
      502,
      "UPSTREAM_INVALID_RESPONSE",
      `The ${call.service} service answered an unexpected shape`,
    );
  }
  return parsed.data;
}

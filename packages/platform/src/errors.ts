/**
 * An error a client can act on: it carries the HTTP status and a stable code.
 * Everything else that escapes a handler is an internal error and is masked.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Machine-readable particulars, answered as `error.details` (e.g. the fields at fault). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, "NOT_FOUND", `${what} not found`);

/** The one JSON error shape every service answers with. */
export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; details?: unknown };
}

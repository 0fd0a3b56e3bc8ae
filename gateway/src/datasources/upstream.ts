import {
  type AugmentedRequest,
  type DataSourceFetchResult,
  type DataSourceRequest,
  RESTDataSource,
  type RequestOptions,
} from "@apollo/datasource-rest";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import { fieldErrorSchema } from "@druckwerk/platform";
import { GraphQLError } from "graphql";
import { z } from "zod";

/** A service's client error: the shared error body with the details the shopper can act on. */
const refusalSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .object({ fields: z.array(fieldErrorSchema).optional(), retryAfterSeconds: z.number().optional() })
      .optional(),
  }),
});

/** An upstream's refusal (4xx) as resolvers turn it into typed results. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields: z.output<typeof fieldErrorSchema>[];
  /** From a 429 answer; 60 when the service does not tell. */
  retryAfterSeconds: number;
}

export interface UpstreamOptions {
  baseURL: string;
  cache: KeyValueCache;
  requestId: string;
  /** The shopper's address, forwarded as `X-Forwarded-For` to services that limit per client. */
  clientIp?: string;
}

/**
 * Base of every upstream REST client: forwards the request id, keys its HTTP cache by the
 * language header too, and checks every answer against the upstream's zod contract.
 */
export abstract class UpstreamAPI extends RESTDataSource {
  protected abstract readonly upstreamName: string;
  protected readonly requestId: string;
  private readonly clientIp: string | undefined;

  constructor({ baseURL, cache, requestId, clientIp }: UpstreamOptions) {
    super({ cache });
    this.baseURL = baseURL.endsWith("/") ? baseURL : `${baseURL}/`;
    this.requestId = requestId;
    this.clientIp = clientIp;
  }

  protected unavailable(error: unknown): GraphQLError {
    return new GraphQLError(`The ${this.upstreamName} service is unavailable, please try again later`, {
      extensions: { code: "UPSTREAM_UNAVAILABLE", upstream: this.upstreamName },
      originalError: error as Error,
    });
  }

  /** Runs a read and answers null when the upstream answers `status` (404: not found). */
  protected async nullOn<T>(status: number, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (upstreamStatus(error) === status) return null;
      throw error;
    }
  }

  /** Turns transport failures and upstream 5xx answers into one stable, client-safe error. */
  override async fetch<T>(path: string, request?: DataSourceRequest): Promise<DataSourceFetchResult<T>> {
    try {
      return await super.fetch<T>(path, request);
    } catch (error) {
      // Duck-typed: RESTDataSource's errors come from graphql's CommonJS build, not ours.
      const status = upstreamStatus(error);
      if (status > 0 && status < 500) throw error;
      throw this.unavailable(error);
    }
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers["x-request-id"] = this.requestId;
    if (this.clientIp) request.headers["x-forwarded-for"] = this.clientIp;
  }

  protected override cacheKeyFor(url: URL, request: RequestOptions): string {
    return `${request.headers?.["language-key"] ?? ""} ${super.cacheKeyFor(url, request)}`;
  }

  /** The upstream's refusal (a 4xx answer) behind `error`; anything else is rethrown. */
  protected refusal(error: unknown): Refusal {
    const status = upstreamStatus(error);
    if (status < 400 || status >= 500) throw error;
    const body = (error as { extensions?: { response?: { body?: unknown } } }).extensions?.response?.body;
    const { code, message, details } = this.checked(refusalSchema, body, "a refusal").error;
    return {
      status,
      code,
      message,
      fields: details?.fields ?? [],
      retryAfterSeconds: details?.retryAfterSeconds ?? 60,
    };
  }

  /** Validates an upstream answer; a mismatch is an upstream fault, never passed on as data. */
  protected checked<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    throw new GraphQLError(`The ${this.upstreamName} service answered ${what} in an unexpected shape`, {
      extensions: {
        code: "UPSTREAM_INVALID_RESPONSE",
        upstream: this.upstreamName,
        issues: result.error.issues,
      },
    });
  }
}

/** The HTTP status an upstream answered with, from RESTDataSource's error; 0 when none. */
export function upstreamStatus(error: unknown): number {
  const response = (error as GraphQLError | undefined)?.extensions?.response as
    | { status?: number }
    | undefined;
  return response?.status ?? 0;
}

/** The shared `{ error: { code, message } }` body of an upstream's client error. */
export function upstreamError(error: unknown): { status: number; code: string; message: string } | null {
  const response = (error as GraphQLError | undefined)?.extensions?.response as
    | { status?: number; body?: { error?: { code?: string; message?: string } } }
    | undefined;
  const body = response?.body?.error;
  if (!response?.status || !body?.code) return null;
  return { status: response.status, code: body.code, message: body.message ?? body.code };
}

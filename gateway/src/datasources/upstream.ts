import {
  type AugmentedRequest,
  type DataSourceFetchResult,
  type DataSourceRequest,
  RESTDataSource,
  type RequestOptions,
} from "@apollo/datasource-rest";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import { type FieldErrorDto, fieldErrorSchema } from "@druckwerk/platform";
import { GraphQLError } from "graphql";
import { z } from "zod";
import { upstreamDuration, upstreamErrors } from "../metrics";
import type { UpstreamSlot } from "./client-slots";
import { FileTooLarge, postMultipart, type UploadedFile } from "./multipart";

/** The shared error body every service answers a client error with. */
const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    details: z
      .object({
        fields: z.array(fieldErrorSchema).optional(),
        retryAfterSeconds: z.number().int().nonnegative().optional(),
        /** A refusal's particular cause, e.g. why a payment method is not available. */
        reason: z.string().optional(),
      })
      .optional(),
  }),
});

/**
 * A service's refusal (a 4xx answer), parsed once where the answer arrives. The service decided
 * the `code` from its contract's closed list; datasources switch on it, never on the message. One
 * that escapes a resolver unmapped is a gateway fault: it is logged and masked.
 */
export class UpstreamRefusal<Code extends string = string> extends GraphQLError {
  constructor(
    readonly upstream: string,
    readonly status: number,
    readonly code: Code,
    message: string,
    /** The fields at fault, for a `VALIDATION_FAILED`. */
    readonly fields: FieldErrorDto[],
    /** From a 429 answer; 60 when the service does not tell. */
    readonly retryAfterSeconds: number,
    /** The refusal's particular cause (`details.reason`), when the service names one. */
    readonly refusalReason: string | null = null,
  ) {
    super(message, { extensions: { code: "UPSTREAM_REFUSED", upstream, status, reason: code } });
  }
}

/** A service's `RATE_LIMITED` refusal, as the gateway answers it. */
export interface RateLimitedAnswer {
  kind: "rate-limited";
  message: string;
  retryAfterSeconds: number;
}

export const rateLimited = ({ message, retryAfterSeconds }: UpstreamRefusal): RateLimitedAnswer => ({
  kind: "rate-limited",
  message,
  retryAfterSeconds,
});

export interface UpstreamOptions {
  baseURL: string;
  cache: KeyValueCache;
  requestId: string;
  /** The shopper's address, forwarded as `X-Forwarded-For` to services that limit per client. */
  clientIp?: string;
  /** The GraphQL request's tally of calls to services (its cost budget counts them). */
  calls?: { count: number };
  /** Where the request's client waits for its turn to call a service (client-slots.ts); at once when omitted. */
  slot?: UpstreamSlot;
  /** The page's language key (`DE`, `GB`, `FR`), sent with every call unless the call names its own (spec section 7). */
  languageKey?: string;
}

/**
 * Base of every upstream REST client: forwards the request id, keys its HTTP cache by the
 * language header too, checks every answer against the upstream's zod contract and turns every
 * error answer into an `UpstreamRefusal` (4xx) or `UPSTREAM_UNAVAILABLE` (anything else).
 */
export abstract class UpstreamAPI extends RESTDataSource {
  protected abstract readonly upstreamName: string;
  protected readonly requestId: string;
  private readonly clientIp: string | undefined;
  private readonly calls: { count: number };
  private readonly slot: UpstreamSlot;
  private readonly languageKey: string | undefined;

  constructor({ baseURL, cache, requestId, clientIp, calls, slot, languageKey }: UpstreamOptions) {
    super({ cache });
    this.baseURL = baseURL.endsWith("/") ? baseURL : `${baseURL}/`;
    this.requestId = requestId;
    this.clientIp = clientIp;
    this.calls = calls ?? { count: 0 };
    this.slot = slot ?? ((request) => request());
    this.languageKey = languageKey;
  }

  protected unavailable(error: unknown): GraphQLError {
    return new GraphQLError(`The ${this.upstreamName} service is unavailable, please try again later`, {
      extensions: { code: "UPSTREAM_UNAVAILABLE", upstream: this.upstreamName },
      originalError: error as Error,
    });
  }

  /** Runs a call and answers null when the service refuses it with `code` (e.g. `NOT_FOUND`). */
  protected async nullOn<T>(code: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof UpstreamRefusal && error.code === code) return null;
      throw error;
    }
  }

  /** The headers that carry a session token to the auth service. */
  protected bearer(token: string) {
    return { authorization: `Bearer ${token}` };
  }

  /**
   * Codes a 5xx answer of this upstream may carry as a refusal (a payment provider's outage the
   * service reports); any other 5xx answer is the upstream being unavailable.
   */
  protected readonly serverRefusalCodes: readonly string[] = [];

  /**
   * The refusal behind `error` when its code is one of `codes`; anything else is rethrown, a 5xx
   * refusal the caller does not take as the upstream being unavailable.
   */
  protected refusedWith<const C extends string>(error: unknown, codes: readonly C[]): UpstreamRefusal<C> {
    if (error instanceof UpstreamRefusal && (codes as readonly string[]).includes(error.code)) {
      return error as UpstreamRefusal<C>;
    }
    if (error instanceof UpstreamRefusal && error.status >= 500) throw this.unavailable(error);
    throw error;
  }

  /** The one place an error answer becomes an error. */
  protected override async errorFromResponse({
    response,
    parsedBody,
  }: {
    response: { status: number };
    parsedBody: unknown;
  }): Promise<GraphQLError> {
    return this.errorOf(response.status, parsedBody);
  }

  private errorOf(status: number, body: unknown): GraphQLError {
    const serverRefusal = status >= 500 && errorBodySchema.safeParse(body).data?.error.code;
    if (status < 400 || (status >= 500 && !this.serverRefusalCodes.includes(serverRefusal || ""))) {
      return this.unavailable(new Error(`${this.upstreamName} answered ${status}`));
    }
    const { code, message, details } = this.checked(errorBodySchema, body, `a ${status} refusal`).error;
    return new UpstreamRefusal(
      this.upstreamName,
      status,
      code,
      message,
      details?.fields ?? [],
      details?.retryAfterSeconds ?? 60,
      details?.reason ?? null,
    );
  }

  /** Turns transport failures into one stable, client-safe error. */
  override async fetch<T>(path: string, request?: DataSourceRequest): Promise<DataSourceFetchResult<T>> {
    try {
      const result = await super.fetch<T>(path, request);
      // Only requests that reached the service count: not answers from the cache, nor the
      // same GET asked twice in one operation.
      if (!result.responseFromCache && !result.requestDeduplication.deduplicatedAgainstPreviousRequest) {
        this.calls.count++;
      }
      return result;
    } catch (error) {
      this.calls.count++;
      if (error instanceof GraphQLError) throw error;
      throw this.unavailable(error);
    }
  }

  /**
   * Streams a file on to the service as multipart/form-data and answers its JSON; a refusal or a
   * failure becomes the same errors as every other call's.
   */
  protected async postFile(
    path: string,
    file: UploadedFile,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    this.calls.count++;
    const service = this.upstreamName;
    const end = upstreamDuration.startTimer({ service });
    const { status, body } = await postMultipart(new URL(path, this.baseURL), file, fields, {
      ...headers,
      "x-request-id": this.requestId,
      // The upload quota counts per shopper.
      ...(this.clientIp ? { "x-forwarded-for": this.clientIp } : {}),
    })
      .catch((error: unknown) => {
        if (error instanceof FileTooLarge) throw error; // the shopper's file, refused before it went out
        upstreamErrors.inc({ service, kind: "unavailable" });
        throw this.unavailable(error);
      })
      .finally(end);
    if (status >= 200 && status < 300) return body;
    const error = this.errorOf(status, body);
    countError(service, error);
    throw error;
  }

  /**
   * Hands a deduplicated GET's parsed answer on as it is, without RESTDataSource's deep copy per
   * caller (under load the copies of the catalogue were a tenth of the gateway's CPU): nothing
   * changes a parsed answer, every datasource reads it through `checked`, whose zod schemas build
   * new objects.
   */
  protected override cloneParsedBody<T>(parsedBody: T): T {
    return parsedBody;
  }

  /**
   * Each request that goes out waits for its client's turn (`slot`); a GET deduplicated against
   * one in flight shares that one's turn, so the callers waiting for it go on together (the price
   * loader gathers their prices into one batch).
   */
  protected override trace<R>(url: URL, request: RequestOptions, fn: () => Promise<R>): Promise<R> {
    return this.slot(() => super.trace(url, request, () => this.measured(fn)));
  }

  /** Times a request once its turn came, unless the HTTP cache answered it; counts its errors. */
  private async measured<R>(fn: () => Promise<R>): Promise<R> {
    const service = this.upstreamName;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await fn();
      if (!(result as { responseFromCache?: boolean }).responseFromCache)
        upstreamDuration.observe({ service }, seconds());
      return result;
    } catch (error) {
      upstreamDuration.observe({ service }, seconds());
      countError(service, error);
      throw error;
    }
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest) {
    request.headers["x-request-id"] = this.requestId;
    if (this.languageKey) request.headers["language-key"] ??= this.languageKey;
    if (this.clientIp) request.headers["x-forwarded-for"] = this.clientIp;
  }

  protected override cacheKeyFor(url: URL, request: RequestOptions): string {
    return `${request.headers?.["language-key"] ?? ""} ${super.cacheKeyFor(url, request)}`;
  }

  /**
   * Validates an upstream answer; a mismatch is an upstream fault, never passed on as data. A
   * deduplicated answer (the same parsed body, `cloneParsedBody`) is checked once per schema: a
   * price matrix reads its model's file once per price, and checking it each time was a tenth of
   * the gateway's work for the matrix.
   */
  protected checked<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
    const answer = typeof body === "object" && body !== null ? body : undefined;
    const earlier = answer && checkedAnswers.get(answer);
    if (earlier?.has(schema)) return earlier.get(schema) as z.output<S>;
    const result = schema.safeParse(body);
    if (result.success) {
      if (answer) checkedAnswers.set(answer, (earlier ?? new WeakMap()).set(schema, result.data));
      return result.data;
    }
    upstreamErrors.inc({ service: this.upstreamName, kind: "invalid_response" });
    throw new GraphQLError(`The ${this.upstreamName} service answered ${what} in an unexpected shape`, {
      extensions: {
        code: "UPSTREAM_INVALID_RESPONSE",
        upstream: this.upstreamName,
        issues: result.error.issues,
      },
    });
  }
}

/** Each parsed answer's checked forms, by schema; gone with the answer. */
const checkedAnswers = new WeakMap<object, WeakMap<z.ZodType, unknown>>();

/**
 * Counts a failed request in `druckwerk_upstream_errors_total`: a refusal, or the service being
 * unavailable. An answer outside the contract was counted where it was checked (`checked`).
 */
function countError(service: string, error: unknown) {
  if (error instanceof GraphQLError && error.extensions.code === "UPSTREAM_INVALID_RESPONSE") return;
  upstreamErrors.inc({ service, kind: error instanceof UpstreamRefusal ? "refused" : "unavailable" });
}

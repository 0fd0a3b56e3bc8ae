import { z } from "zod";
import { PaymentError } from "../provider";

export interface PayPalApiOptions {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Limit for each HTTP call, token included. */
  timeoutMs: number;
}

export interface PayPalRequest {
  method: "GET" | "POST";
  path: string;
  /** JSON text, sent as is (webhook verification must forward the event byte for byte). */
  body?: string;
  /** `PayPal-Request-Id`: PayPal answers a repeated request with the first one's result. */
  requestId?: string;
}

/** PayPal's 4xx answer to a request (after the token was renewed if needed). */
export class PayPalRefusal extends Error {
  override name = "PayPalRefusal";
  constructor(
    readonly status: number,
    /** The first `details[].issue`, e.g. ORDER_ALREADY_CAPTURED, else the error `name`. */
    readonly issue: string,
    readonly debugId: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const errorSchema = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    debug_id: z.string().optional(),
    details: z.array(z.object({ issue: z.string().optional() })).optional(),
    /** OAuth errors: `invalid_token`, `invalid_client`. */
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .catch({});

/** A token is renewed this long before PayPal says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

interface AccessToken {
  value: string;
  expiresAt: number;
}

/** A token and the request that produced it, so a refusal replaces exactly that one. */
interface HeldToken {
  request: Promise<AccessToken>;
  value: string;
}

/**
 * PayPal's REST API over fetch: an OAuth2 client-credentials token, kept until shortly before it
 * expires and renewed once when PayPal answers 401; a time limit on every call. Transport failures,
 * 5xx and 429 become PAYMENT_PROVIDER_UNAVAILABLE, other refusals a `PayPalRefusal`.
 */
export class PayPalApi {
  /** The current token request, shared by concurrent callers; null after a failed one. */
  #pending: Promise<AccessToken> | null = null;

  constructor(private readonly options: PayPalApiOptions) {}

  async call<S extends z.ZodType>(request: PayPalRequest, schema: S): Promise<z.output<S>> {
    let token = await this.#token();
    let response = await this.#send(request, token.value);
    if (response.status === 401) {
      await response.body?.cancel();
      token = await this.#renewed(token);
      response = await this.#send(request, token.value);
      if (response.status === 401) {
        throw new PaymentError("PAYMENT_PROVIDER_ERROR", "PayPal refused a freshly issued access token");
      }
    }
    const body = await readJson(response);
    if (!response.ok) throw refusalOf(response, body);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PaymentError(
        "PAYMENT_PROVIDER_ERROR",
        `PayPal answered ${request.method} ${request.path} in an unexpected shape`,
        { issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`) },
      );
    }
    return parsed.data;
  }

  /** The cached token, or a new one when there is none or it is about to expire. */
  async #token(): Promise<HeldToken> {
    let request = this.#pending ?? this.#startTokenRequest();
    let token = await request;
    if (token.expiresAt <= Date.now()) {
      request = this.#replace(request);
      token = await request;
    }
    return { request, value: token.value };
  }

  /** A new token after PayPal refused `stale` (it expired early or was revoked). */
  async #renewed(stale: HeldToken): Promise<HeldToken> {
    const request = this.#replace(stale.request);
    return { request, value: (await request).value };
  }

  /** Replaces a stale token request with a new one, unless a concurrent caller already did. */
  #replace(stale: Promise<AccessToken>): Promise<AccessToken> {
    if (this.#pending && this.#pending !== stale) return this.#pending;
    return this.#startTokenRequest();
  }

  #startTokenRequest(): Promise<AccessToken> {
    const request = this.#requestToken();
    this.#pending = request;
    request.catch(() => {
      if (this.#pending === request) this.#pending = null;
    });
    return request;
  }

  async #requestToken(): Promise<AccessToken> {
    const { clientId, clientSecret } = this.options;
    const response = await this.#fetch("/v1/oauth2/token", {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const body = await readJson(response);
    if (response.status === 401 || response.status === 403) {
      throw new PaymentError(
        "PAYMENT_PROVIDER_ERROR",
        "PayPal refused the client credentials (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_ENV)",
      );
    }
    if (!response.ok) throw refusalOf(response, body);
    const token = tokenSchema.safeParse(body);
    if (!token.success) {
      throw new PaymentError("PAYMENT_PROVIDER_ERROR", "PayPal answered the token request without a token");
    }
    const lifetimeMs = token.data.expires_in * 1000;
    return {
      value: token.data.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
  }

  #send(request: PayPalRequest, token: string): Promise<Response> {
    return this.#fetch(request.path, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        prefer: "return=representation",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
        ...(request.requestId === undefined ? {} : { "paypal-request-id": request.requestId }),
      },
      body: request.body,
    });
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    const { baseUrl, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new PaymentError(
        "PAYMENT_PROVIDER_UNAVAILABLE",
        timedOut ? `PayPal did not answer within ${timeoutMs} ms` : "PayPal cannot be reached",
      );
    }
    if (response.status >= 500 || response.status === 429) {
      const body = errorSchema.parse(await readJson(response));
      throw new PaymentError("PAYMENT_PROVIDER_UNAVAILABLE", `PayPal answered ${response.status}`, {
        debugId: body.debug_id,
      });
    }
    return response;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => {
    throw new PaymentError("PAYMENT_PROVIDER_UNAVAILABLE", "PayPal's answer broke off");
  });
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refusalOf(response: Response, json: unknown): PayPalRefusal {
  const body = errorSchema.parse(json);
  const issue =
    body.details?.find((d) => d.issue)?.issue ?? body.name ?? body.error ?? `HTTP_${response.status}`;
  const message = body.details?.length
    ? `${body.message ?? body.name}: ${issue}`
    : (body.message ?? body.error_description ?? `PayPal answered ${response.status}`);
  return new PayPalRefusal(response.status, issue, body.debug_id, message);
}

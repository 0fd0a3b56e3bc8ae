import {
  callService,
  type Database,
  databaseRateLimitStore,
  fieldErrorsOf,
  HttpError,
  LANGUAGE_KEY_HEADER,
  languageFromKey,
  type Mailer,
  validationFailed,
} from "@druckwerk/platform";
import { shippingCountriesAnswerSchema } from "@druckwerk/shipping/contract";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AccountStore, UsernameTakenError } from "./account/account-store";
import { optinMail } from "./account/optin-mail";
import {
  addressErrors,
  detailsUpdateSchema,
  optinSchema,
  sessionAnswerSchema,
  signinSchema,
  signupSchema,
  userDetailsSchema,
} from "./contract";

export interface AuthRoutesOptions {
  database: Database;
  store: AccountStore;
  mailer: Mailer;
  /** The storefront's public URL, for the opt-in link. */
  shopUrl: () => string;
  shippingUrl: () => string;
  /** Sign-in and sign-up attempts one client may make per window. */
  rateLimit: { max: number; windowMs: number };
}

const notSignedIn = () => new HttpError(403, "NOT_SIGNED_IN", "No live session: sign in first");

/** The session token a request carries as `Authorization: Bearer <token>`. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** The shipping countries, whose rules the addresses follow. */
async function shippingCountries(options: AuthRoutesOptions, requestId: string) {
  const answer = await callService(
    { service: "shipping", url: `${options.shippingUrl()}/shipping/countries`, requestId },
    shippingCountriesAnswerSchema,
  );
  return answer.shippingCountries;
}

/** The spec's `/auth` calls: sign-up with opt-in, sign-in, refresh, logout and the user's details. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { store } = options;
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so every auth process shares the limit and a restart keeps it.
    store: databaseRateLimitStore(options.database, "auth:sign-in"),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, "RATE_LIMITED", `Too many attempts; try again in ${context.after}`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  const limited = { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } };

  app.post("/auth/signup", { config: limited, schema: { body: z.unknown() } }, async (request, reply) => {
    const parsed = signupSchema.safeParse(request.body, { reportInput: true });
    if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
    const signup = parsed.data;
    const errors = addressErrors(signup, await shippingCountries(options, request.id));
    if (errors.length > 0) throw validationFailed(errors);
    const language = languageFromKey(request.headers[LANGUAGE_KEY_HEADER]);
    try {
      const { userId } = await store.register(signup, async (optinId) => {
        await options.mailer.send(
          optinMail({
            to: signup.email,
            username: signup.username,
            optinId,
            shopUrl: options.shopUrl(),
            language,
          }),
        );
      });
      return reply.code(201).send({ userId, email: signup.email });
    } catch (error) {
      if (error instanceof UsernameTakenError)
        throw new HttpError(409, "USERNAME_TAKEN", `The user name ${signup.username} is taken`, {
          fields: [{ field: "username", code: "USERNAME_TAKEN", message: "is taken" }],
        });
      throw error;
    }
  });

  app.post("/auth/optin", { schema: { body: optinSchema } }, async (request) => {
    const outcome = await store.confirm(request.body.uuid);
    if (outcome.kind === "invalid")
      throw new HttpError(404, "INVALID_CODE", "The confirmation code is unknown or has expired");
    return { username: outcome.username, alreadyConfirmed: outcome.kind === "already-confirmed" };
  });

  app.post(
    "/auth/signin",
    { config: limited, schema: { body: signinSchema, response: { 201: sessionAnswerSchema } } },
    async (request, reply) => {
      const outcome = await store.signIn(request.body.username, request.body.password);
      if (outcome.kind === "refused")
        throw new HttpError(401, "INVALID_CREDENTIALS", "User name and password do not match");
      if (outcome.kind === "not-confirmed")
        throw new HttpError(
          403,
          "NOT_CONFIRMED",
          "The account is not confirmed yet: follow the link in the e-mail",
        );
      return reply.code(201).send({ token: outcome.token, expiresAt: outcome.expiresAt.toISOString() });
    },
  );

  app.post(
    "/auth/refresh",
    { schema: { response: { 201: sessionAnswerSchema } } },
    async (request, reply) => {
      const token = bearerToken(request);
      const expiresAt = token ? await store.refresh(token) : null;
      if (!token || !expiresAt) throw notSignedIn();
      return reply.code(201).send({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post("/auth/logout", async (request, reply) => {
    const token = bearerToken(request);
    if (token) await store.signOut(token);
    return reply.code(204).send();
  });

  app.get("/auth/user/details", { schema: { response: { 200: userDetailsSchema } } }, async (request) => {
    const token = bearerToken(request);
    const details = token ? await store.details(token) : null;
    if (!details) throw notSignedIn();
    return details;
  });

  /**
   * Replaces the signed-in user's phone and addresses, by the sign-up's rules, and answers the
   * details as stored. A dead session is refused before the body is looked at.
   */
  app.put(
    "/auth/user/details",
    { schema: { body: z.unknown(), response: { 200: userDetailsSchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (!token || !(await store.details(token))) throw notSignedIn();
      const parsed = detailsUpdateSchema.safeParse(request.body, { reportInput: true });
      if (!parsed.success) throw validationFailed(fieldErrorsOf(parsed.error));
      const update = parsed.data;
      const errors = addressErrors(
        { billingAddress: update.billingAddress, shippingAddress: update.shippingAddress ?? undefined },
        await shippingCountries(options, request.id),
      );
      if (errors.length > 0) throw validationFailed(errors);
      const details = await store.updateDetails(token, update);
      if (!details) throw notSignedIn();
      return details;
    },
  );
};

import {
  callService,
  type Database,
  databaseRateLimitOptions,
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
import { emailChangeMail, passwordResetMail } from "./account/account-mails";
import { type AccountStore, UsernameTakenError } from "./account/account-store";
import { optinMail } from "./account/optin-mail";
import {
  addressErrors,
  detailsUpdateSchema,
  emailAnswerSchema,
  emailCallbackSchema,
  emailRequestSchema,
  invalidCredentialsMessage,
  optinSchema,
  passwordChangeSchema,
  passwordSetAnswerSchema,
  resetCallbackSchema,
  resetRequestAnswerSchema,
  sessionAnswerSchema,
  signinSchema,
  signupSchema,
  userDetailsSchema,
  wrongPasswordMessage,
} from "./contract";
import { bearerToken, parsedBody } from "./request-parts";

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
const emailTaken = () => new HttpError(409, "EMAIL_TAKEN", "Another account has this e-mail address");

/** The shipping countries, whose rules the addresses follow. */
async function shippingCountries(options: AuthRoutesOptions, requestId: string) {
  const answer = await callService(
    { service: "shipping", url: `${options.shippingUrl()}/shipping/countries`, requestId },
    shippingCountriesAnswerSchema,
  );
  return answer.shippingCountries;
}

/**
 * The spec's `/auth` calls: sign-up with opt-in, sign-in, refresh, logout, the user's details,
 * password reset and change, and e-mail change.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { store } = options;
  await app.register(rateLimit, databaseRateLimitOptions(options.database, "auth:sign-in", "attempts"));
  /** The request's session token, checked first: `NOT_SIGNED_IN` before the body is looked at. */
  const signedIn = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !(await store.details(token))) throw notSignedIn();
    return token;
  };
  const limited = { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } };

  // Reset links go out after the answer, so a known address is answered as fast as an unknown one.
  const mailsUnderWay = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.all(mailsUnderWay);
  });

  app.post("/auth/signup", { config: limited, schema: { body: z.unknown() } }, async (request, reply) => {
    const signup = parsedBody(signupSchema, request.body);
    const errors = addressErrors(signup, await shippingCountries(options, request.id));
    if (errors.length > 0) throw validationFailed(errors);
    const language = languageFromKey(request.headers[LANGUAGE_KEY_HEADER]);
    try {
      const { userId } = await store.register(signup, language, async (optinId) => {
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
      const outcome = await store.signIn(
        request.body.username,
        request.body.password,
        languageFromKey(request.headers[LANGUAGE_KEY_HEADER]),
      );
      if (outcome.kind === "refused")
        throw new HttpError(401, "INVALID_CREDENTIALS", invalidCredentialsMessage);
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

  /**
   * Mails a reset link to every account with the address, and answers the same whether or not one
   * has it. One request per address and 24 hours, for unknown addresses too (`ACTIVE_CODE_FOUND`).
   */
  app.post(
    "/auth/reset-password",
    { config: limited, schema: { body: z.unknown(), response: { 200: resetRequestAnswerSchema } } },
    async (request) => {
      const { email } = parsedBody(emailRequestSchema, request.body);
      const outcome = await store.requestPasswordReset(email);
      if (outcome.kind === "active-code-found")
        throw new HttpError(
          409,
          "ACTIVE_CODE_FOUND",
          "Active code found: a reset link was requested for this address within the last 24 hours",
        );
      for (const link of outcome.links) {
        const sending = options.mailer
          .send(passwordResetMail({ to: link.email, ...link, shopUrl: options.shopUrl() }))
          .then(
            ({ messageId }) => request.log.info({ messageId }, "password-reset mail sent"),
            async (err: unknown) => {
              request.log.error({ err }, "password-reset mail not sent; the address may ask again");
              await store.forgetPasswordResetRequest(email);
            },
          )
          .catch((err: unknown) => request.log.error({ err }, "password-reset request not forgotten"))
          .finally(() => mailsUnderWay.delete(sending));
        mailsUnderWay.add(sending);
      }
      return { email };
    },
  );

  /** Sets the new password with a reset link's code; the account's sessions end. */
  app.post(
    "/auth/reset-password/callback",
    { schema: { body: z.unknown(), response: { 200: passwordSetAnswerSchema } } },
    async (request) => {
      const { uuid, password } = parsedBody(resetCallbackSchema, request.body);
      const outcome = await store.resetPassword(uuid, password);
      if (outcome.kind === "invalid-code")
        throw new HttpError(
          404,
          "INVALID_CODE",
          "The reset code is unknown, was used already or has expired",
        );
      return { username: outcome.username };
    },
  );

  /** Changes the signed-in user's password; every session of the account ends, this one too. */
  app.post(
    "/auth/password",
    { config: limited, schema: { body: z.unknown(), response: { 200: passwordSetAnswerSchema } } },
    async (request) => {
      const token = await signedIn(request);
      const { oldPassword, newPassword } = parsedBody(passwordChangeSchema, request.body);
      const outcome = await store.changePassword(token, oldPassword, newPassword);
      if (outcome.kind === "not-signed-in") throw notSignedIn();
      if (outcome.kind === "wrong-password") throw new HttpError(401, "WRONG_PASSWORD", wrongPasswordMessage);
      return { username: outcome.username };
    },
  );

  /**
   * Mails a confirmation link to the signed-in user's new address; the account keeps its address
   * until the link is followed (`POST /auth/email/callback`).
   */
  app.post(
    "/auth/email",
    { config: limited, schema: { body: z.unknown(), response: { 200: emailAnswerSchema } } },
    async (request) => {
      const token = await signedIn(request);
      const { email } = parsedBody(emailRequestSchema, request.body);
      const outcome = await store.requestEmailChange(token, email, async ({ username, language, code }) => {
        await options.mailer.send(
          emailChangeMail({ to: email, username, code, shopUrl: options.shopUrl(), language }),
        );
      });
      if (outcome.kind === "not-signed-in") throw notSignedIn();
      if (outcome.kind === "taken") throw emailTaken();
      return { email };
    },
  );

  /** Gives the account the new address of an e-mail-change link's code. */
  app.post(
    "/auth/email/callback",
    { schema: { body: emailCallbackSchema, response: { 200: emailAnswerSchema } } },
    async (request) => {
      const outcome = await store.confirmEmailChange(request.body.uuid);
      if (outcome.kind === "invalid-code")
        throw new HttpError(404, "INVALID_CODE", "Your code was used already or has expired");
      if (outcome.kind === "taken") throw emailTaken();
      return { email: outcome.email };
    },
  );

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
      const token = await signedIn(request);
      const update = parsedBody(detailsUpdateSchema, request.body);
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

import { type Database, databaseRateLimitOptions, HttpError } from "@druckwerk/platform";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  newStaffMemberSchema,
  staffMemberSchema,
  staffSessionAnswerSchema,
  staffSigninSchema,
} from "../contract";
import { bearerToken, parsedBody } from "../request-parts";
import { StaffEmailTakenError, type StaffStore } from "./staff-store";

export interface StaffRoutesOptions {
  database: Database;
  staff: StaffStore;
  /** Staff sign-in attempts one client may make per window (counted apart from customers'). */
  rateLimit: { max: number; windowMs: number };
}

const staffOnly = () =>
  new HttpError(403, "STAFF_ONLY", "Only the shop's staff may do this: sign in as staff");
const adminOnly = () => new HttpError(403, "ADMIN_ONLY", "Only an admin may do this");

/**
 * The back office's accounts (docs/back-office.md): staff sign-in and sessions, separate from the
 * customers'; an admin adds staff members.
 */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const { staff } = options;
  await app.register(rateLimit, databaseRateLimitOptions(options.database, "auth:staff-sign-in", "attempts"));

  /** The member of the request's staff session, checked before the body is looked at. */
  const member = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const found = token ? await staff.member(token) : null;
    if (!found) throw staffOnly();
    return found;
  };

  app.post(
    "/auth/staff/signin",
    {
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
      schema: { body: z.unknown(), response: { 201: staffSessionAnswerSchema } },
    },
    async (request, reply) => {
      const { email, password } = parsedBody(staffSigninSchema, request.body);
      const outcome = await staff.signIn(email, password);
      if (outcome.kind === "refused")
        throw new HttpError(401, "INVALID_CREDENTIALS", "E-mail address and password do not match");
      const { token, expiresAt, member: signedIn } = outcome;
      return reply.code(201).send({ token, expiresAt: expiresAt.toISOString(), member: signedIn });
    },
  );

  app.post("/auth/staff/signout", async (request, reply) => {
    const token = bearerToken(request);
    if (token) await staff.signOut(token);
    return reply.code(204).send();
  });

  app.get("/auth/staff/me", { schema: { response: { 200: staffMemberSchema } } }, async (request) =>
    member(request),
  );

  app.get(
    "/auth/staff/members",
    { schema: { response: { 200: z.object({ members: z.array(staffMemberSchema) }) } } },
    async (request) => {
      if ((await member(request)).role !== "admin") throw adminOnly();
      return { members: await staff.list() };
    },
  );

  app.post(
    "/auth/staff/members",
    { schema: { body: z.unknown(), response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      if ((await member(request)).role !== "admin") throw adminOnly();
      const added = parsedBody(newStaffMemberSchema, request.body);
      try {
        return reply.code(201).send(await staff.add(added));
      } catch (error) {
        if (error instanceof StaffEmailTakenError)
          throw new HttpError(409, "EMAIL_TAKEN", `A staff member has the address ${added.email}`);
        throw error;
      }
    },
  );
};

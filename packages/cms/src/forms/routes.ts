import { type Database, databaseRateLimitOptions, HttpError, type Mailer } from "@druckwerk/platform";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { formSubmissions } from "../db/schema";
import { submissionMail } from "./mail";
import { formKindOf, validateForm } from "./rules";

export interface FormRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where submissions are mailed. */
  inbox: string;
  /** Submissions a client may make per window. */
  rateLimit: { max: number; windowMs: number };
}

/**
 * The spec's `POST /ContactForm.php` (form-encoded) for the contact form, the newsletter signup
 * and the VAT-ID submission: validated by the form's rules (422 with the fields at fault),
 * stored, then mailed to the shop's inbox; at most `rateLimit.max` per client and window (429).
 */
export const formRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, options) => {
  await app.register(formbody);
  await app.register(rateLimit, databaseRateLimitOptions(options.database, "cms:forms", "submissions"));

  app.post(
    "/ContactForm.php",
    {
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
      schema: { body: z.record(z.string(), z.string()) },
    },
    async (request, reply) => {
      const kind = formKindOf(request.body);
      const { values, errors } = validateForm(kind, request.body);
      if (errors.length > 0)
        throw new HttpError(422, "VALIDATION_FAILED", errors.map((e) => e.message).join("; "), {
          fields: errors,
        });
      const { db } = options.database;
      const [row] = await db
        .insert(formSubmissions)
        .values({ kind, fields: values, clientIp: request.ip })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error("insert returned nothing");
      const { messageId } = await options.mailer.send(submissionMail(kind, row.id, values, options.inbox));
      await db
        .update(formSubmissions)
        .set({ mailMessageId: messageId })
        .where(eq(formSubmissions.id, row.id));
      return reply.code(201).send({ id: row.id, kind });
    },
  );
};

import { jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const cmsSchema = pgSchema("cms");

/** Every form submission (contact, newsletter, VAT id), kept whether or not its e-mail went out. */
export const formSubmissions = cmsSchema.table("form_submissions", {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().notNull(),
  fields: jsonb().$type<Record<string, string>>().notNull(),
  clientIp: text("client_ip").notNull(),
  /** The Message-ID of the e-mail to the shop's inbox; null until it was sent. */
  mailMessageId: text("mail_message_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

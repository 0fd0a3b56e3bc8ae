import { type BaseConfig, type Database, mailConfigSchema, mailerOf } from "@druckwerk/platform";
import { z } from "zod";
import { type CmsServiceOptions, defaultContentDir } from "./service";

/** The cms service's variables, shared by its own `main.ts` and the embedded mode. */
export const cmsConfigSchema = mailConfigSchema.extend({
  /** The content folder; the seed content shipped with the shop when unset. */
  CMS_CONTENT_DIR: z.string().min(1).optional(),
  SHOP_INBOX: z.email().default("service@druckwerk.localhost"),
  /** Form submissions one client may make per window. */
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORMS_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
});

export type CmsConfig = z.output<typeof cmsConfigSchema>;

/** The service's options from its variables: mail to the outbox under `DATA_DIR` unless SMTP is set. */
export function cmsServiceOptions(config: CmsConfig & BaseConfig, database: Database): CmsServiceOptions {
  return {
    database,
    mailer: mailerOf(config),
    contentDir: config.CMS_CONTENT_DIR ?? defaultContentDir,
    inbox: config.SHOP_INBOX,
    rateLimit: { max: config.FORMS_RATE_LIMIT, windowMs: config.FORMS_RATE_WINDOW_SECONDS * 1000 },
  };
}

import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { z } from "zod";

/** A file sent along with an e-mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An e-mail the shop sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML, sent as the alternative to `text`; self-contained (no remote images). */
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
  /** Where a reply goes (e.g. the shopper who wrote); omitted, replies go to the sender. */
  replyTo?: string | undefined;
}

export interface Mailer {
  /** Sends the message; answers its Message-ID. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export interface MailerOptions {
  /** The sender, e.g. `Druckwerk <shop@example.com>`. */
  from: string;
  /** `smtp://` or `smtps://` URL (with credentials); when unset, messages go to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** Folder that receives one `.eml` file per message when no SMTP server is configured. */
  outboxDir: string;
}

/**
 * Sends mail over SMTP when an SMTP URL is configured, otherwise writes each message as an
 * `.eml` file (RFC 5322 with its HTML part and attachments, readable by any mail client) into the
 * outbox folder.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message);
      return { messageId: info.messageId };
    },
  };
}

/** The mail variables every service that sends e-mail understands. */
export const mailConfigSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Druckwerk <shop@druckwerk.localhost>"),
});

/** The mailer those variables describe: SMTP when set, else the outbox under `DATA_DIR`. */
export function mailerOf(config: z.output<typeof mailConfigSchema> & { DATA_DIR: string }): Mailer {
  return createMailer({
    from: config.MAIL_FROM,
    smtpUrl: config.SMTP_URL,
    outboxDir: `${config.DATA_DIR}/outbox`,
  });
}

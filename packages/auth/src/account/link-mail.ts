import type { Language, MailMessage } from "@druckwerk/platform";

/** An account e-mail's subject and text (greeting the user name, carrying the link) in one language. */
export interface MailText {
  subject: string;
  body: (name: string, link: string) => string;
}

/**
 * A storefront page for an e-mail: `{shopUrl}[/en|/fr]/{path}`. Always from the configured shop
 * URL, never from a request's Host, so nobody can have the shop mail a link to their own site.
 */
export function shopLink(shopUrl: string, language: Language, path: string): string {
  const prefix = language === "de" ? "" : `/${language}`;
  return `${shopUrl.replace(/\/$/, "")}${prefix}/${path}`;
}

export interface LinkMailArgs {
  to: string;
  username: string;
  code: string;
  shopUrl: string;
  language: Language;
}

/** An e-mail in the shopper's language with the link `{shop}[/en|/fr]/{page}/{code}`. */
export function linkMail(texts: Record<Language, MailText>, page: string, args: LinkMailArgs): MailMessage {
  const text = texts[args.language];
  const link = shopLink(args.shopUrl, args.language, `${page}/${args.code}`);
  return { to: args.to, subject: text.subject, text: text.body(args.username, link) };
}

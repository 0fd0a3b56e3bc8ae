import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every e-mail in the shop's outbox under `dataDir` (RFC 5322 text), oldest first (the files are
 * named by the time they were written); none before the first.
 */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), "utf8"));
}

/** The confirmation code of the registration e-mail sent to `address`, if it was sent. */
export function optinCodeSentTo(dataDir: string, address: string): string | undefined {
  const mail = outboxMails(dataDir).find((text) => text.includes(`To: ${address}`));
  return mail && /\/optin\/([0-9a-f-]{36})/.exec(mail)?.[1];
}

/** A mail's text with quoted-printable soft line breaks and `=3D` undone (enough to find links). */
const unfolded = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** The access token in the link to order `orderId`'s page that a mail carries, if one does. */
export function orderTokenSent(dataDir: string, orderId: string): string | undefined {
  const link = new RegExp(`/order-details/${orderId}\\?token=([\\w-]+)`);
  for (const mail of outboxMails(dataDir)) {
    const token = link.exec(unfolded(mail))?.[1];
    if (token) return token;
  }
  return undefined;
}

/**
 * The codes of the links to `{shop}[/en|/fr]/{page}/{code}` in the e-mails to `address`, oldest
 * first, with the whole link of each (quoted-printable soft line breaks undone).
 */
export function linksSentTo(
  dataDir: string,
  address: string,
  page: string,
): { link: string; code: string }[] {
  const pattern = new RegExp(`(\\S+/${page}/([\\w-]+))`);
  return outboxMails(dataDir)
    .map(unfolded)
    .filter((text) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "m").test(text))
    .flatMap((text) => {
      const match = pattern.exec(text);
      return match?.[1] && match[2] ? [{ link: match[1], code: match[2] }] : [];
    });
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every e-mail in the shop's outbox under `dataDir` (RFC 5322 text); none before the first. */
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
    .map((name) => readFileSync(path.join(dir, name), "utf8"));
}

/** The confirmation code of the registration e-mail sent to `address`, if it was sent. */
export function optinCodeSentTo(dataDir: string, address: string): string | undefined {
  const mail = outboxMails(dataDir).find((text) => text.includes(`To: ${address}`));
  return mail && /\/optin\/([0-9a-f-]{36})/.exec(mail)?.[1];
}

/** A mail's text with quoted-printable soft line breaks and escapes undone (links stay whole). */
export function decodedMail(mail: string): string {
  return mail
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The newest link to `path` (e.g. `/reset-password/`) in a mail sent to `address`, with its code. */
export function linkSentTo(dataDir: string, address: string, path: string): string | undefined {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`https?://[^\\s"<>]*${escaped}[A-Za-z0-9_-]+`, "g");
  const mails = outboxMails(dataDir).filter((text) => text.includes(`To: ${address}`));
  return mails.flatMap((mail) => decodedMail(mail).match(pattern) ?? []).at(-1);
}

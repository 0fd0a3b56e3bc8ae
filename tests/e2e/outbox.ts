import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** The shop's outbox folder (mail goes there when no SMTP server is configured). */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

function mailTo(address: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(outboxDir());
  } catch {
    return undefined;
  }
  return names
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(path.join(outboxDir(), name), "utf8"))
    .find((text) => text.includes(`To: ${address}`));
}

/** The confirmation code of the registration e-mail sent to `address`, waiting for it to arrive. */
export async function optinCodeSentTo(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = /\/optin\/([0-9a-f-]{36})/.exec(mailTo(address) ?? "")?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

import { expect } from "@playwright/test";
import { linksSentTo, optinCodeSentTo } from "../tools/outbox";

/** The confirmation code of the registration e-mail sent to `address`, waiting for it to arrive. */
export async function awaitOptinCode(address: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      code = optinCodeSentTo(process.env.E2E_DATA_DIR ?? "", address);
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** The link to `{shop}/{page}/{code}` in the newest mail to `address` other than `except`, waiting for it to arrive. */
export async function awaitLink(address: string, path: string, except?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      link = linksSentTo(process.env.E2E_DATA_DIR ?? "", address, path).at(-1)?.link;
      return link !== undefined && link !== except;
    })
    .toBe(true);
  return link as string;
}

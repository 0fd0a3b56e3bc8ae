import { expect } from "@playwright/test";
import { optinCodeSentTo } from "../tools/outbox";

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

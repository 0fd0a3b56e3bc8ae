import type { APIRequestContext } from "@playwright/test";
import { germanAddress } from "../integration/addresses";
import { expect, type Page } from "./fixtures";
import { awaitOptinCode } from "./outbox";

/** Accounts for the end-to-end tests: registered through the API, signed in through the page. */

export const PASSWORD = "Sicher!2026";
let accounts = 0;
/** A user name no earlier run of this suite has taken (4 to 20 characters). */
export const freshUsername = () => `e2e${Date.now().toString(36)}${accounts++}`;

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post("/graphql", { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

/** An account registered and confirmed through the API, for tests of what comes after. */
export async function confirmedAccount(request: APIRequestContext): Promise<string> {
  const username = freshUsername();
  const email = `${username}@example.com`;
  const registered = await graphql(
    request,
    `mutation ($input: RegisterInput!) { register(input: $input) { __typename } }`,
    {
      input: {
        username,
        password: PASSWORD,
        email,
        privacyAccepted: true,
        billingAddress: germanAddress,
      },
    },
  );
  expect(registered.register.__typename).toBe("RegistrationPending");
  const confirmed = await graphql(
    request,
    `mutation ($code: String!) { confirmRegistration(code: $code) { __typename } }`,
    { code: await awaitOptinCode(email) },
  );
  expect(confirmed.confirmRegistration.__typename).toBe("RegistrationConfirmed");
  return username;
}

/** A form field by its label, whether or not it carries the required mark. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

export async function signIn(page: Page, username: string, password = PASSWORD) {
  await field(page, "Benutzername").fill(username);
  await field(page, "Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

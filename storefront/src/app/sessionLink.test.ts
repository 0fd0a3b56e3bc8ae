import { ApolloLink, gql } from "@apollo/client";
import { firstValueFrom, of } from "rxjs";
import { describe, expect, it } from "vitest";
import { sessionLink } from "./sessionLink";

const SAVE = gql`
  mutation SaveProfile($input: AccountDetailsInput!) {
    updateAccountDetails(input: $input) {
      __typename
    }
  }
`;
const refused = { data: { updateAccountDetails: { __typename: "NotSignedIn" } } };
const saved = { data: { updateAccountDetails: { __typename: "Account" } } };

/**
 * Runs one operation through the session link in front of a server that answers each request with
 * the next of `answers`, with a session that `renews` or not: the answer the client sees, the
 * requests the server got, and what the link asked of the session.
 */
async function scenario(answers: object[], renews: boolean) {
  const requests: string[] = [];
  const server = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? "");
    return of(answers.shift() ?? saved);
  });
  const calls = { refreshed: 0, ended: 0 };
  const link = sessionLink({
    refresh: async () => {
      calls.refreshed++;
      return renews;
    },
    ended: () => {
      calls.ended++;
    },
  }).concat(server);
  const answer = await firstValueFrom(
    ApolloLink.execute(link, { query: SAVE, variables: { input: {} } }, { client: {} as never }),
  );
  return { answer, requests, calls };
}

describe("the session link (the spec's 403 rule)", () => {
  it("passes an answer through untouched when the session holds", async () => {
    expect(await scenario([saved], true)).toEqual({
      answer: saved,
      requests: ["SaveProfile"],
      calls: { refreshed: 0, ended: 0 },
    });
  });

  it("refreshes the session once and repeats the refused operation", async () => {
    expect(await scenario([refused, saved], true)).toEqual({
      answer: saved,
      requests: ["SaveProfile", "SaveProfile"],
      calls: { refreshed: 1, ended: 0 },
    });
  });

  it("ends the session when it cannot be renewed, without repeating", async () => {
    expect(await scenario([refused], false)).toEqual({
      answer: refused,
      requests: ["SaveProfile"],
      calls: { refreshed: 1, ended: 1 },
    });
  });

  it("ends the session when the repeat is refused too, and never loops", async () => {
    expect(await scenario([refused, refused, refused], true)).toEqual({
      answer: refused,
      requests: ["SaveProfile", "SaveProfile"],
      calls: { refreshed: 1, ended: 1 },
    });
  });
});

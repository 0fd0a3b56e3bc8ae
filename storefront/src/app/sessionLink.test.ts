import { ApolloLink, gql } from "@apollo/client";
import { firstValueFrom, of } from "rxjs";
import { describe, expect, it } from "vitest";
import { type SessionKeeper, sessionLink } from "./sessionLink";

const SAVE = gql`
  mutation SaveProfile {
    updateAccountDetails {
      __typename
    }
  }
`;
const refused = { data: { updateAccountDetails: { __typename: "NotSignedIn" } } };
const saved = { data: { updateAccountDetails: { __typename: "Account" } } };

/** The server, answering each request with the next answer; counts the requests. */
function server(...answers: object[]) {
  const requests: string[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.operationName ?? "");
    return of(answers.shift() ?? saved);
  });
  return { link, requests };
}

function keeper(renews: boolean) {
  const calls = { refreshed: 0, ended: 0 };
  const session: SessionKeeper = {
    refresh: async () => {
      calls.refreshed++;
      return renews;
    },
    ended: () => {
      calls.ended++;
    },
  };
  return { session, calls };
}

const run = (link: ApolloLink) =>
  firstValueFrom(ApolloLink.execute(link, { query: SAVE }, { client: {} as never }));

describe("the session link (the spec's 403 rule)", () => {
  it("passes an answer through untouched when the session holds", async () => {
    const { link, requests } = server(saved);
    const { session, calls } = keeper(true);
    expect(await run(sessionLink(session).concat(link))).toEqual(saved);
    expect(requests).toEqual(["SaveProfile"]);
    expect(calls).toEqual({ refreshed: 0, ended: 0 });
  });

  it("refreshes the session once and repeats the refused operation", async () => {
    const { link, requests } = server(refused, saved);
    const { session, calls } = keeper(true);
    expect(await run(sessionLink(session).concat(link))).toEqual(saved);
    expect(requests).toEqual(["SaveProfile", "SaveProfile"]);
    expect(calls).toEqual({ refreshed: 1, ended: 0 });
  });

  it("ends the session when it cannot be renewed, without repeating", async () => {
    const { link, requests } = server(refused);
    const { session, calls } = keeper(false);
    expect(await run(sessionLink(session).concat(link))).toEqual(refused);
    expect(requests).toEqual(["SaveProfile"]);
    expect(calls).toEqual({ refreshed: 1, ended: 1 });
  });

  it("ends the session when the repeat is refused too, and never loops", async () => {
    const { link, requests } = server(refused, refused, refused);
    const { session, calls } = keeper(true);
    expect(await run(sessionLink(session).concat(link))).toEqual(refused);
    expect(requests).toEqual(["SaveProfile", "SaveProfile"]);
    expect(calls).toEqual({ refreshed: 1, ended: 1 });
  });
});

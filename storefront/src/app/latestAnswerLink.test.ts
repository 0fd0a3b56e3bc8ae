import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from "@apollo/client";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { latestAnswerLink } from "./latestAnswerLink";

const VERDICT: TypedDocumentNode<{ verdict: string }, { modelFileId: string }> = gql`
  query Verdict($modelFileId: ID!) {
    verdict(modelFileId: $modelFileId)
  }
`;

/** A server whose answers the test sends, request by request, in any order. */
function server() {
  const requests: {
    variables: Record<string, unknown>;
    language: unknown;
    answer: Subject<ApolloLink.Result>;
  }[] = [];
  const link = new ApolloLink((operation) => {
    const answer = new Subject<ApolloLink.Result>();
    requests.push({
      variables: operation.variables,
      language: operation.getContext().headers?.["accept-language"],
      answer,
    });
    return answer;
  });
  const answer = (index: number, verdict: string) => {
    const request = requests[index];
    if (!request) throw new Error(`no request ${index}`);
    request.answer.next({ data: { verdict } });
    request.answer.complete();
  };
  return { link, requests, answer };
}

/** As the configurator asks: a refetch joined to the request still on its way would get its answer. */
const apart = { queryDeduplication: false };

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A shop's client over `server`, asking in the language `shop.language` holds. */
function shop(backend: ReturnType<typeof server>) {
  const page = { language: "de" };
  const withLanguage = new ApolloLink((operation, forward) => {
    operation.setContext({ headers: { "accept-language": page.language } });
    return forward(operation);
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([withLanguage, latestAnswerLink(), backend.link]),
  });
  return Object.assign(page, { client });
}

describe("the latest-answer link", () => {
  it("ends a refetched query with the refetch's answer, whenever the request asked before answers", async () => {
    const backend = server();
    const { client } = shop(backend);
    const watched = client.watchQuery({ query: VERDICT, variables: { modelFileId: "m1" }, context: apart });
    const seen: unknown[] = [];
    const subscription = watched.subscribe(({ data }) => {
      if (data) seen.push(data.verdict);
    });
    await tick();
    const refetched = watched.refetch();
    await tick();
    expect(backend.requests).toHaveLength(2);

    backend.answer(1, "tooSmall");
    await refetched;
    // The query is done with the newer answer; the older request is dropped (fetch aborts it).
    expect(watched.getCurrentResult()).toMatchObject({ loading: false, data: { verdict: "tooSmall" } });
    expect(backend.requests[0]?.answer.observed).toBe(false);
    backend.answer(0, "printable");
    await tick();

    expect(seen.at(-1)).toBe("tooSmall");
    expect(seen).not.toContain("printable");
    expect(client.readQuery({ query: VERDICT, variables: { modelFileId: "m1" } })?.verdict).toBe("tooSmall");
    subscription.unsubscribe();
  });

  it("passes answers that come in the order asked through unchanged", async () => {
    const backend = server();
    const { client } = shop(backend);
    const first = client.query({
      query: VERDICT,
      variables: { modelFileId: "m1" },
      fetchPolicy: "network-only",
      context: apart,
    });
    const second = client.query({
      query: VERDICT,
      variables: { modelFileId: "m1" },
      fetchPolicy: "network-only",
      context: apart,
    });
    await tick();
    backend.answer(0, "printable");
    expect((await first).data?.verdict).toBe("printable");
    backend.answer(1, "tooSmall");
    expect((await second).data?.verdict).toBe("tooSmall");
  });

  it("does not take an answer to another question for a late one", async () => {
    const backend = server();
    const page = shop(backend);
    const ask = (modelFileId: string) =>
      page.client.query({
        query: VERDICT,
        variables: { modelFileId },
        fetchPolicy: "network-only",
        context: apart,
      });
    // Another model, then the same model in another language: neither answers for the other.
    const requests = [ask("m1"), ask("m2")];
    page.language = "fr";
    requests.push(ask("m1"));
    await tick();
    expect(backend.requests.map(({ language }) => language)).toEqual(["de", "de", "fr"]);
    backend.answer(2, "moyen");
    backend.answer(1, "m2");
    backend.answer(0, "mittel");
    expect((await Promise.all(requests)).map(({ data }) => data?.verdict)).toEqual(["mittel", "m2", "moyen"]);
  });
});

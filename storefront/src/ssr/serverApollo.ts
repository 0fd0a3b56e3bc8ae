import { ApolloClient, HttpLink } from "@apollo/client";
import { createCache } from "../app/apollo";
import type { Language } from "../i18n";
import type { RenderRequest } from "./contract";

interface ServerClientOptions {
  graphql: RenderRequest["graphql"];
  cookies: string;
  language: Language;
}

/**
 * The client of one server render: it asks the gateway as the shopper's browser would (their
 * cookies, so their session and cart; their page's language) and is dropped with the request.
 */
export function createServerApolloClient({ graphql, cookies, language }: ServerClientOptions) {
  const headers: Record<string, string> = { "accept-language": language };
  if (cookies) headers.cookie = cookies;
  return new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: graphql.url, fetch: graphql.fetch, headers }),
    cache: createCache(),
  });
}

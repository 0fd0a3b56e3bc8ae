import { type ApolloServer, HeaderMap } from "@apollo/server";

/**
 * A `fetch` for the storefront's server rendering that runs its GraphQL requests in this gateway
 * instead of over the network: the same HTTP semantics (JSON in, status and JSON out) and the
 * same plugins and limits, in the context of the page's own request, so the shopper's address,
 * session and cost budget apply; `accept-language` is the language of the page being rendered.
 */
export function inProcessFetch<Context extends object>(
  apollo: ApolloServer<Context>,
  context: (acceptLanguage: string | undefined) => Context | Promise<Context>,
): typeof fetch {
  return async (_input, init = {}) => {
    const headers = new HeaderMap();
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: init.method ?? "POST",
        headers,
        search: "",
        body: JSON.parse(String(init.body)),
      },
      context: async () => context(headers.get("accept-language")),
    });
    let body = "";
    if (response.body.kind === "complete") body = response.body.string;
    else for await (const chunk of response.body.asyncIterator) body += chunk;
    return new Response(body, { status: response.status ?? 200, headers: [...response.headers] });
  };
}

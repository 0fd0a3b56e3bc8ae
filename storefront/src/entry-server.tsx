import type { NormalizedCacheObject } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { Document } from "./app/Document";
import { routes } from "./app/routes";
import { splitLanguage } from "./app/routing";
import { ShopProviders } from "./app/ShopProviders";
import { i18nFor } from "./i18n";
import type { BootState, RenderPage, RenderResult } from "./ssr/contract";
import { ResponseStatus } from "./ssr/responseStatus";
import { createServerApolloClient } from "./ssr/serverApollo";
import { startEntryScript } from "./ssr/startEntry";

const handler = createStaticHandler(routes);

/** JSON inside a <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Renders one page of the shop: its route's data fetched through the gateway (Apollo's prerender
 * passes until no query is pending, at most `dataTimeoutMs`), then the document streamed with that
 * data, the router's state and the script that starts the browser's entry (ssr/startEntry.ts).
 */
export const render: RenderPage = async (request) => {
  const url = new URL(request.url, request.origin);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
  }
  const lang = splitLanguage(url.pathname).lang;
  const client = createServerApolloClient({
    graphql: request.graphql,
    cookies: request.cookies,
    language: lang,
  });
  const status = { code: context.statusCode };
  const tree = (
    <StrictMode>
      <Document lang={lang} assets={request.assets}>
        <ResponseStatus.Provider value={status}>
          <ShopProviders
            client={client}
            i18n={i18nFor(lang)}
            origin={request.origin}
            requestCookies={request.cookies}
          >
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </ShopProviders>
        </ResponseStatus.Provider>
      </Document>
    </StrictMode>
  );
  await prerenderStatic({
    tree,
    context: { client },
    renderFunction: prerenderToNodeStream,
    ignoreResults: true,
    signal: AbortSignal.timeout(request.dataTimeoutMs),
  });
  const boot: BootState = {
    assets: request.assets,
    origin: request.origin,
    apollo: client.cache.extract() as NormalizedCacheObject,
  };
  const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  return new Promise<RenderResult>((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      bootstrapScriptContent: `window.__DRUCKWERK__=${scriptJson(boot)};window.__staticRouterHydrationData=${scriptJson(hydration)};${startEntryScript(request.assets, scriptJson)}`,
      nonce: request.nonce,
      // Every part in place in the HTML: React would otherwise send large parts (HydratesApart)
      // after the shell, hidden until an inline script shows them, invisible without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () =>
        resolve({ kind: "page", status: status.code, pipe: (destination) => stream.pipe(destination) }),
      onShellError: reject,
    });
  });
};

import type { NormalizedCacheObject } from "@apollo/client";

/** The built files a page loads: its entry module, the modules it imports and its stylesheets. */
export interface PageAssets {
  entry: string;
  modules: string[];
  styles: string[];
}

/** What the server hands the browser's entry, in `window.__DRUCKWERK__`. */
export interface BootState {
  assets: PageAssets;
  origin: string;
  apollo: NormalizedCacheObject;
}

/** One page to render on the server. */
export interface RenderRequest {
  /** Path and query, e.g. `/en/contact?x=1`. */
  url: string;
  /** The shop's public origin, e.g. `https://druckwerk.example`, for canonical and Open Graph links. */
  origin: string;
  /** The request's Cookie header: the session, and the state the first paint shows. */
  cookies: string;
  /**
   * Where the server's GraphQL requests go and how: the gateway serving the storefront passes a
   * `fetch` that runs them in its own process, as the shopper's (their address, their session).
   */
  graphql: { url: string; fetch: typeof fetch };
  /** The Content-Security-Policy nonce the page's inline boot script carries. */
  nonce: string;
  assets: PageAssets;
  /** How long the page's data may take before it is rendered without what is missing. */
  dataTimeoutMs: number;
}

/** A rendered page: its status and headers, streamed into `destination` by `pipe`. */
export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; pipe(destination: NodeJS.WritableStream): void };

/** The server entry's interface, as `dist/server/entry-server.js` exports it. */
export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

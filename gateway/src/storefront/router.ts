import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageAssets, RenderPage } from "@druckwerk/storefront/ssr";
import compression from "compression";
import express, { type Request, type Response, type Router } from "express";
import { publicOrigin, requestOrigin } from "../public-url";

/** How long a page's data may take on the server; past it the page renders and the browser fetches the rest. */
const DATA_TIMEOUT_MS = 3000;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The browser entry's module, the modules it imports statically and the stylesheets: the build's
 * one stylesheet for all pages (`style.css`, see the storefront's vite.config.ts) and any a chunk names.
 */
function entryAssets(manifest: Record<string, ManifestChunk>): PageAssets {
  const entry = manifest["src/entry-client.tsx"];
  if (!entry) throw new Error("the storefront's manifest names no src/entry-client.tsx: rebuild it");
  const modules = new Set<string>();
  const shared = manifest["style.css"];
  const styles = new Set<string>([...(shared ? [shared.file] : []), ...(entry.css ?? [])]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || modules.has(chunk.file)) return;
    modules.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  const url = (file: string) => `/${file}`;
  return { entry: url(entry.file), modules: [...modules].map(url), styles: [...styles].map(url) };
}

interface StorefrontOptions {
  /** The build: `client/` for the browser, `server/` for the server's entry. */
  distDir: string;
  /** How a page rendered for `req` fetches its data (see inProcessFetch). */
  fetchFor: (req: Request, res: Response) => typeof fetch;
  /** The shop's public origin; from the request when unset. */
  publicUrl?: string | undefined;
}

/**
 * Serves the storefront, compressed: hashed assets cached for a year, and every other GET that
 * asks for HTML rendered on the server (streamed, with its data), for the browser to hydrate.
 */
export async function storefrontRouter({ distDir, fetchFor, publicUrl }: StorefrontOptions): Promise<Router> {
  const router = express.Router();
  const clientDir = path.join(distDir, "client");
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const serverEntry = path.join(distDir, "server", "entry-server.js");
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
    router.get("/", (_req, res) => {
      res.status(503).type("text").send("The storefront is not built yet: run `npm run build`.");
    });
    return router;
  }
  const assets = entryAssets(JSON.parse(readFileSync(manifestFile, "utf8")));
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: RenderPage };
  // Pages and assets gzipped (a page's stream flushed as React writes it): a third of the bytes.
  router.use(compression());
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", fallthrough: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  router.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!req.accepts("html")) return next();
    try {
      const page = await render({
        url: req.originalUrl,
        origin: publicOrigin(publicUrl, requestOrigin(req)),
        cookies: req.get("cookie") ?? "",
        graphql: { url: "/graphql", fetch: fetchFor(req, res) },
        nonce: String(res.locals.cspNonce ?? ""),
        assets,
        dataTimeoutMs: DATA_TIMEOUT_MS,
      });
      if (page.kind === "redirect") return res.redirect(page.status, page.location);
      // The page shows the shopper's cart and session: no shared cache may keep it.
      res.status(page.status).type("html").setHeader("cache-control", "private, no-cache");
      page.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

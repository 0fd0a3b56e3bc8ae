import { Readable } from "node:stream";
import express, { type Router } from "express";
import type { Upstreams } from "./context";

/**
 * Images the upstreams serve (colour swatches now; renders and content images later), passed
 * through under `/media/<upstream>/...`. Only listed paths are reachable: this is no open proxy.
 */
const allowed: Record<keyof Upstreams, RegExp[]> = {
  pricing: [/^\/print-modes\/colors\/[^/]+\/thumbnail\.svg$/],
  analytx: [
    /^\/analytx\/file\/[0-9a-f-]{36}\/(files\.3mf|repaired\.stl|front\.png|repair-image|histogram-image|thickness)$/,
  ],
  checkout: [
    /^\/checkout\/cart\/[0-9a-f-]{36}\/item\/[0-9a-f-]{36}\/(thumbnail\.png|attachments\/[^/]+)$/,
    /^\/checkout\/order\/[0-9a-f-]{36}\/(document\.pdf|items\/\d{1,4}\/(thumbnail\.png|attachments\/\d{1,4}))$/,
  ],
  cms: [/^\/fileadmin\/(?!.*\.\.)[\w\-./]+\.(png|jpe?g|webp|gif|svg|pdf)$/i],
  forms: [],
  auth: [],
  shipping: [],
};

export function mediaRouter(upstreams: Upstreams): Router {
  const router = express.Router();
  router.get("/:upstream/*path", async (req, res, next) => {
    const upstream = req.params.upstream as keyof Upstreams;
    const rest = `/${([] as string[]).concat(req.params.path).join("/")}`;
    if (!Object.hasOwn(allowed, upstream) || !allowed[upstream].some((re) => re.test(rest))) {
      res.status(404).json({ error: { code: "NOT_FOUND", message: "No such media" } });
      return;
    }
    try {
      // Relative to the upstream's base, which may have a path (a CMS under `/cms`).
      const base = upstreams[upstream];
      const target = new URL(`.${rest}`, base.endsWith("/") ? base : `${base}/`);
      target.search = new URL(req.originalUrl, "http://gateway").search;
      const answer = await fetch(target, {
        headers: { "x-request-id": String(res.getHeader("x-request-id") ?? "") },
      });
      res.status(answer.status);
      for (const header of [
        "content-type",
        "cache-control",
        "content-length",
        "content-disposition",
        "etag",
      ]) {
        const value = answer.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      if (!answer.body) return void res.end();
      Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream).pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

import { randomUUID } from "node:crypto";
import type { KeyValueCache } from "@apollo/utils.keyvaluecache";
import type { PageIndexDto } from "@druckwerk/cms/contract";
import express, { type Router } from "express";
import type { Logger } from "pino";
import { CmsAPI } from "../datasources/cms";
import { publicOrigin, requestOrigin } from "../public-url";
import { robotsTxt } from "./robots";
import { sitemapXml } from "./sitemap";

/** How long the CMS's page index is kept, and browsers and crawlers may keep the answers. */
const MAX_AGE_SECONDS = 300;

export interface SeoOptions {
  /** The CMS's base URL (the gateway's `upstreams.cms`). */
  cmsUrl: string;
  cache: KeyValueCache;
  /** The shop's public URL; the request's origin when omitted. */
  publicUrl: string | undefined;
  logger: Logger;
}

/** `GET /sitemap.xml` from the CMS's pages and `GET /robots.txt`, with absolute URLs of the shop. */
export function seoRouter({ cmsUrl, cache, publicUrl, logger }: SeoOptions): Router {
  const router = express.Router();
  const pageIndex = keptFor(MAX_AGE_SECONDS * 1000, () =>
    new CmsAPI({ baseURL: cmsUrl, cache, requestId: randomUUID() }).pageIndex(),
  );
  const cacheControl = `public, max-age=${MAX_AGE_SECONDS}`;

  router.get("/sitemap.xml", async (req, res) => {
    let index: PageIndexDto;
    try {
      index = await pageIndex();
    } catch (err) {
      logger.warn({ err, requestId: res.locals.requestId }, "sitemap: the CMS's page index is unavailable");
      res
        .status(503)
        .set("retry-after", "60")
        .type("text/plain")
        .send("The sitemap is unavailable, try again later.");
      return;
    }
    res
      .set("cache-control", cacheControl)
      .type("application/xml")
      .send(sitemapXml(publicOrigin(publicUrl, requestOrigin(req)), index));
  });
  router.get("/robots.txt", (req, res) => {
    res
      .set("cache-control", cacheControl)
      .type("text/plain")
      .send(robotsTxt(publicOrigin(publicUrl, requestOrigin(req))));
  });
  return router;
}

/** `read`'s answer, asked again once it is older than `maxAgeMs`; a failed answer is not kept. */
function keptFor<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; answer: Promise<T> } | null = null;
  return () => {
    if (!kept || Date.now() - kept.at > maxAgeMs) {
      const answer = read();
      kept = { at: Date.now(), answer };
      answer.catch(() => {
        if (kept?.answer === answer) kept = null;
      });
    }
    return kept.answer;
  };
}

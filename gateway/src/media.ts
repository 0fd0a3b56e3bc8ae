import { Readable } from "node:stream";
import express, { type Request, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { Upstreams } from "./context";
import { readerHeadersOf } from "./datasources/analytx";
import { ORDERS_COOKIE, parseOrdersCookie } from "./order-access";
import { httpUploader } from "./uploader";
import { acceptsWebp, type WebpPictures, webpEtag } from "./webp-pictures";

/**
 * Images the upstreams serve (colour swatches now; renders and content images later), passed
 * through under `/media/<upstream>/...`. Only listed paths are reachable: this is no open proxy.
 */
const allowed: Record<keyof Upstreams, RegExp[]> = {
  pricing: [/^\/print-modes\/colors\/[^/]+\/thumbnail\.svg$/, /^\/print-modes\/[^/]+\/picture\.png$/],
  analytx: [
    /^\/analytx\/file\/[0-9a-f-]{36}\/(files\.3mf|viewer\.glb|repaired\.stl|original|front\.png|repair-image|histogram-image|thickness)$/,
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

/**
 * The allowed paths that are pictures shown in a page, answered as WebP to a browser that takes it;
 * downloads (attachments, documents, model files) never are.
 */
const pictures: Partial<Record<keyof Upstreams, RegExp[]>> = {
  pricing: [/^\/print-modes\/[^/]+\/picture\.png$/],
  analytx: [/^\/analytx\/file\/[^/]+\/front\.png$/],
  checkout: [/\/item\/[0-9a-f-]{36}\/thumbnail\.png$/, /\/items\/\d{1,4}\/thumbnail\.png$/],
  cms: [/\.(png|jpe?g)$/i],
};

/** Whether the upstream's answer is a PNG or JPEG picture to show, not a file to save. */
const convertible = (answer: globalThis.Response) =>
  answer.status === 200 &&
  /^image\/(png|jpeg)\s*(;|$)/i.test(answer.headers.get("content-type") ?? "") &&
  !/^\s*attachment/i.test(answer.headers.get("content-disposition") ?? "");

const ORDER_FILE = /^\/checkout\/order\/([0-9a-f-]{36})\//;

/** Who asks for a file: the signed-in customer's id, found from the request's session cookie. */
export type MediaUserOf = (req: Request, requestId: string) => Promise<string | null>;

/**
 * The query an order's file is fetched with: nothing the client sends but `token` (the client's
 * own claim, checked by the service), else the token this browser remembers, and the signed-in
 * customer's id, which only the gateway sets (docs/orders.md, "Who may read an order").
 */
async function orderFileQuery(req: Request, orderId: string, requestId: string, userOf: MediaUserOf) {
  const given = typeof req.query.token === "string" ? req.query.token : null;
  const token = given ?? parseOrdersCookie(req.cookies?.[ORDERS_COOKIE]).get(orderId) ?? null;
  const userId = await userOf(req, requestId);
  return new URLSearchParams({ ...(userId ? { userId } : {}), ...(token ? { token } : {}) }).toString();
}

/** Whether the request carries a live back-office session (staff read every model file). */
export type MediaStaffCheck = (req: Request, requestId: string) => Promise<boolean>;

export function mediaRouter(
  upstreams: Upstreams,
  userOf: MediaUserOf,
  isStaff: MediaStaffCheck,
  { webp, logger }: { webp: WebpPictures; logger: Pick<Logger, "warn"> },
): Router {
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
      const requestId = String(res.getHeader("x-request-id") ?? "");
      const orderId = upstream === "checkout" ? ORDER_FILE.exec(rest)?.[1] : undefined;
      target.search = orderId
        ? await orderFileQuery(req, orderId, requestId, userOf)
        : new URL(req.originalUrl, "http://gateway").search;
      // A model file's picture or model answers only its readers (docs/architecture.md).
      const reader =
        upstream !== "analytx"
          ? {}
          : (await isStaff(req, requestId))
            ? readerHeadersOf("staff")
            : readerHeadersOf({
                uploaderKey: httpUploader(req, res).key,
                userId: await userOf(req, requestId),
              });
      const answer = await fetch(target, { headers: { ...reader, "x-request-id": requestId } });
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
      const picture =
        req.method === "GET" && (pictures[upstream] ?? []).some((re) => re.test(rest)) && convertible(answer);
      // Shared caches keep the WebP and the original apart.
      if (picture) res.vary("Accept");
      if (!answer.body) return void res.end();
      const body = Readable.fromWeb(answer.body as import("node:stream/web").ReadableStream);
      if (picture && acceptsWebp(req.get("accept"))) {
        await sendAsWebp(body, answer.headers.get("etag"), res, webp, (error) =>
          logger.warn({ requestId, err: error, path: rest }, "media: picture not converted to WebP"),
        );
      } else body.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * Sends the picture `body` as WebP; one too large, or one that cannot be read (logged with
 * `warn`), goes as the upstream sent it, with the headers already set.
 */
async function sendAsWebp(
  body: Readable,
  etag: string | null,
  res: Response,
  webp: WebpPictures,
  warn: (error: Error) => void,
) {
  const read = await readAtMost(body, webp.maxInputBytes);
  if (!read.whole) return void read.stream.pipe(res);
  const conversion = await webp.convert(read.whole);
  if (!("webp" in conversion)) {
    if ("failed" in conversion) warn(conversion.failed);
    return void res.setHeader("content-length", read.whole.byteLength).end(read.whole);
  }
  const tag = webpEtag(etag);
  if (tag) res.setHeader("etag", tag);
  else res.removeHeader("etag");
  res.setHeader("content-type", "image/webp");
  res.setHeader("content-length", conversion.webp.byteLength);
  res.end(conversion.webp);
}

/** The whole body if it has at most `limit` bytes; else all of it as a stream again. */
async function readAtMost(
  body: Readable,
  limit: number,
): Promise<{ whole: Buffer } | { whole: null; stream: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const rest = body[Symbol.asyncIterator]();
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    chunks.push(next.value);
    size += next.value.byteLength;
    if (size > limit) return { whole: null, stream: Readable.from(concat(chunks, rest)) };
  }
  return { whole: Buffer.concat(chunks) };
}

async function* concat(head: Buffer[], rest: AsyncIterator<Buffer>) {
  yield* head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

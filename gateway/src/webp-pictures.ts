import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import sharp from "sharp";

export interface WebpOptions {
  /** WebP quality, 1–100. */
  quality: number;
  /** Originals larger than this are passed on as they are. */
  maxInputBytes: number;
  /** Originals with more pixels than this are passed on as they are. */
  maxPixels: number;
  /** What the kept conversions may take in memory. */
  cacheBytes: number;
  /** Conversions running at once (each takes a libuv thread). */
  concurrency: number;
  /** Conversions waiting for their turn; a picture beyond them is passed on as it is. */
  maxQueued: number;
}

const MiB = 1024 * 1024;

export const defaultWebpOptions: WebpOptions = {
  quality: 82,
  maxInputBytes: 16 * MiB,
  // A WebP encoder holds 4 bytes a pixel: 64 MiB at the most.
  maxPixels: 4096 * 4096,
  cacheBytes: 32 * MiB,
  concurrency: 2,
  maxQueued: 32,
};

/** What became of a picture: its WebP, a reason it was left as it is, or the error reading it. */
export type Conversion =
  | { webp: Uint8Array }
  | { skipped: "too large" | "not smaller" | "busy" }
  | { failed: Error };

/**
 * PNG and JPEG pictures converted to WebP (alpha kept). Conversions are kept by the hash of the
 * original's bytes, never by URL: whoever may read a picture is still the upstream's decision.
 */
export function webpPictures(options: WebpOptions = defaultWebpOptions) {
  const limit = pLimit(options.concurrency);
  const encode = async (original: Uint8Array) => {
    const { width = 0, height = 0 } = await sharp(original).metadata();
    if (width * height > options.maxPixels) return null;
    return sharp(original, { limitInputPixels: options.maxPixels })
      .webp({ quality: options.quality })
      .toBuffer();
  };
  // A picture too large in pixels is kept as an empty result, so its header is read only once.
  const cache = new LRUCache<string, Uint8Array, Uint8Array>({
    maxSize: options.cacheBytes,
    sizeCalculation: (webp) => Math.max(1, webp.byteLength),
    fetchMethod: async (_key, _stale, { context }) =>
      (await limit(() => encode(context))) ?? new Uint8Array(),
  });
  return {
    maxInputBytes: options.maxInputBytes,
    async convert(original: Uint8Array): Promise<Conversion> {
      if (original.byteLength > options.maxInputBytes) return { skipped: "too large" };
      const key = `${createHash("sha256").update(original).digest("base64url")}:${options.quality}`;
      if (limit.pendingCount >= options.maxQueued && !cache.has(key)) return { skipped: "busy" };
      try {
        const webp = await cache.fetch(key, { context: original });
        if (!webp?.byteLength) return { skipped: "too large" };
        return webp.byteLength < original.byteLength ? { webp } : { skipped: "not smaller" };
      } catch (error) {
        return { failed: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  };
}
export type WebpPictures = ReturnType<typeof webpPictures>;

/** Whether an `Accept` header names WebP (with a quality above 0); a wildcard is no promise. */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? "").split(",").some((range) => {
    const [type = "", ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return type === "image/webp" && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The WebP's entity tag: the original's with `-webp` inside the quotes, weak or strong as it was. */
export function webpEtag(etag: string | null): string | undefined {
  const match = etag?.match(/^(W\/)?"([^"]*)"$/);
  return match ? `${match[1] ?? ""}"${match[2]}-webp"` : undefined;
}

import { LRUCache } from "lru-cache";

/**
 * Rendered pictures (repair views, wall-thickness pictures), kept in memory up to `maxBytes`: the
 * least recently used go first, so no choice of views, sizes and thresholds can fill memory or
 * disk. Requests for one picture meanwhile wait for the same render.
 */
export function pictureCache(maxBytes: number) {
  const cache = new LRUCache<string, Uint8Array, () => Promise<Uint8Array>>({
    maxSize: maxBytes,
    sizeCalculation: (picture) => Math.max(1, picture.byteLength),
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    /** The picture under `key`, rendered by `render` when it is not kept. */
    async picture(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
      const picture = await cache.fetch(key, { context: render });
      if (!picture) throw new Error(`rendering ${key} gave nothing`);
      return picture;
    },
    /** What the kept pictures take, in bytes. */
    get bytes() {
      return cache.calculatedSize;
    },
    has: (key: string) => cache.has(key),
  };
}

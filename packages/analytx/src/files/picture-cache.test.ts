import { describe, expect, it } from "vitest";
import { pictureCache } from "./picture-cache";

const bytes = (size: number) => async () => new Uint8Array(size);

describe("the picture cache", () => {
  it("keeps pictures up to its size, dropping the least recently used first", async () => {
    const cache = pictureCache(300);
    await cache.picture("a", bytes(100));
    await cache.picture("b", bytes(100));
    await cache.picture("c", bytes(100));
    await cache.picture("a", bytes(100)); // a is used again: b is now the oldest
    await cache.picture("d", bytes(100));
    expect(["a", "b", "c", "d"].filter(cache.has)).toEqual(["a", "c", "d"]);
    expect(cache.bytes).toBe(300);
  });

  it("renders a kept picture once, and one asked for twice at once once", async () => {
    const cache = pictureCache(1000);
    let renders = 0;
    const render = async () => {
      renders++;
      return new Uint8Array(10);
    };
    await Promise.all([cache.picture("a", render), cache.picture("a", render)]);
    await cache.picture("a", render);
    expect(renders).toBe(1);
  });

  it("answers a picture larger than the whole cache without keeping it", async () => {
    const cache = pictureCache(50);
    expect((await cache.picture("huge", bytes(100))).byteLength).toBe(100);
    expect(cache.has("huge")).toBe(false);
    expect(cache.bytes).toBe(0);
  });
});

import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptsWebp, defaultWebpOptions, webpEtag, webpPictures } from "./webp-pictures";

const gear = readFileSync(new URL("../../packages/cms/content/fileadmin/renders/gear.png", import.meta.url));

describe("webpPictures", () => {
  it("converts a PNG to a smaller WebP of the same size, alpha kept, and keeps the conversion", async () => {
    const pictures = webpPictures();
    const conversion = await pictures.convert(gear);
    if (!("webp" in conversion)) throw new Error(`not converted: ${JSON.stringify(conversion)}`);
    const webp = Buffer.from(conversion.webp);
    expect(webp.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(webp.byteLength).toBeLessThan(gear.byteLength);
    const [original, converted] = await Promise.all([sharp(gear).metadata(), sharp(webp).metadata()]);
    expect(converted).toMatchObject({ format: "webp", width: original.width, height: original.height });
    expect(converted.hasAlpha).toBe(original.hasAlpha);
    const again = await pictures.convert(Buffer.from(gear));
    expect("webp" in again && again.webp).toBe(conversion.webp);
  });

  it("fails on a truncated or corrupt PNG, so the original goes out as it came", async () => {
    const pictures = webpPictures();
    const truncated = gear.subarray(0, Math.floor(gear.byteLength / 2));
    const corrupt = Buffer.concat([gear.subarray(0, 33), Buffer.alloc(2000, 0x5a)]);
    for (const bytes of [truncated, corrupt, Buffer.from("not a picture")]) {
      const conversion = await pictures.convert(bytes);
      expect(conversion).toEqual({ failed: expect.any(Error) });
    }
  });

  it("leaves pictures over the byte or the pixel limit as they are", async () => {
    const bytesLimited = webpPictures({ ...defaultWebpOptions, maxInputBytes: gear.byteLength - 1 });
    expect(await bytesLimited.convert(gear)).toEqual({ skipped: "too large" });
    const pixelsLimited = webpPictures({ ...defaultWebpOptions, maxPixels: 100 * 100 });
    expect(await pixelsLimited.convert(gear)).toEqual({ skipped: "too large" });
  });

  it("passes pictures on as they are while the queue is full, but not one already converted", async () => {
    const pictures = webpPictures({ ...defaultWebpOptions, concurrency: 1, maxQueued: 1 });
    const renders = ["housing", "ring", "stack"].map((name) =>
      readFileSync(new URL(`../../packages/cms/content/fileadmin/renders/${name}.png`, import.meta.url)),
    );
    await pictures.convert(gear);
    const answers = await Promise.all([...renders, gear].map((picture) => pictures.convert(picture)));
    // All asked at once: the first runs, the second waits or is turned away, the third is.
    expect(answers[0]).toHaveProperty("webp");
    expect(answers[2]).toEqual({ skipped: "busy" });
    expect(answers[3]).toHaveProperty("webp");
  });

  it("leaves a picture whose WebP would not be smaller as it is", async () => {
    // Black and white noise: two colours take a bit a pixel in a PNG, far more in a lossy WebP.
    const size = 128;
    const noise = Buffer.alloc(size * size, 0);
    for (let i = 0; i < noise.length; i++) if (((i * 2654435761) >>> 13) & 1) noise[i] = 255;
    const noisy = await sharp(noise, { raw: { width: size, height: size, channels: 1 } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    expect(await webpPictures().convert(noisy)).toEqual({ skipped: "not smaller" });
  });
});

describe("acceptsWebp", () => {
  it.each([
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", true],
    ["image/webp,*/*", true],
    ["IMAGE/WEBP;q=0.5", true],
    ["image/webp;q=0, */*", false],
    ["image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5", false],
    ["*/*", false],
    [undefined, false],
  ])("%s → %s", (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});

describe("webpEtag", () => {
  it("marks the tag inside its quotes, weak or strong as it was", () => {
    expect(webpEtag('"abc"')).toBe('"abc-webp"');
    expect(webpEtag('W/"1f-abc"')).toBe('W/"1f-abc-webp"');
    expect(webpEtag(null)).toBeUndefined();
    expect(webpEtag("unquoted")).toBeUndefined();
  });
});

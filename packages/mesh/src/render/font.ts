/** A 5 x 7 pixel font with just what legends need: digits, ".", "-", "<", ">", "m" and space. */
const GLYPHS: Record<string, number[]> = {
  "0": [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  "1": [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  "2": [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  "3": [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  "4": [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  "5": [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  "6": [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  "7": [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  "8": [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  "9": [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  ".": [0, 0, 0, 0, 0, 0x0c, 0x0c],
  "-": [0, 0, 0, 0x1f, 0, 0, 0],
  "<": [0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02],
  ">": [0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08],
  m: [0, 0, 0x1a, 0x15, 0x15, 0x11, 0x11],
  " ": [0, 0, 0, 0, 0, 0, 0],
};

export const GLYPH_WIDTH = 6;
export const GLYPH_HEIGHT = 7;

/** Draws text into an RGBA image at (x, y), each font pixel `size` image pixels wide. */
export function drawText(
  image: Uint8Array,
  width: number,
  height: number,
  text: string,
  x: number,
  y: number,
  size: number,
  rgb: [number, number, number],
): void {
  let cursor = x;
  for (const ch of text) {
    const rows = GLYPHS[ch] ?? GLYPHS[" "];
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let col = 0; col < 5; col++) {
        if (!(((rows?.[row] ?? 0) >> (4 - col)) & 1)) continue;
        fillRect(image, width, height, cursor + col * size, y + row * size, size, size, rgb);
      }
    }
    cursor += GLYPH_WIDTH * size;
  }
}

export function fillRect(
  image: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  w: number,
  h: number,
  rgb: [number, number, number],
): void {
  for (let j = Math.max(0, y); j < Math.min(height, y + h); j++) {
    for (let i = Math.max(0, x); i < Math.min(width, x + w); i++) {
      const o = 4 * (j * width + i);
      image[o] = rgb[0];
      image[o + 1] = rgb[1];
      image[o + 2] = rgb[2];
      image[o + 3] = 255;
    }
  }
}

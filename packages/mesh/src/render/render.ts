import { PNG } from "pngjs";
import type { Mesh } from "../mesh";
import { measureThickness } from "../thickness/thickness";
import { drawText, fillRect, GLYPH_HEIGHT } from "./font";
import { rasterize } from "./raster";
import { cameraBasis, parseView, type View } from "./view";

export const MAX_IMAGE_SIZE = 1024;

type Rgb = [number, number, number];

export const COLORS = {
  model: [176, 190, 210] as Rgb,
  repaired: [250, 120, 30] as Rgb,
  thin: [225, 35, 35] as Rgb,
  borderline: [245, 190, 30] as Rgb,
  thick: [90, 185, 100] as Rgb,
  text: [40, 40, 40] as Rgb,
};

/** Walls up to this many thresholds are drawn as borderline (yellow). */
export const BORDERLINE_FACTOR = 1.5;

export interface RenderOptions {
  /** Pixels, at most 1024. Default 400. */
  width?: number;
  height?: number;
  /** Default "front" (the cart thumbnail). Strings like "z-p-0" are accepted. */
  view?: View | string;
  /** Colour triangles by wall thickness against `threshold`, with a legend. */
  colorBy?: "thickness";
  /** Minimum wall (mm) of the print mode; default 1. */
  threshold?: number;
  /** Thickness per triangle (from measureThickness); computed when missing. */
  thickness?: Float32Array;
  /** Per-triangle mask (e.g. repairedTriangleMask): non-zero triangles are highlighted. */
  highlight?: Uint8Array;
}

/** Raw RGBA pixels of a rendering, for callers that compose or inspect images. */
export interface RenderedImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function renderImage(mesh: Mesh, options: RenderOptions = {}): RenderedImage {
  const width = clampSize(options.width ?? 400);
  const height = clampSize(options.height ?? width);
  const view = typeof options.view === "string" ? parseView(options.view) : (options.view ?? "front");
  const threshold = options.threshold ?? 1;
  const n = mesh.indices.length / 3;
  const colors = new Uint8Array(n * 3);
  const thickness =
    options.colorBy === "thickness"
      ? (options.thickness ?? measureThickness(mesh, { threshold }).perTriangle)
      : undefined;
  for (let t = 0; t < n; t++) {
    let c = COLORS.model;
    if (thickness) {
      const d = thickness[t] as number;
      c = d < threshold ? COLORS.thin : d < threshold * BORDERLINE_FACTOR ? COLORS.borderline : COLORS.thick;
    } else if (options.highlight?.[t]) {
      c = COLORS.repaired;
    }
    colors.set(c, 3 * t);
  }
  // Large pictures have enough pixels per edge; small thumbnails get more samples.
  const supersample = Math.max(width, height) >= 512 ? 2 : 3;
  const rgba = rasterize(mesh, cameraBasis(view), { width, height, supersample, margin: 0.06, colors });
  if (thickness) drawLegend(rgba, width, height, threshold);
  return { width, height, rgba };
}

/** A PNG picture of the mesh (see RenderOptions). */
export function renderPng(mesh: Mesh, options: RenderOptions = {}): Uint8Array {
  const image = renderImage(mesh, options);
  return encodePng(image);
}

export function encodePng(image: RenderedImage): Uint8Array {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength);
  return new Uint8Array(PNG.sync.write(png));
}

export function clampSize(size: number): number {
  return Math.max(16, Math.min(MAX_IMAGE_SIZE, Math.round(size)));
}

function drawLegend(rgba: Uint8Array, width: number, height: number, threshold: number): void {
  const size = width >= 600 ? 2 : 1;
  const fmt = (v: number) => String(Number(v.toPrecision(3)));
  const rows: [Rgb, string][] = [
    [COLORS.thin, `< ${fmt(threshold)} mm`],
    [COLORS.borderline, `${fmt(threshold)} - ${fmt(threshold * BORDERLINE_FACTOR)} mm`],
    [COLORS.thick, `> ${fmt(threshold * BORDERLINE_FACTOR)} mm`],
  ];
  const line = (GLYPH_HEIGHT + 4) * size;
  const x = 4 * size;
  let y = height - rows.length * line - 4 * size;
  for (const [color, label] of rows) {
    fillRect(rgba, width, height, x, y, GLYPH_HEIGHT * size, GLYPH_HEIGHT * size, color);
    drawText(rgba, width, height, label, x + (GLYPH_HEIGHT + 3) * size, y, size, COLORS.text);
    y += line;
  }
}

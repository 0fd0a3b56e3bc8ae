import { faceNormals } from "../measure/geometry";
import type { Mesh } from "../mesh";
import type { CameraBasis } from "./view";

export interface RasterOptions {
  width: number;
  height: number;
  /** Samples per pixel along each axis; the average gives anti-aliased edges. */
  supersample: number;
  /** Fraction of the picture left free around the model. */
  margin: number;
  /** RGB per triangle, 0-255. */
  colors: Uint8Array;
}

const LIGHT_AMBIENT = 0.3;
const LIGHT_DIFFUSE = 0.7;

/** Where the camera puts the model: the projected centre and the millimetres-to-samples factor. */
export interface Framing {
  cx: number;
  cy: number;
  scale: number;
}

/**
 * The framing that fits every used vertex of `meshes` into a W x H sample buffer, leaving
 * `margin` free on each side.
 */
export function frameMeshes(
  meshes: readonly Mesh[],
  camera: CameraBasis,
  W: number,
  H: number,
  margin: number,
): Framing {
  const { right: r, up: u } = camera;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const mesh of meshes) {
    const p = mesh.positions;
    for (let i = 0; i < mesh.indices.length; i++) {
      const v = 3 * (mesh.indices[i] as number);
      const x = p[v] as number;
      const y = p[v + 1] as number;
      const z = p[v + 2] as number;
      const X = x * r[0] + y * r[1] + z * r[2];
      const Y = x * u[0] + y * u[1] + z * u[2];
      if (X < minX) minX = X;
      if (X > maxX) maxX = X;
      if (Y < minY) minY = Y;
      if (Y > maxY) maxY = Y;
    }
  }
  const span = Math.max(maxX - minX, maxY - minY, 1e-9);
  return { cx: (minX + maxX) / 2, cy: (minY + maxY) / 2, scale: (Math.min(W, H) * (1 - 2 * margin)) / span };
}

/**
 * The visible triangle of every sample of a W x H buffer, by z-buffered orthographic projection:
 * `triangle` is -1 where the background shows; `w0`/`w1` are the barycentric weights of the
 * triangle's first two corners there, for shading that varies across a triangle.
 */
export interface SampleBuffer {
  W: number;
  H: number;
  triangle: Int32Array;
  w0: Float32Array;
  w1: Float32Array;
}

export function rasterSamples(
  mesh: Mesh,
  camera: CameraBasis,
  W: number,
  H: number,
  frame: Framing,
): SampleBuffer {
  const p = mesh.positions;
  const nv = p.length / 3;
  const sx = new Float32Array(nv);
  const sy = new Float32Array(nv);
  const sz = new Float32Array(nv);
  const { right: r, up: u, toViewer: d } = camera;
  for (let v = 0; v < nv; v++) {
    const x = p[3 * v] as number;
    const y = p[3 * v + 1] as number;
    const z = p[3 * v + 2] as number;
    sx[v] = W / 2 + (x * r[0] + y * r[1] + z * r[2] - frame.cx) * frame.scale;
    sy[v] = H / 2 - (x * u[0] + y * u[1] + z * u[2] - frame.cy) * frame.scale;
    sz[v] = x * d[0] + y * d[1] + z * d[2];
  }

  const depth = new Float32Array(W * H).fill(Number.NEGATIVE_INFINITY);
  const triangle = new Int32Array(W * H).fill(-1);
  const w0s = new Float32Array(W * H);
  const w1s = new Float32Array(W * H);
  const n = mesh.indices.length / 3;
  for (let t = 0; t < n; t++) {
    const a = mesh.indices[3 * t] as number;
    const b = mesh.indices[3 * t + 1] as number;
    const c = mesh.indices[3 * t + 2] as number;
    const ax = sx[a] as number;
    const ay = sy[a] as number;
    const bx = sx[b] as number;
    const by = sy[b] as number;
    const cxv = sx[c] as number;
    const cyv = sy[c] as number;
    const area = (bx - ax) * (cyv - ay) - (by - ay) * (cxv - ax);
    if (area === 0) continue;
    const x0 = Math.max(0, Math.ceil(Math.min(ax, bx, cxv) - 0.5));
    const x1 = Math.min(W - 1, Math.floor(Math.max(ax, bx, cxv) - 0.5));
    const y0 = Math.max(0, Math.ceil(Math.min(ay, by, cyv) - 0.5));
    const y1 = Math.min(H - 1, Math.floor(Math.max(ay, by, cyv) - 0.5));
    if (x0 > x1 || y0 > y1) continue;
    const za = sz[a] as number;
    const zb = sz[b] as number;
    const zc = sz[c] as number;
    const inv = 1 / area;
    for (let y = y0; y <= y1; y++) {
      const py = y + 0.5;
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const w0 = ((bx - px) * (cyv - py) - (by - py) * (cxv - px)) * inv;
        const w1 = ((cxv - px) * (ay - py) - (cyv - py) * (ax - px)) * inv;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const z = w0 * za + w1 * zb + w2 * zc;
        const i = y * W + x;
        if (z <= (depth[i] as number)) continue;
        depth[i] = z;
        triangle[i] = t;
        w0s[i] = w0;
        w1s[i] = w1;
      }
    }
  }
  return { W, H, triangle, w0: w0s, w1: w1s };
}

/**
 * Averages `ss` x `ss` samples into each pixel of an RGBA picture. `color` is RGB (0-255) per
 * sample; samples where no triangle shows are left out, and the pixel's alpha is the covered share.
 */
export function resolveSamples(samples: SampleBuffer, color: Uint8Array, ss: number): Uint8Array {
  const width = samples.W / ss;
  const height = samples.H / ss;
  const out = new Uint8Array(width * height * 4);
  const count = ss * ss;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r0 = 0;
      let g0 = 0;
      let b0 = 0;
      let covered = 0;
      for (let j = 0; j < ss; j++) {
        for (let k = 0; k < ss; k++) {
          const i = (y * ss + j) * samples.W + x * ss + k;
          if ((samples.triangle[i] as number) < 0) continue;
          covered++;
          r0 += color[3 * i] as number;
          g0 += color[3 * i + 1] as number;
          b0 += color[3 * i + 2] as number;
        }
      }
      if (covered === 0) continue;
      const o = 4 * (y * width + x);
      out[o] = Math.round(r0 / covered);
      out[o + 1] = Math.round(g0 / covered);
      out[o + 2] = Math.round(b0 / covered);
      out[o + 3] = Math.round((255 * covered) / count);
    }
  }
  return out;
}

/**
 * Z-buffered orthographic rasteriser for the analysis pictures. Every triangle is flat shaded by
 * a light at the viewer (both sides lit, so open meshes still show), drawn into a supersampled
 * buffer and averaged down. Returns RGBA with a transparent background; edge pixels are partly
 * transparent.
 */
export function rasterize(mesh: Mesh, camera: CameraBasis, options: RasterOptions): Uint8Array {
  const { width, height, supersample: ss, colors } = options;
  const W = width * ss;
  const H = height * ss;
  const samples = rasterSamples(mesh, camera, W, H, frameMeshes([mesh], camera, W, H, options.margin));
  const normals = faceNormals(mesh);
  const d = camera.toViewer;
  const n = mesh.indices.length / 3;
  const shaded = new Uint8Array(3 * n);
  for (let t = 0; t < n; t++) {
    const facing =
      (normals[3 * t] as number) * d[0] +
      (normals[3 * t + 1] as number) * d[1] +
      (normals[3 * t + 2] as number) * d[2];
    const shade = LIGHT_AMBIENT + LIGHT_DIFFUSE * Math.abs(facing);
    for (let c = 0; c < 3; c++) shaded[3 * t + c] = Math.min(255, (colors[3 * t + c] as number) * shade);
  }
  const color = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const t = samples.triangle[i] as number;
    if (t < 0) continue;
    color[3 * i] = shaded[3 * t] as number;
    color[3 * i + 1] = shaded[3 * t + 1] as number;
    color[3 * i + 2] = shaded[3 * t + 2] as number;
  }
  return resolveSamples(samples, color, ss);
}

import { faceNormals } from "../measure/geometry";
import type { Mesh } from "../mesh";
import { frameMeshes, rasterSamples, resolveSamples } from "./raster";
import { clampSize, type RenderedImage } from "./render";
import { cameraBasis, type Vec } from "./view";

/** How a material looks: its colour and how rough (matte) its surface is. */
export interface MaterialLook {
  /** `#RRGGBB`. */
  color: string;
  /** 0 is a polished, glossy surface; 1 is fully matte (sintered powder). */
  roughness: number;
}

export interface ProductShotOptions {
  width?: number;
  height?: number;
  look: MaterialLook;
}

/** Normals at a shared vertex are averaged unless the faces meet at a sharper angle (an edge). */
const CREASE_COS = Math.cos((40 * Math.PI) / 180);

/** Studio lights, in the camera's frame (right, up, towards the viewer), with their strength. */
const LIGHTS: { dir: Vec; strength: number }[] = [
  { dir: [-0.55, 0.65, 0.52], strength: 1.6 },
  { dir: [0.8, 0.1, 0.6], strength: 0.45 },
  { dir: [0.1, 0.75, -0.65], strength: 0.8 },
];
const SKY = 0.35;
const GROUND = 0.1;
/** Extended Reinhard tone mapping: this much light (in units of a lit white) maps to white. */
const WHITE_POINT = 2.5;
const SHADOW_OPACITY = 0.32;
/** A dielectric's reflectance at normal incidence (plastics and resins are all about 4 %). */
const F0 = 0.04;

/**
 * A catalogue picture of a part in a material's look: smooth shading with crisp edges, a key,
 * fill and rim light, a glossy highlight as sharp as the surface is smooth, and a soft contact
 * shadow on the ground, on a transparent background (so it sits on any card).
 */
export function renderProductShot(mesh: Mesh, options: ProductShotOptions): RenderedImage {
  const width = clampSize(options.width ?? 480);
  const height = clampSize(options.height ?? width);
  const ss = 3;
  const W = width * ss;
  const H = height * ss;
  const camera = cameraBasis("front");
  const ground = footprint(mesh);
  const frame = frameMeshes([mesh, ground], camera, W, H, 0.08);
  const samples = rasterSamples(mesh, camera, W, H, frame);
  const shadow = blurredMask(rasterSamples(ground, camera, W, H, frame), Math.round(W / 40));

  const base = hexToLinear(options.look.color);
  const roughness = Math.min(1, Math.max(0.02, options.look.roughness));
  const alpha = roughness * roughness;
  const shininess = 2 / (alpha * alpha) - 2;
  const corner = cornerNormals(mesh);
  const lights = LIGHTS.map(({ dir, strength }) => ({ dir: toWorld(normalize(dir), camera), strength }));
  const view = camera.toViewer;

  const color = new Uint8Array(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const t = samples.triangle[i] as number;
    if (t < 0) continue;
    const w0 = samples.w0[i] as number;
    const w1 = samples.w1[i] as number;
    const w2 = 1 - w0 - w1;
    let nx = 0;
    let ny = 0;
    let nz = 0;
    for (const [k, w] of [
      [0, w0],
      [1, w1],
      [2, w2],
    ] as const) {
      const o = 9 * t + 3 * k;
      nx += w * (corner[o] as number);
      ny += w * (corner[o + 1] as number);
      nz += w * (corner[o + 2] as number);
    }
    const nl = Math.hypot(nx, ny, nz) || 1;
    // Open meshes show their inside: light it as if it faced the viewer.
    const flip = nx * view[0] + ny * view[1] + nz * view[2] < 0 ? -1 : 1;
    const n: Vec = [(flip * nx) / nl, (flip * ny) / nl, (flip * nz) / nl];
    const ambient = GROUND + (SKY - GROUND) * (0.5 + 0.5 * n[2]);
    let diffuse = ambient;
    let specular = 0;
    for (const { dir, strength } of lights) {
      const nDotL = n[0] * dir[0] + n[1] * dir[1] + n[2] * dir[2];
      if (nDotL <= 0) continue;
      diffuse += strength * nDotL;
      const h = normalize([dir[0] + view[0], dir[1] + view[1], dir[2] + view[2]]);
      const nDotH = Math.max(0, n[0] * h[0] + n[1] * h[1] + n[2] * h[2]);
      const vDotH = Math.max(0, view[0] * h[0] + view[1] * h[1] + view[2] * h[2]);
      const fresnel = F0 + (1 - F0) * (1 - vDotH) ** 5;
      specular += strength * nDotL * fresnel * ((shininess + 8) / 8) * nDotH ** shininess;
    }
    for (let c = 0; c < 3; c++) {
      const linear = (base[c] as number) * diffuse * (1 - F0) + specular;
      color[3 * i + c] = linearToSrgb((linear * (1 + linear / WHITE_POINT ** 2)) / (1 + linear));
    }
  }
  const model = resolveSamples(samples, color, ss);
  return {
    width,
    height,
    rgba: composeOverShadow(model, shadowPixels(shadow, samples.triangle, W, H, ss), width, height),
  };
}

/** The part pressed flat onto the plane it stands on: the ground its contact shadow darkens. */
function footprint(mesh: Mesh): Mesh {
  const positions = Float32Array.from(mesh.positions);
  let minZ = Infinity;
  for (let i = 2; i < positions.length; i += 3) minZ = Math.min(minZ, positions[i] as number);
  for (let i = 2; i < positions.length; i += 3) positions[i] = minZ;
  return { positions, indices: mesh.indices };
}

/** Per triangle corner, the normal to shade with: the vertex's smooth normal, or the face's at an edge. */
function cornerNormals(mesh: Mesh): Float32Array {
  const faces = faceNormals(mesh);
  const vertex = new Float32Array(mesh.positions.length);
  const n = mesh.indices.length / 3;
  for (let t = 0; t < n; t++) {
    for (let k = 0; k < 3; k++) {
      const v = 3 * (mesh.indices[3 * t + k] as number);
      for (let c = 0; c < 3; c++) vertex[v + c] = (vertex[v + c] as number) + (faces[3 * t + c] as number);
    }
  }
  const corners = new Float32Array(9 * n);
  for (let t = 0; t < n; t++) {
    for (let k = 0; k < 3; k++) {
      const v = 3 * (mesh.indices[3 * t + k] as number);
      const smooth = normalize([vertex[v] as number, vertex[v + 1] as number, vertex[v + 2] as number]);
      const face: Vec = [faces[3 * t] as number, faces[3 * t + 1] as number, faces[3 * t + 2] as number];
      const edge = smooth[0] * face[0] + smooth[1] * face[1] + smooth[2] * face[2] < CREASE_COS;
      corners.set(edge ? face : smooth, 9 * t + 3 * k);
    }
  }
  return corners;
}

/** Coverage (0 or 1) of a sample buffer, blurred by three box passes of `radius` each way. */
function blurredMask(samples: { W: number; H: number; triangle: Int32Array }, radius: number): Float32Array {
  const { W, H } = samples;
  let mask: Float32Array = Float32Array.from(samples.triangle, (t) => (t < 0 ? 0 : 1));
  for (let pass = 0; pass < 3; pass++) {
    mask = boxBlur(mask, W, H, radius, 1, W);
    mask = boxBlur(mask, H, W, radius, W, 1);
  }
  return mask;
}

/** One box-blur pass along lines of `length` samples `step` apart; `lines` lines, `stride` apart. */
function boxBlur(
  src: Float32Array,
  length: number,
  lines: number,
  radius: number,
  step: number,
  stride: number,
): Float32Array {
  const out = new Float32Array(src.length);
  const size = 2 * radius + 1;
  for (let line = 0; line < lines; line++) {
    const start = line * stride;
    let sum = 0;
    for (let k = -radius; k <= radius; k++)
      sum += k >= 0 && k < length ? (src[start + k * step] as number) : 0;
    for (let x = 0; x < length; x++) {
      out[start + x * step] = sum / size;
      const leaving = x - radius;
      const entering = x + radius + 1;
      if (leaving >= 0) sum -= src[start + leaving * step] as number;
      if (entering < length) sum += src[start + entering * step] as number;
    }
  }
  return out;
}

/** The shadow's opacity per pixel: the average over its samples, where the ground shows. */
function shadowPixels(
  shadow: Float32Array,
  triangle: Int32Array,
  W: number,
  H: number,
  ss: number,
): Float32Array {
  const width = W / ss;
  const out = new Float32Array(width * (H / ss));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if ((triangle[i] as number) >= 0) continue;
      const o = Math.floor(y / ss) * width + Math.floor(x / ss);
      out[o] = (out[o] as number) + ((shadow[i] as number) * SHADOW_OPACITY) / (ss * ss);
    }
  }
  return out;
}

/** The model's pixels over a black shadow of the given opacity ("over" compositing). */
function composeOverShadow(
  model: Uint8Array,
  shadow: Float32Array,
  width: number,
  height: number,
): Uint8Array {
  for (let p = 0; p < width * height; p++) {
    const a = (model[4 * p + 3] as number) / 255;
    const s = shadow[p] as number;
    const outAlpha = a + s * (1 - a);
    if (outAlpha === 0) continue;
    for (let c = 0; c < 3; c++) model[4 * p + c] = Math.round(((model[4 * p + c] as number) * a) / outAlpha);
    model[4 * p + 3] = Math.round(outAlpha * 255);
  }
  return model;
}

function toWorld(v: Vec, camera: { right: Vec; up: Vec; toViewer: Vec }): Vec {
  const { right: r, up: u, toViewer: d } = camera;
  return normalize([
    v[0] * r[0] + v[1] * u[0] + v[2] * d[0],
    v[0] * r[1] + v[1] * u[1] + v[2] * d[1],
    v[0] * r[2] + v[1] * u[2] + v[2] * d[2],
  ]);
}

function normalize(v: Vec): Vec {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

function hexToLinear(hex: string): Vec {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`Not a #RRGGBB colour: ${hex}`);
  return [m[1], m[2], m[3]].map((h) => {
    const s = Number.parseInt(h as string, 16) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Vec;
}

function linearToSrgb(v: number): number {
  const c = Math.min(1, Math.max(0, v));
  const s = c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(s * 255);
}

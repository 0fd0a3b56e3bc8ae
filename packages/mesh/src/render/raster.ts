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

/**
 * Z-buffered orthographic rasteriser. Every triangle is flat shaded by a light at the viewer
 * (both sides lit, so open meshes still show), drawn into a supersampled buffer and averaged
 * down. Returns RGBA with a transparent background; edge pixels are partly transparent.
 */
export function rasterize(mesh: Mesh, camera: CameraBasis, options: RasterOptions): Uint8Array {
  const { width, height, supersample: ss, colors } = options;
  const W = width * ss;
  const H = height * ss;
  const p = mesh.positions;
  const nv = p.length / 3;
  const sx = new Float32Array(nv);
  const sy = new Float32Array(nv);
  const sz = new Float32Array(nv);
  const { right: r, up: u, toViewer: d } = camera;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const used = new Uint8Array(nv);
  for (let i = 0; i < mesh.indices.length; i++) used[mesh.indices[i] as number] = 1;
  for (let v = 0; v < nv; v++) {
    const x = p[3 * v] as number;
    const y = p[3 * v + 1] as number;
    const z = p[3 * v + 2] as number;
    const X = x * r[0] + y * r[1] + z * r[2];
    const Y = x * u[0] + y * u[1] + z * u[2];
    sx[v] = X;
    sy[v] = Y;
    sz[v] = x * d[0] + y * d[1] + z * d[2];
    if (!used[v]) continue;
    if (X < minX) minX = X;
    if (X > maxX) maxX = X;
    if (Y < minY) minY = Y;
    if (Y > maxY) maxY = Y;
  }
  const span = Math.max(maxX - minX, maxY - minY, 1e-9);
  const scale = (Math.min(W, H) * (1 - 2 * options.margin)) / span;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  for (let v = 0; v < nv; v++) {
    sx[v] = W / 2 + ((sx[v] as number) - cx) * scale;
    sy[v] = H / 2 - ((sy[v] as number) - cy) * scale;
  }

  const depth = new Float32Array(W * H).fill(Number.NEGATIVE_INFINITY);
  const color = new Uint8Array(W * H * 3);
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
    // Shade: |cos| between the face normal and the view direction.
    const ia = 3 * a;
    const ib = 3 * b;
    const ic = 3 * c;
    const e1x = (p[ib] as number) - (p[ia] as number);
    const e1y = (p[ib + 1] as number) - (p[ia + 1] as number);
    const e1z = (p[ib + 2] as number) - (p[ia + 2] as number);
    const e2x = (p[ic] as number) - (p[ia] as number);
    const e2y = (p[ic + 1] as number) - (p[ia + 1] as number);
    const e2z = (p[ic + 2] as number) - (p[ia + 2] as number);
    const nx = e1y * e2z - e1z * e2y;
    const ny = e1z * e2x - e1x * e2z;
    const nz = e1x * e2y - e1y * e2x;
    const nl = Math.hypot(nx, ny, nz) || 1;
    const shade = LIGHT_AMBIENT + LIGHT_DIFFUSE * Math.abs((nx * d[0] + ny * d[1] + nz * d[2]) / nl);
    const cr = Math.min(255, (colors[3 * t] as number) * shade);
    const cg = Math.min(255, (colors[3 * t + 1] as number) * shade);
    const cb = Math.min(255, (colors[3 * t + 2] as number) * shade);
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
        color[3 * i] = cr;
        color[3 * i + 1] = cg;
        color[3 * i + 2] = cb;
      }
    }
  }

  const out = new Uint8Array(width * height * 4);
  const samples = ss * ss;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r0 = 0;
      let g0 = 0;
      let b0 = 0;
      let covered = 0;
      for (let j = 0; j < ss; j++) {
        for (let k = 0; k < ss; k++) {
          const i = (y * ss + j) * W + x * ss + k;
          if ((depth[i] as number) === Number.NEGATIVE_INFINITY) continue;
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
      out[o + 3] = Math.round((255 * covered) / samples);
    }
  }
  return out;
}

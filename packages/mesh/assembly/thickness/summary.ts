// The wall thickness summed up (see src/thickness/thickness.ts's `finish`): the surface area per
// band of thickness, the thin area and the thinnest wall.

import { corner, order } from "./view";

/** Where `summarize` keeps its sums, in doubles from `sums` on; the bins' areas follow. */
const TOTAL: usize = 0;
const THIN: usize = 8;
const LEAST: usize = 16;
const BINS: usize = 24;

/**
 * Adds the triangles from .. to of the hierarchy's order to the sums at `sums` (see TOTAL .. BINS):
 * each one's area; if its thickness (`values`, a float per triangle of the mesh) is below
 * `threshold`, to the thin area; to the bin whose lower edge (`edges`: `bins` doubles, ascending)
 * is the last not above it; and the least thickness.
 */
export function summarize(
  from: u32,
  to: u32,
  values: usize,
  threshold: f64,
  edges: usize,
  bins: u32,
  sums: usize,
): void {
  let total = load<f64>(sums + TOTAL);
  let thin = load<f64>(sums + THIN);
  let least = load<f64>(sums + LEAST);
  for (let i = from; i < to; i++) {
    const d = <f64>load<f32>(values + ((<usize>load<u32>(order + ((<usize>i) << 2))) << 2));
    const area = triangleArea(i);
    total += area;
    if (d < least) least = d;
    if (d < threshold) thin += area;
    let lo: u32 = 0;
    let hi: u32 = bins - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (d >= load<f64>(edges + ((<usize>mid) << 3))) lo = mid;
      else hi = mid - 1;
    }
    const bin = sums + BINS + ((<usize>lo) << 3);
    store<f64>(bin, load<f64>(bin) + area);
  }
  store<f64>(sums + TOTAL, total);
  store<f64>(sums + THIN, thin);
  store<f64>(sums + LEAST, least);
}

/** The area of the i-th triangle in the hierarchy's order, as measure/geometry.ts's triangleArea makes it. */
function triangleArea(i: usize): f64 {
  const a = corner(i, 0);
  const b = corner(i, 1);
  const c = corner(i, 2);
  const ax = <f64>load<f32>(a);
  const ay = <f64>load<f32>(a, 4);
  const az = <f64>load<f32>(a, 8);
  const ux = <f64>load<f32>(b) - ax;
  const uy = <f64>load<f32>(b, 4) - ay;
  const uz = <f64>load<f32>(b, 8) - az;
  const vx = <f64>load<f32>(c) - ax;
  const vy = <f64>load<f32>(c, 4) - ay;
  const vz = <f64>load<f32>(c, 8) - az;
  const x = uy * vz - uz * vy;
  const y = uz * vx - ux * vz;
  const z = ux * vy - uy * vx;
  return 0.5 * Math.sqrt(x * x + y * y + z * z);
}

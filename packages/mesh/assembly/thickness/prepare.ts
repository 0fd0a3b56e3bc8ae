// The build's input (see src/thickness/hierarchy.ts's `prepare`): each triangle's Morton code, and
// after the sort, its corners in the hierarchy's order. Each works on a part of the triangles per
// call, so that V8's optimized code runs the later parts.

/** Cells of the Morton grid along the longest side (GRID in src/thickness/hierarchy.ts). */
const GRID: u32 = 1024;

/**
 * The codes of triangles from .. to into `codes`: the sum of a triangle's corners (`indices`, three
 * vertex numbers each, into `positions`) less `x0, y0, z0`, on a grid of `scale` cells per unit,
 * its cells' bits (`tables`: GRID words per axis) put together.
 */
export function mortonCodes(
  indices: usize,
  positions: usize,
  tables: usize,
  x0: f64,
  y0: f64,
  z0: f64,
  scale: f64,
  from: u32,
  to: u32,
  codes: usize,
): void {
  for (let t = from; t < to; t++) {
    const corners = indices + 12 * <usize>t;
    const a = positions + 12 * <usize>load<u32>(corners);
    const b = positions + 12 * <usize>load<u32>(corners, 4);
    const c = positions + 12 * <usize>load<u32>(corners, 8);
    const x = <f64>load<f32>(a) + <f64>load<f32>(b) + <f64>load<f32>(c);
    const y = <f64>load<f32>(a, 4) + <f64>load<f32>(b, 4) + <f64>load<f32>(c, 4);
    const z = <f64>load<f32>(a, 8) + <f64>load<f32>(b, 8) + <f64>load<f32>(c, 8);
    const code =
      load<u32>(tables + (cell(x - x0, scale) << 2)) |
      load<u32>(tables + ((<usize>GRID + cell(y - y0, scale)) << 2)) |
      load<u32>(tables + ((2 * <usize>GRID + cell(z - z0, scale)) << 2));
    store<u32>(codes + ((<usize>t) << 2), code);
  }
}

/** Triangles from .. to of the hierarchy's order: their three corners from `indices` into `corners`. */
export function gatherCorners(indices: usize, order: usize, from: u32, to: u32, corners: usize): void {
  for (let i = from; i < to; i++) {
    const t = indices + 12 * <usize>load<u32>(order + ((<usize>i) << 2));
    const into = corners + 12 * <usize>i;
    store<u32>(into, load<u32>(t));
    store<u32>(into, load<u32>(t, 4), 4);
    store<u32>(into, load<u32>(t, 8), 8);
  }
}

/** The grid cell (0 .. GRID - 1) of an offset from the bounds' low side (0 for NaN). */
function cell(offset: f64, scale: f64): usize {
  const c = Math.floor(offset * scale);
  return c >= 0 ? (c < <f64>(GRID - 1) ? <usize>c : <usize>(GRID - 1)) : 0;
}

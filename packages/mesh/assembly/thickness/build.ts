// The ray hierarchy's nodes (see src/thickness/hierarchy.ts) over the triangles sorted by the
// Morton codes of their centres: a range splits where its codes' highest differing bit turns,
// and a node has the up to four parts of two such splits as its children.

import { COUNTS, LANES, MAXIMA, NODE_BYTES, NORMAL_MAXIMA, NORMAL_MINIMA, NORMAL_UNIT, REFS } from "./nodes";
import { codes, corner } from "./view";

/** Leaves hold up to this many triangles. */
const LEAF_SIZE: u32 = 8;
/** Deeper nodes stay leaves, however many triangles they hold (only near-identical triangles get there). */
const MAX_DEPTH: u32 = 64;

/**
 * Where the range from .. to (more than one triangle) splits: at the first code with the range's
 * highest differing bit set, or in the middle when the codes are all the same.
 */
export function splitAt(from: u32, to: u32): u32 {
  const first = load<u32>(codes + ((<usize>from) << 2));
  const differ = first ^ load<u32>(codes + ((<usize>(to - 1)) << 2));
  if (differ === 0) return (from + to) >>> 1;
  const bit: u32 = 1 << (31 - clz(differ));
  // Sorted, and alike above `bit`: those without it come first.
  let lo = from + 1;
  let hi = to - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (load<u32>(codes + ((<usize>mid) << 2)) & bit) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Whether the range from .. to, at `depth` in a binary split, is a leaf. */
export function isLeaf(from: u32, to: u32, depth: u32): bool {
  return to - from <= LEAF_SIZE || depth >= MAX_DEPTH;
}

// A node's children are the ranges two binary splits make of its range: its two halves, each
// split once more unless it is a leaf (two to four children).

/** How many nodes `buildHalf` makes over the half from .. to, at `depth` (found from the codes alone). */
export function countHalf(from: u32, to: u32, depth: u32): u32 {
  if (isLeaf(from, to, depth)) return 0;
  const split = splitAt(from, to);
  return countChild(from, split, depth + 1) + countChild(split, to, depth + 1);
}

function countChild(from: u32, to: u32, depth: u32): u32 {
  if (isLeaf(from, to, depth)) return 0;
  const split = splitAt(from, to);
  return 1 + countHalf(from, split, depth + 1) + countHalf(split, to, depth + 1);
}

/** How many lanes a half from .. to at `depth` takes: one for a leaf, else two. */
export function lanesOf(from: u32, to: u32, depth: u32): u32 {
  return isLeaf(from, to, depth) ? 1 : 2;
}

/**
 * The half from .. to, at `depth` in a binary split, as the children of the node at `parent` from
 * lane `lane` on (one lane, or two: see `lanesOf`), their nodes from address `at` on. Answers the
 * address after them.
 */
export function buildHalf(from: u32, to: u32, depth: u32, parent: usize, lane: usize, at: usize): usize {
  if (isLeaf(from, to, depth)) return buildChild(from, to, depth, parent, lane, at);
  const split = splitAt(from, to);
  const next = buildChild(from, split, depth + 1, parent, lane, at);
  return buildChild(split, to, depth + 1, parent, lane + 1, next);
}

/** Makes the lanes from `lane` on of the node at `at` empty. */
export function emptyLanes(at: usize, lane: usize): void {
  for (let k = lane; k < LANES; k++) {
    leaf(at, k, 0, 0);
    store<u32>(at + (k << 2) + REFS, 0);
    store<u32>(at + (k << 2) + COUNTS, 0);
  }
}

/** The child from .. to in lane `lane` of the node at `parent`, its nodes (if not a leaf) from `at` on. */
function buildChild(from: u32, to: u32, depth: u32, parent: usize, lane: usize, at: usize): usize {
  const ref = parent + (lane << 2);
  if (isLeaf(from, to, depth)) {
    leaf(parent, lane, from, to);
    store<u32>(ref + REFS, from);
    store<u32>(ref + COUNTS, to - from);
    return at;
  }
  const split = splitAt(from, to);
  const second = lanesOf(from, split, depth + 1);
  let next = buildHalf(from, split, depth + 1, at, 0, at + NODE_BYTES);
  next = buildHalf(split, to, depth + 1, at, second, next);
  emptyLanes(at, second + lanesOf(split, to, depth + 1));
  // Its bounds in the parent's lane: those of its own lanes united.
  for (let block: usize = 0; block < MAXIMA; block += 16) {
    const lanes = at + block;
    store<f32>(
      ref + block,
      min(min(load<f32>(lanes), load<f32>(lanes, 4)), min(load<f32>(lanes, 8), load<f32>(lanes, 12))),
    );
    const highs = lanes + MAXIMA;
    store<f32>(
      ref + block + MAXIMA,
      max(max(load<f32>(highs), load<f32>(highs, 4)), max(load<f32>(highs, 8), load<f32>(highs, 12))),
    );
  }
  for (let block: usize = 0; block < 24; block += 8) {
    const lows = at + NORMAL_MINIMA + block;
    const into = parent + (lane << 1) + block;
    store<i16>(
      into + NORMAL_MINIMA,
      min(min(load<i16>(lows), load<i16>(lows, 2)), min(load<i16>(lows, 4), load<i16>(lows, 6))),
    );
    const highs = at + NORMAL_MAXIMA + block;
    store<i16>(
      into + NORMAL_MAXIMA,
      max(max(load<i16>(highs), load<i16>(highs, 2)), max(load<i16>(highs, 4), load<i16>(highs, 6))),
    );
  }
  store<u32>(ref + REFS, <u32>at);
  store<u32>(ref + COUNTS, 0);
  return next;
}

/**
 * Into lane `lane` of the node at `at`: the box of the corners of the triangles from .. to, and the
 * bounds of their unit normals. No triangles leave the box empty and the normal bounds inverted.
 */
function leaf(at: usize, lane: usize, from: u32, to: u32): void {
  let x0 = Infinity;
  let y0 = Infinity;
  let z0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let z1 = -Infinity;
  // Normals lie within -1 .. 1.
  let nx0: f64 = 1;
  let ny0: f64 = 1;
  let nz0: f64 = 1;
  let nx1: f64 = -1;
  let ny1: f64 = -1;
  let nz1: f64 = -1;
  for (let i = from; i < to; i++) {
    const a = corner(i, 0);
    const b = corner(i, 1);
    const c = corner(i, 2);
    const ax = <f64>load<f32>(a);
    const ay = <f64>load<f32>(a + 4);
    const az = <f64>load<f32>(a + 8);
    const bx = <f64>load<f32>(b);
    const by = <f64>load<f32>(b + 4);
    const bz = <f64>load<f32>(b + 8);
    const cx = <f64>load<f32>(c);
    const cy = <f64>load<f32>(c + 4);
    const cz = <f64>load<f32>(c + 8);
    x0 = min(x0, min(ax, min(bx, cx)));
    y0 = min(y0, min(ay, min(by, cy)));
    z0 = min(z0, min(az, min(bz, cz)));
    x1 = max(x1, max(ax, max(bx, cx)));
    y1 = max(y1, max(ay, max(by, cy)));
    z1 = max(z1, max(az, max(bz, cz)));
    // The cross product as measure/geometry.ts's triangleCross makes it.
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const l = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (l === 0) {
      // A triangle without a direction may still be hit: it allows every direction.
      nx0 = -1;
      ny0 = -1;
      nz0 = -1;
      nx1 = 1;
      ny1 = 1;
      nz1 = 1;
      continue;
    }
    const x = nx / l;
    const y = ny / l;
    const z = nz / l;
    nx0 = min(nx0, x);
    nx1 = max(nx1, x);
    ny0 = min(ny0, y);
    ny1 = max(ny1, y);
    nz0 = min(nz0, z);
    nz1 = max(nz1, z);
  }
  // The corners are floats: their box is exact as floats.
  const box = at + (lane << 2);
  store<f32>(box, <f32>x0);
  store<f32>(box + 4 * LANES, <f32>y0);
  store<f32>(box + 8 * LANES, <f32>z0);
  store<f32>(box + MAXIMA, <f32>x1);
  store<f32>(box + MAXIMA + 4 * LANES, <f32>y1);
  store<f32>(box + MAXIMA + 8 * LANES, <f32>z1);
  const normals = at + (lane << 1);
  store<i16>(normals + NORMAL_MINIMA, quantize(Math.floor(nx0 * NORMAL_UNIT)));
  store<i16>(normals + NORMAL_MINIMA + 2 * LANES, quantize(Math.floor(ny0 * NORMAL_UNIT)));
  store<i16>(normals + NORMAL_MINIMA + 4 * LANES, quantize(Math.floor(nz0 * NORMAL_UNIT)));
  store<i16>(normals + NORMAL_MAXIMA, quantize(Math.ceil(nx1 * NORMAL_UNIT)));
  store<i16>(normals + NORMAL_MAXIMA + 2 * LANES, quantize(Math.ceil(ny1 * NORMAL_UNIT)));
  store<i16>(normals + NORMAL_MAXIMA + 4 * LANES, quantize(Math.ceil(nz1 * NORMAL_UNIT)));
}

/** A whole number of NORMAL_UNITs as a 16-bit integer. */
function quantize(units: f64): i16 {
  return <i16>max(-NORMAL_UNIT, min(NORMAL_UNIT, units));
}

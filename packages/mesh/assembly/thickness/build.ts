// The ray hierarchy's nodes (see src/thickness/hierarchy.ts) over the triangles sorted by the
// Morton codes of their centres: a range splits where its codes' highest differing bit turns.

import { COUNT, LINK, NODE_BYTES, NORMALS } from "./nodes";
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

/** Whether the node over from .. to, at `depth`, is a leaf. */
export function isLeaf(from: u32, to: u32, depth: u32): bool {
  return to - from <= LEAF_SIZE || depth >= MAX_DEPTH;
}

/** How many nodes `buildNodes` makes over from .. to (found from the codes alone). */
export function countNodes(from: u32, to: u32, depth: u32): u32 {
  if (isLeaf(from, to, depth)) return 1;
  const split = splitAt(from, to);
  return 1 + countNodes(from, split, depth + 1) + countNodes(split, to, depth + 1);
}

/**
 * The nodes over from .. to, at `depth` in the whole hierarchy, written from address `at` on:
 * each inner node's left child right after it. Answers how many.
 */
export function buildNodes(from: u32, to: u32, depth: u32, at: usize): u32 {
  if (isLeaf(from, to, depth)) {
    leaf(at, from, to);
    return 1;
  }
  const split = splitAt(from, to);
  const left = buildNodes(from, split, depth + 1, at + NODE_BYTES);
  const right = buildNodes(split, to, depth + 1, at + NODE_BYTES * (1 + <usize>left));
  joinNodes(at, 1 + left);
  return 1 + left + right;
}

/** The node at `at` as the parent of the node after it and of the one `link` nodes on: their bounds united. */
export function joinNodes(at: usize, link: u32): void {
  const l = at + NODE_BYTES;
  const r = at + NODE_BYTES * <usize>link;
  for (let k: usize = 0; k < 12; k++) {
    const o = k << 2;
    const a = load<f32>(l + o);
    const b = load<f32>(r + o);
    store<f32>(at + o, k % 6 < 3 ? min(a, b) : max(a, b));
  }
  store<u32>(at + LINK, link);
  store<u32>(at + COUNT, 0);
}

/** A leaf over from .. to: the box of its corners and the bounds of its unit normals. */
function leaf(at: usize, from: u32, to: u32): void {
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
  store<f32>(at, <f32>x0);
  store<f32>(at + 4, <f32>y0);
  store<f32>(at + 8, <f32>z0);
  store<f32>(at + 12, <f32>x1);
  store<f32>(at + 16, <f32>y1);
  store<f32>(at + 20, <f32>z1);
  store<f32>(at + NORMALS, <f32>nx0);
  store<f32>(at + NORMALS + 4, <f32>ny0);
  store<f32>(at + NORMALS + 8, <f32>nz0);
  store<f32>(at + NORMALS + 12, <f32>nx1);
  store<f32>(at + NORMALS + 16, <f32>ny1);
  store<f32>(at + NORMALS + 20, <f32>nz1);
  store<u32>(at + LINK, from);
  store<u32>(at + COUNT, to - from);
}

// The wall thickness's rays (see src/thickness/raycaster.ts): the same walk and the same
// arithmetic, in doubles, as the TypeScript they replaced, so the same hits, in about two thirds
// of its time (no checks on each typed-array read, no conversions between the loop's numbers).

import { COUNT, LINK, NODE_BYTES, NORMALS } from "./nodes";
import { corner, empty, nodes, order, stack } from "./view";

/** Some margin for the rounding of the unit normals (see `reach`). */
const GRAZE: f64 = 1e-5;

// Four rays tilted 20 degrees around the inward normal, plus the normal itself: the cosine and
// sine of 20 degrees as JavaScript's Math gives them (written out, so no trigonometry is compiled in).
const COS_CONE: f64 = 0.9396926207859084;
const SIN_CONE: f64 = 0.3420201433256687;

// A thread's stack (STACK_BYTES in src/thickness/ray-memory.ts): 256 entries of a node's address
// and its distance, then the five depths of a triangle's rays.
const DEPTHS: usize = 256 * 16;

/**
 * The thickness of the triangles order[from .. to) into the floats at `out` (per triangle, in the
 * mesh's order): the inward normal's ray from the centre, and where that finds a wall thinner than
 * `coneBelow` (or none) the median of it and four rays tilted around it, projected on the normal.
 */
export function castTriangles(from: u32, to: u32, out: usize, far: f64, coneBelow: f64): void {
  const depths = stack + DEPTHS;
  for (let i = from; i < to; i++) {
    const t = <usize>load<u32>(order + ((<usize>i) << 2));
    const a = corner(i, 0);
    const b = corner(i, 1);
    const c = corner(i, 2);
    const ax = <f64>load<f32>(a);
    const ay = <f64>load<f32>(a + 4);
    const az = <f64>load<f32>(a + 8);
    const e1x = <f64>load<f32>(b) - ax;
    const e1y = <f64>load<f32>(b + 4) - ay;
    const e1z = <f64>load<f32>(b + 8) - az;
    const e2x = <f64>load<f32>(c) - ax;
    const e2y = <f64>load<f32>(c + 4) - ay;
    const e2z = <f64>load<f32>(c + 8) - az;
    // Inward unit normal n, and a tangent frame (u, w) around it for the tilted rays.
    let nx = e1z * e2y - e1y * e2z;
    let ny = e1x * e2z - e1z * e2x;
    let nz = e1y * e2x - e1x * e2y;
    const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
    const ul = Math.sqrt(e1x * e1x + e1y * e1y + e1z * e1z);
    const at = out + (t << 2);
    if (nl === 0 || ul === 0) {
      store<f32>(at, Infinity);
      continue;
    }
    nx /= nl;
    ny /= nl;
    nz /= nl;
    const ux = e1x / ul;
    const uy = e1y / ul;
    const uz = e1z / ul;
    const wx = ny * uz - nz * uy;
    const wy = nz * ux - nx * uz;
    const wz = nx * uy - ny * ux;
    const ox = ax + (e1x + e2x) / 3;
    const oy = ay + (e1y + e2y) / 3;
    const oz = az + (e1z + e2z) / 3;
    const central = cast(ox, oy, oz, nx, ny, nz, far);
    if (central >= coneBelow && central < far) {
      store<f32>(at, <f32>central);
      continue;
    }
    store<f64>(depths, central);
    for (let r = 1; r < 5; r++) {
      const cu = r === 1 ? SIN_CONE : r === 3 ? -SIN_CONE : 0;
      const cw = r === 2 ? SIN_CONE : r === 4 ? -SIN_CONE : 0;
      const hit = cast(
        ox,
        oy,
        oz,
        nx * COS_CONE + ux * cu + wx * cw,
        ny * COS_CONE + uy * cu + wy * cw,
        nz * COS_CONE + uz * cu + wz * cw,
        far / COS_CONE,
      );
      // Into its place among the depths so far, which stay sorted.
      const depth = hit * COS_CONE;
      let j = <usize>r;
      while (j > 0 && load<f64>(depths + ((j - 1) << 3)) > depth) {
        store<f64>(depths + (j << 3), load<f64>(depths + ((j - 1) << 3)));
        j--;
      }
      store<f64>(depths + (j << 3), depth);
    }
    store<f32>(at, <f32>load<f64>(depths + 16));
  }
}

/**
 * Distance along the unit direction to the nearest triangle the ray meets from behind (leaving
 * the material), or Infinity when there is none within `far`. The walk goes on into the nearer
 * child and stacks only the farther one.
 */
export function cast(ox: f64, oy: f64, oz: f64, dx: f64, dy: f64, dz: f64, far: f64): f64 {
  if (empty) return Infinity;
  const ix = inverse(dx);
  const iy = inverse(dy);
  const iz = inverse(dz);
  // Per axis, the offset of a box's far side (0: min, 12: max), which is also that of the normal
  // bound the ray may meet a triangle from behind by; the near side is the other.
  const fx: usize = dx < 0 ? 0 : 12;
  const fy: usize = dy < 0 ? 0 : 12;
  const fz: usize = dz < 0 ? 0 : 12;
  let best = far;
  let top: isize = 0;
  store<usize>(stack, nodes);
  store<f64>(stack + 8, reach(nodes, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz));
  while (top >= 0) {
    const entry = stack + ((<usize>top) << 4);
    let o = load<usize>(entry);
    const d = load<f64>(entry + 8);
    top--;
    if (d >= best) continue;
    let leaf = load<u32>(o + COUNT) !== 0;
    while (!leaf) {
      const left = o + NODE_BYTES;
      const right = o + <usize>load<u32>(o + LINK) * NODE_BYTES;
      const dl = reach(left, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz);
      const dr = reach(right, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz);
      let farther = right;
      let dFarther = dr;
      if (dl <= dr) {
        if (dl >= best) break;
        o = left;
      } else {
        if (dr >= best) break;
        farther = left;
        dFarther = dl;
        o = right;
      }
      if (dFarther < best) {
        top++;
        const pushed = stack + ((<usize>top) << 4);
        store<usize>(pushed, farther);
        store<f64>(pushed + 8, dFarther);
      }
      leaf = load<u32>(o + COUNT) !== 0;
    }
    if (leaf) best = nearestInLeaf(o, ox, oy, oz, dx, dy, dz, best);
  }
  return best < far ? best : Infinity;
}

/** The nearest back-face hit among the triangles of the leaf at o, if nearer than `best`. */
function nearestInLeaf(o: usize, ox: f64, oy: f64, oz: f64, dx: f64, dy: f64, dz: f64, best: f64): f64 {
  const first = <usize>load<u32>(o + LINK);
  const end = first + <usize>load<u32>(o + COUNT);
  for (let i = first; i < end; i++) {
    const a = corner(i, 0);
    const b = corner(i, 1);
    const c = corner(i, 2);
    const ax = <f64>load<f32>(a);
    const ay = <f64>load<f32>(a + 4);
    const az = <f64>load<f32>(a + 8);
    const e1x = <f64>load<f32>(b) - ax;
    const e1y = <f64>load<f32>(b + 4) - ay;
    const e1z = <f64>load<f32>(b + 8) - az;
    const e2x = <f64>load<f32>(c) - ax;
    const e2y = <f64>load<f32>(c + 4) - ay;
    const e2z = <f64>load<f32>(c + 8) - az;
    const px = dy * e2z - dz * e2y;
    const py = dz * e2x - dx * e2z;
    const pz = dx * e2y - dy * e2x;
    const det = e1x * px + e1y * py + e1z * pz;
    // det < 0: the ray runs along the outward normal, i.e. it leaves the material here.
    if (det >= 0) continue;
    const inv = 1 / det;
    const tx = ox - ax;
    const ty = oy - ay;
    const tz = oz - az;
    const u = (tx * px + ty * py + tz * pz) * inv;
    if (u < 0 || u > 1) continue;
    const qx = ty * e1z - tz * e1y;
    const qy = tz * e1x - tx * e1z;
    const qz = tx * e1y - ty * e1x;
    const v = (dx * qx + dy * qy + dz * qz) * inv;
    if (v < 0 || u + v > 1) continue;
    const dist = (e2x * qx + e2y * qy + e2z * qz) * inv;
    if (dist > 0 && dist < best) best = dist;
  }
  return best;
}

/**
 * 1 / d, but finite: a ray parallel to a slab that starts on its plane then gets 0 * 1e300 = 0
 * (inside, so a hit on the box's rim is still found) where an infinite inverse would give NaN.
 */
function inverse(d: f64): f64 {
  return Math.abs(d) > 1e-300 ? 1 / d : 1e300;
}

/**
 * Where the ray enters the box of the node at o: 0 if it starts inside, Infinity if it misses
 * it, or if no triangle under the node may face along the direction, i.e. be met from behind.
 * That is the largest dot product of the direction with a normal inside the node's normal
 * bounds; where it is negative (the surface around the ray's start, seen from inside), the node
 * is passed over without testing its box or triangles: the hits are the same.
 * f: per axis, the offset of the box's far side (see `cast`).
 */
function reach(
  o: usize,
  ox: f64,
  oy: f64,
  oz: f64,
  dx: f64,
  dy: f64,
  dz: f64,
  ix: f64,
  iy: f64,
  iz: f64,
  fx: usize,
  fy: usize,
  fz: usize,
): f64 {
  const n = o + NORMALS;
  const facing =
    dx * <f64>load<f32>(n + fx) + dy * <f64>load<f32>(n + 4 + fy) + dz * <f64>load<f32>(n + 8 + fz);
  if (facing <= -GRAZE) return Infinity;
  const nearX = (<f64>load<f32>(o + 12 - fx) - ox) * ix;
  const nearY = (<f64>load<f32>(o + 16 - fy) - oy) * iy;
  const nearZ = (<f64>load<f32>(o + 20 - fz) - oz) * iz;
  const farX = (<f64>load<f32>(o + fx) - ox) * ix;
  const farY = (<f64>load<f32>(o + 4 + fy) - oy) * iy;
  const farZ = (<f64>load<f32>(o + 8 + fz) - oz) * iz;
  const nearXY = nearX > nearY ? nearX : nearY;
  const near = nearXY > nearZ ? nearXY : nearZ;
  const farXY = farX < farY ? farX : farY;
  const farthest = farXY < farZ ? farXY : farZ;
  if (farthest < near || farthest < 0) return Infinity;
  return near > 0 ? near : 0;
}

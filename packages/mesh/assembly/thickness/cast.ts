// The wall thickness's rays (see src/thickness/raycaster.ts): the triangles are met in doubles,
// with the arithmetic of the TypeScript this replaced, so the hits are the same; the boxes are
// tested four at a time, in single precision, in a way that errs only towards entering (`cast`).

import { COUNTS, LANES, MAXIMA, NORMAL_MAXIMA, NORMAL_MINIMA, NORMAL_UNIT, REFS } from "./nodes";
import { corner, empty, magnitude, nodes, order, stack } from "./view";

/** Some margin for the rounding of the unit normals (see FACING_LIMIT). */
const GRAZE: f64 = 1e-5;

// Four rays tilted 20 degrees around the inward normal, plus the normal itself: the cosine and
// sine of 20 degrees as JavaScript's Math gives them (written out, so no trigonometry is compiled in).
const COS_CONE: f64 = 0.9396926207859084;
const SIN_CONE: f64 = 0.3420201433256687;

// A thread's stack (STACK_BYTES in src/thickness/ray-memory.ts): 256 entries of a child's lane
// address and its distance, then the five depths of a triangle's rays, then a node's four
// children's distances (ENTRIES).
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
 * the material), or Infinity when there is none within `far`. At each node the ray is taken into
 * the boxes of all its children at once, in single precision (a lane each), and those it enters
 * nearer than the best hit so far are stacked, the nearest on top; the walk goes on from the top.
 * The boxes' test errs only towards entering (see SLACK and FACING_LIMIT), and the triangles are
 * met in double precision: the hits are the same as with an exact test of every box.
 */
export function cast(ox: f64, oy: f64, oz: f64, dx: f64, dy: f64, dz: f64, far: f64): f64 {
  if (empty) return Infinity;
  // Per axis, the offset of the box's near side for this ray (0: minima, MAXIMA: maxima), and of
  // the normal bound by which a triangle may face along it (the maxima where the ray goes up).
  const nx: usize = dx < 0 ? MAXIMA : 0;
  const ny: usize = dy < 0 ? MAXIMA : 0;
  const nz: usize = dz < 0 ? MAXIMA : 0;
  const gx: usize = dx < 0 ? NORMAL_MINIMA : NORMAL_MAXIMA;
  const gy: usize = (dy < 0 ? NORMAL_MINIMA : NORMAL_MAXIMA) + 2 * LANES;
  const gz: usize = (dz < 0 ? NORMAL_MINIMA : NORMAL_MAXIMA) + 4 * LANES;
  const slack = max(magnitude, max(Math.abs(ox), max(Math.abs(oy), Math.abs(oz)))) * SLACK;
  // The origin moved by the slack along the direction for the near sides, against it for the far ones.
  const sx = dx < 0 ? -slack : slack;
  const sy = dy < 0 ? -slack : slack;
  const sz = dz < 0 ? -slack : slack;
  const nearOx = f32x4.splat(<f32>(ox + sx));
  const nearOy = f32x4.splat(<f32>(oy + sy));
  const nearOz = f32x4.splat(<f32>(oz + sz));
  const farOx = f32x4.splat(<f32>(ox - sx));
  const farOy = f32x4.splat(<f32>(oy - sy));
  const farOz = f32x4.splat(<f32>(oz - sz));
  const ix = f32x4.splat(inverse(dx));
  const iy = f32x4.splat(inverse(dy));
  const iz = f32x4.splat(inverse(dz));
  const fx = f32x4.splat(<f32>dx);
  const fy = f32x4.splat(<f32>dy);
  const fz = f32x4.splat(<f32>dz);
  const zero = f32x4.splat(0);
  const facingLimit = f32x4.splat(FACING_LIMIT);
  const entries = stack + ENTRIES;
  let best = far;
  let bestUp = f32x4.splat(above(best));
  let top: isize = -1;
  let o = nodes;
  while (o !== 0) {
    const facing = f32x4.add(
      f32x4.add(f32x4.mul(fx, normals(o + gx)), f32x4.mul(fy, normals(o + gy))),
      f32x4.mul(fz, normals(o + gz)),
    );
    const enterX = f32x4.mul(f32x4.sub(v128.load(o + nx), nearOx), ix);
    const enterY = f32x4.mul(f32x4.sub(v128.load(o + ny, 16), nearOy), iy);
    const enterZ = f32x4.mul(f32x4.sub(v128.load(o + nz, 32), nearOz), iz);
    const leaveX = f32x4.mul(f32x4.sub(v128.load(o + MAXIMA - nx), farOx), ix);
    const leaveY = f32x4.mul(f32x4.sub(v128.load(o + MAXIMA - ny, 16), farOy), iy);
    const leaveZ = f32x4.mul(f32x4.sub(v128.load(o + MAXIMA - nz, 32), farOz), iz);
    // No NaN arises: the inverses are finite and never 0.
    const enter = f32x4.pmax(f32x4.pmax(enterX, enterY), f32x4.pmax(enterZ, zero));
    const leave = f32x4.pmin(f32x4.pmin(leaveX, leaveY), leaveZ);
    let taken = i32x4.bitmask(
      v128.and(v128.and(f32x4.le(enter, leave), f32x4.lt(enter, bestUp)), f32x4.gt(facing, facingLimit)),
    );
    // Onto the stack, each into its place among this node's children stacked so far.
    v128.store(entries, enter);
    const base = top;
    while (taken !== 0) {
      const lane = <usize>ctz(taken);
      taken &= taken - 1;
      const d = <f64>load<f32>(entries + (lane << 2));
      let j = top + 1;
      while (j > base + 1 && load<f64>(stack + ((<usize>(j - 1)) << 4), 8) < d) {
        v128.store(stack + ((<usize>j) << 4), v128.load(stack + ((<usize>(j - 1)) << 4)));
        j--;
      }
      const entry = stack + ((<usize>j) << 4);
      store<usize>(entry, o + (lane << 2));
      store<f64>(entry, d, 8);
      top++;
    }
    // The nearest stacked child still nearer than the best hit: leaves are searched at once.
    o = 0;
    while (top >= 0) {
      const entry = stack + ((<usize>top) << 4);
      top--;
      if (load<f64>(entry, 8) >= best) continue;
      const ref = load<usize>(entry);
      const count = load<u32>(ref + COUNTS);
      if (count === 0) {
        o = <usize>load<u32>(ref + REFS);
        break;
      }
      best = nearestInLeaf(<usize>load<u32>(ref + REFS), count, ox, oy, oz, dx, dy, dz, best);
      bestUp = f32x4.splat(above(best));
    }
  }
  return best < far ? best : Infinity;
}

/**
 * The box test's slack, relative to the largest coordinate of the mesh or the ray's origin: well
 * above the rounding of its single-precision arithmetic (about 7 x 2^-24 of that, on the origin,
 * the inverse, the difference and the product), so moving the origin by it towards entering
 * makes every box the exact ray enters entered.
 */
const SLACK: f64 = 1.0 / 524288; // 2 ^ -19

/**
 * Where a child's normal bounds say no triangle under it faces along the ray by more than this
 * (in NORMAL_UNITs), it is passed over: GRAZE, and more than the rounding of the single-precision
 * sum (at most about 0.011; the bounds are rounded outwards already), so that no child is passed
 * over whose triangles may face along the ray by more than -GRAZE.
 */
const FACING_LIMIT: f32 = <f32>(-(GRAZE * NORMAL_UNIT) - 0.05);

/** Where the stacked children's distances are read from, in the thread's stack (after the depths). */
const ENTRIES: usize = DEPTHS + 48;

/** A block of four normal bounds (16-bit integers) as floats. */
function normals(at: usize): v128 {
  return f32x4.convert_i32x4_s(i32x4.extend_low_i16x8_s(v128.load64_zero(at)));
}

/** The float nearest above a distance, or the distance itself if a float (Infinity stays). */
function above(d: f64): f32 {
  const f = <f32>d;
  return <f64>f < d ? reinterpret<f32>(reinterpret<u32>(f) + 1) : f;
}

/** The nearest back-face hit among the `count` triangles from place `first` on, if nearer than `best`. */
function nearestInLeaf(
  first: usize,
  count: u32,
  ox: f64,
  oy: f64,
  oz: f64,
  dx: f64,
  dy: f64,
  dz: f64,
  best: f64,
): f64 {
  const end = first + <usize>count;
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
 * 1 / d as a float, finite: a ray parallel to a slab that starts on its plane then gets 0 * 1e30 =
 * 0 (inside, so a hit on the box's rim is still found) where an infinite inverse would give NaN.
 */
function inverse(d: f64): f32 {
  return <f32>(Math.abs(d) > 1e-30 ? 1 / d : d < 0 ? -1e30 : 1e30);
}

import { COUNT, LINK, NODE_WORDS, NORMALS, type RaycasterBuffers } from "./hierarchy";

/**
 * Nearest back-face hits against a mesh, on the hierarchy `buildHierarchy` makes: walked nearest
 * box first, with the ray in locals and the triangles tested on the typed arrays (a library's
 * raycast allocates vectors per triangle, about 2.7 times slower on the millions of rays of a
 * wall-thickness pass). The walk passes over nodes whose normal bounds say the ray can only meet
 * them from the front: the surface around the ray's start (about a quarter less CPU per
 * wall-thickness ray).
 */
export class BackfaceRaycaster {
  private readonly positions: Float32Array;
  private readonly index: Uint32Array;
  private readonly order: Uint32Array;
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly stackNode = new Int32Array(256);
  private readonly stackDist = new Float64Array(256);

  /** Casts against a hierarchy built by `buildHierarchy`, on this thread or another. */
  constructor({ positions, index, order, nodes }: RaycasterBuffers) {
    this.positions = positions;
    this.index = index;
    this.order = order;
    this.f32 = new Float32Array(nodes);
    this.u32 = new Uint32Array(nodes);
  }

  /**
   * Distance along the unit direction to the nearest triangle the ray meets from behind
   * (leaving the material), or Infinity when there is none within `far`. One function with the
   * ray in locals: the walk goes on into the nearer child and stacks only the farther one.
   */
  cast(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, far: number): number {
    const ix = inverse(dx);
    const iy = inverse(dy);
    const iz = inverse(dz);
    // Per axis, the word of a box's far side (0: min, 3: max), which is also that of the normal
    // bound the ray may meet a triangle from behind by; the near side is the other.
    const fx = dx < 0 ? 0 : 3;
    const fy = dy < 0 ? 0 : 3;
    const fz = dz < 0 ? 0 : 3;
    const { f32, u32, order, stackNode: nodes, stackDist: dists } = this;
    if (order.length === 0) return Number.POSITIVE_INFINITY;
    let best = far;
    let top = 0;
    nodes[0] = 0;
    dists[0] = reach(f32, 0, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz);
    while (top >= 0) {
      let o = nodes[top] as number;
      const d = dists[top] as number;
      top--;
      if (d >= best) continue;
      let leaf = u32[o + COUNT] !== 0;
      while (!leaf) {
        const left = o + NODE_WORDS;
        const right = o + (u32[o + LINK] as number) * NODE_WORDS;
        const dl = reach(f32, left, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz);
        const dr = reach(f32, right, ox, oy, oz, dx, dy, dz, ix, iy, iz, fx, fy, fz);
        if (dl <= dr) {
          if (dl >= best) break;
          if (dr < best) {
            nodes[++top] = right;
            dists[top] = dr;
          }
          o = left;
        } else {
          if (dr >= best) break;
          if (dl < best) {
            nodes[++top] = left;
            dists[top] = dl;
          }
          o = right;
        }
        leaf = u32[o + COUNT] !== 0;
      }
      if (!leaf) continue;
      best = this.nearestInLeaf(o, ox, oy, oz, dx, dy, dz, best);
    }
    return best < far ? best : Number.POSITIVE_INFINITY;
  }

  /** The nearest back-face hit among the triangles of the leaf at word o, if nearer than `best`. */
  private nearestInLeaf(
    o: number,
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    best: number,
  ): number {
    const { u32, positions: p, index: idx, order } = this;
    const offset = u32[o + LINK] as number;
    const end = offset + (u32[o + COUNT] as number);
    for (let i = offset; i < end; i++) {
      const t = order[i] as number;
      const a = 3 * (idx[3 * t] as number);
      const b = 3 * (idx[3 * t + 1] as number);
      const c = 3 * (idx[3 * t + 2] as number);
      const ax = p[a] as number;
      const ay = p[a + 1] as number;
      const az = p[a + 2] as number;
      const e1x = (p[b] as number) - ax;
      const e1y = (p[b + 1] as number) - ay;
      const e1z = (p[b + 2] as number) - az;
      const e2x = (p[c] as number) - ax;
      const e2y = (p[c + 1] as number) - ay;
      const e2z = (p[c + 2] as number) - az;
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
}

/**
 * Some margin for the rounding of the unit normals: a triangle the ray only grazes, whose
 * normal's bound says "faces the ray" by less than this, is still tested.
 */
const GRAZE = 1e-5;

/**
 * 1 / d, but finite: a ray parallel to a slab that starts on its plane then gets 0 * 1e300 = 0
 * (inside, so a hit on the box's rim is still found) where an infinite inverse would give NaN.
 */
const inverse = (d: number) => (Math.abs(d) > 1e-300 ? 1 / d : 1e300);

/**
 * Where the ray enters the box of the node at word o: 0 if it starts inside, Infinity if it
 * misses it, or if no triangle under the node may face along the direction, i.e. be met from
 * behind. That is the largest dot product of the direction with a normal inside the node's
 * normal bounds; where it is negative (the surface around the ray's start, seen from inside),
 * the node is passed over without testing its box or triangles: the hits are the same.
 * f: per axis, the word of the box's far side (see `cast`).
 */
function reach(
  f32: Float32Array,
  o: number,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  ix: number,
  iy: number,
  iz: number,
  fx: number,
  fy: number,
  fz: number,
): number {
  const n = o + NORMALS;
  const facing =
    dx * (f32[n + fx] as number) + dy * (f32[n + 1 + fy] as number) + dz * (f32[n + 2 + fz] as number);
  if (facing <= -GRAZE) return Number.POSITIVE_INFINITY;
  const nearX = ((f32[o + 3 - fx] as number) - ox) * ix;
  const nearY = ((f32[o + 4 - fy] as number) - oy) * iy;
  const nearZ = ((f32[o + 5 - fz] as number) - oz) * iz;
  const farX = ((f32[o + fx] as number) - ox) * ix;
  const farY = ((f32[o + 1 + fy] as number) - oy) * iy;
  const farZ = ((f32[o + 2 + fz] as number) - oz) * iz;
  const nearXY = nearX > nearY ? nearX : nearY;
  const near = nearXY > nearZ ? nearXY : nearZ;
  const farXY = farX < farY ? farX : farY;
  const far = farXY < farZ ? farXY : farZ;
  if (far < near || far < 0) return Number.POSITIVE_INFINITY;
  return near > 0 ? near : 0;
}

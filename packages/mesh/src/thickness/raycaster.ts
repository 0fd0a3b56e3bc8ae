// Keeps the module's types with it for every program that imports it (the e2e tests, too).
/// <reference path="./three-mesh-bvh-nodes.d.ts" />
import {
  BOUNDING_DATA_INDEX,
  COUNT,
  IS_LEAF,
  LEFT_NODE,
  OFFSET,
  RIGHT_NODE,
} from "three-mesh-bvh/src/core/utils/nodeBufferUtils.js";

/**
 * Nearest back-face hits against a mesh, on a hierarchy built by three-mesh-bvh
 * (`buildHierarchy`). The stock `raycastFirst` allocates vectors for every triangle it tests,
 * and `shapecast` (the public traversal) converts every node's bounds to a Box3 and calls back
 * per node: about 2.7 times slower on the millions of rays of a wall-thickness pass. So the
 * packed node buffer that `MeshBVH.serialize` returns is walked here, nearest box first, through
 * the node accessors the library's own `shapecast` uses (nodeBufferUtils), and leaf triangles are
 * tested on the typed arrays. The walk passes over nodes whose normal bounds say the ray can only
 * meet them from the front: the surface around the ray's start (about a quarter less CPU per
 * wall-thickness ray). Those accessors are not in the library's documented API: the version is
 * pinned in package.json and a test compares the hits with `raycastFirst` on several meshes.
 */
export interface RaycasterBuffers {
  positions: Float32Array;
  /** The mesh's triangles, in its own order. */
  index: Uint32Array;
  /** The triangles in the hierarchy's order (three-mesh-bvh's indirect buffer). */
  order: Uint32Array | Uint16Array;
  /** three-mesh-bvh's packed node buffer. */
  root: ArrayBufferLike;
  /** Per node, the bounds of its triangles' unit outward normals (min x y z, max x y z). */
  normals: Float32Array;
}

export class BackfaceRaycaster {
  private readonly positions: Float32Array;
  private readonly index: Uint32Array;
  private readonly order: Uint32Array | Uint16Array;
  private readonly root: ArrayBufferLike;
  private readonly normals: Float32Array;
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private readonly stackNode = new Int32Array(256);
  private readonly stackDist = new Float64Array(256);

  /** Casts against a hierarchy built by `buildHierarchy`, on this thread or another. */
  constructor(buffers: RaycasterBuffers) {
    ({
      positions: this.positions,
      index: this.index,
      order: this.order,
      root: this.root,
      normals: this.normals,
    } = buffers);
    this.f32 = new Float32Array(this.root);
    this.u32 = new Uint32Array(this.root);
    this.u16 = new Uint16Array(this.root);
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
    const {
      f32: box,
      u32,
      u16,
      normals,
      positions: p,
      index: idx,
      order,
      stackNode: nodes,
      stackDist: dists,
    } = this;
    let best = far;
    let top = 0;
    nodes[0] = 0;
    dists[0] = entry(box, BOUNDING_DATA_INDEX(0), ox, oy, oz, ix, iy, iz);
    while (top >= 0) {
      let n32 = nodes[top] as number;
      const d = dists[top] as number;
      top--;
      if (d >= best) continue;
      let leaf = IS_LEAF(2 * n32, u16);
      while (!leaf) {
        const left = LEFT_NODE(n32);
        const right = RIGHT_NODE(n32, u32);
        const dl = mayLeave(normals, left, dx, dy, dz)
          ? entry(box, BOUNDING_DATA_INDEX(left), ox, oy, oz, ix, iy, iz)
          : Number.POSITIVE_INFINITY;
        const dr = mayLeave(normals, right, dx, dy, dz)
          ? entry(box, BOUNDING_DATA_INDEX(right), ox, oy, oz, ix, iy, iz)
          : Number.POSITIVE_INFINITY;
        if (dl <= dr) {
          if (dl >= best) break;
          if (dr < best) {
            nodes[++top] = right;
            dists[top] = dr;
          }
          n32 = left;
        } else {
          if (dr >= best) break;
          if (dl < best) {
            nodes[++top] = left;
            dists[top] = dl;
          }
          n32 = right;
        }
        leaf = IS_LEAF(2 * n32, u16);
      }
      if (!leaf) continue;
      const offset = OFFSET(n32, u32);
      const end = offset + COUNT(2 * n32, u16);
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
    }
    return best < far ? best : Number.POSITIVE_INFINITY;
  }
}

/**
 * Some margin for the rounding of the unit normals: a triangle the ray only grazes, whose
 * normal's bound says "faces the ray" by less than this, is still tested.
 */
const GRAZE = 1e-5;

/**
 * Whether some triangle under node n32 may face along the direction, i.e. be met from behind:
 * the largest dot product of the direction with a normal inside the node's normal bounds. Where
 * none can (the surface around the ray's start, seen from inside), the node is passed over
 * without testing its box or triangles; the hits are the same.
 */
function mayLeave(normals: Float32Array, n32: number, dx: number, dy: number, dz: number): boolean {
  const i = (n32 >> 3) * 6;
  const x = dx > 0 ? dx * (normals[i + 3] as number) : dx * (normals[i] as number);
  const y = dy > 0 ? dy * (normals[i + 4] as number) : dy * (normals[i + 1] as number);
  const z = dz > 0 ? dz * (normals[i + 5] as number) : dz * (normals[i + 2] as number);
  return x + y + z > -GRAZE;
}

/**
 * 1 / d, but finite: a ray parallel to a slab that starts on its plane then gets 0 * 1e300 = 0
 * (inside, so a hit on the box's rim is still found) where an infinite inverse would give NaN.
 */
const inverse = (d: number) => (Math.abs(d) > 1e-300 ? 1 / d : 1e300);

/** Where a ray enters the box of six floats (min x y z, max x y z) at box[i]: 0 if it starts inside, Infinity if it misses. */
function entry(
  box: Float32Array,
  i: number,
  ox: number,
  oy: number,
  oz: number,
  ix: number,
  iy: number,
  iz: number,
): number {
  const x0 = ((box[i] as number) - ox) * ix;
  const x1 = ((box[i + 3] as number) - ox) * ix;
  const y0 = ((box[i + 1] as number) - oy) * iy;
  const y1 = ((box[i + 4] as number) - oy) * iy;
  const z0 = ((box[i + 2] as number) - oz) * iz;
  const z1 = ((box[i + 5] as number) - oz) * iz;
  const nearX = x0 < x1 ? x0 : x1;
  const nearY = y0 < y1 ? y0 : y1;
  const nearZ = z0 < z1 ? z0 : z1;
  const farX = x0 < x1 ? x1 : x0;
  const farY = y0 < y1 ? y1 : y0;
  const farZ = z0 < z1 ? z1 : z0;
  const nearXY = nearX > nearY ? nearX : nearY;
  const near = nearXY > nearZ ? nearXY : nearZ;
  const farXY = farX < farY ? farX : farY;
  const far = farXY < farZ ? farXY : farZ;
  if (far < near || far < 0) return Number.POSITIVE_INFINITY;
  return near > 0 ? near : 0;
}

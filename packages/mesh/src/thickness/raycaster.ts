// Keeps the module's types with it for every program that imports it (the e2e tests, too).
/// <reference path="./three-mesh-bvh-nodes.d.ts" />
import { BufferAttribute, BufferGeometry } from "three";
import { CENTER, MeshBVH } from "three-mesh-bvh";
import {
  BOUNDING_DATA_INDEX,
  COUNT,
  IS_LEAF,
  LEFT_NODE,
  OFFSET,
  RIGHT_NODE,
} from "three-mesh-bvh/src/core/utils/nodeBufferUtils.js";
import type { Mesh } from "../mesh";

/**
 * Nearest back-face hits against a mesh, on a hierarchy built by three-mesh-bvh. The stock
 * `raycastFirst` allocates vectors for every triangle it tests, and `shapecast` (the public
 * traversal) converts every node's bounds to a Box3 and calls back per node: about 2.7 times
 * slower on the millions of rays of a wall-thickness pass. So the packed node buffer that
 * `MeshBVH.serialize` returns is walked here, nearest box first, through the node accessors
 * the library's own `shapecast` uses (nodeBufferUtils), and leaf triangles are tested on the
 * typed arrays. Those accessors are not in the library's documented API: the version is
 * pinned in package.json and a test compares the hits with `raycastFirst` on several meshes.
 */
export interface RaycasterBuffers {
  positions: Float32Array;
  /** The triangles in the hierarchy's order. */
  index: Uint32Array;
  /** three-mesh-bvh's packed node buffer. */
  root: ArrayBufferLike;
}

export class BackfaceRaycaster {
  private readonly positions: Float32Array;
  private readonly index: Uint32Array;
  private readonly root: ArrayBufferLike;
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private readonly stackNode = new Int32Array(256);
  private readonly stackDist = new Float64Array(256);
  private ox = 0;
  private oy = 0;
  private oz = 0;
  private dx = 0;
  private dy = 0;
  private dz = 0;
  private ix = 0;
  private iy = 0;
  private iz = 0;
  private best = Number.POSITIVE_INFINITY;

  /**
   * Builds the hierarchy for `mesh`, or takes one built elsewhere (`buffers()` of another
   * raycaster). With `shared`, the hierarchy and the mesh's copies live in SharedArrayBuffers,
   * so that `buffers()` can hand them to other threads without copying.
   */
  constructor(source: Mesh | RaycasterBuffers, { shared = false } = {}) {
    if ("root" in source) {
      ({ positions: this.positions, index: this.index, root: this.root } = source);
    } else {
      this.positions = shared ? sharedCopy(source.positions) : source.positions;
      // The BVH reorders the index buffer it is given, so it gets its own copy.
      this.index = shared ? sharedCopy(source.indices) : source.indices.slice();
      const geometry = new BufferGeometry();
      geometry.setAttribute("position", new BufferAttribute(this.positions, 3));
      geometry.setIndex(new BufferAttribute(this.index, 1));
      const bvh = new MeshBVH(geometry, { strategy: CENTER, maxDepth: 200, useSharedArrayBuffer: shared });
      this.root = MeshBVH.serialize(bvh, { cloneBuffers: false }).roots[0] as ArrayBufferLike;
    }
    this.f32 = new Float32Array(this.root);
    this.u32 = new Uint32Array(this.root);
    this.u16 = new Uint16Array(this.root);
  }

  /** What another thread needs to cast against the same hierarchy. */
  buffers(): RaycasterBuffers {
    return { positions: this.positions, index: this.index, root: this.root };
  }

  /**
   * Distance along the unit direction to the nearest triangle the ray meets from behind
   * (leaving the material), or Infinity when there is none within `far`.
   */
  cast(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, far: number): number {
    this.ox = ox;
    this.oy = oy;
    this.oz = oz;
    this.dx = dx;
    this.dy = dy;
    this.dz = dz;
    this.ix = 1 / dx;
    this.iy = 1 / dy;
    this.iz = 1 / dz;
    this.best = far;
    const nodes = this.stackNode;
    const dists = this.stackDist;
    const entry = this.entry(0);
    if (entry === Number.POSITIVE_INFINITY) return entry;
    let top = 0;
    nodes[0] = 0;
    dists[0] = entry;
    while (top >= 0) {
      const n32 = nodes[top] as number;
      const d = dists[top] as number;
      top--;
      if (d >= this.best) continue;
      if (IS_LEAF(2 * n32, this.u16)) {
        this.testTriangles(OFFSET(n32, this.u32), COUNT(2 * n32, this.u16));
        continue;
      }
      const left = LEFT_NODE(n32);
      const right = RIGHT_NODE(n32, this.u32);
      const dl = this.entry(left);
      const dr = this.entry(right);
      // Push the farther child first so the nearer one is searched first.
      if (dl <= dr) {
        if (dr < this.best) {
          nodes[++top] = right;
          dists[top] = dr;
        }
        if (dl < this.best) {
          nodes[++top] = left;
          dists[top] = dl;
        }
      } else {
        if (dl < this.best) {
          nodes[++top] = left;
          dists[top] = dl;
        }
        if (dr < this.best) {
          nodes[++top] = right;
          dists[top] = dr;
        }
      }
    }
    return this.best < far ? this.best : Number.POSITIVE_INFINITY;
  }

  /** Where the ray enters node n32's box (0 if it starts inside), or Infinity if it misses. */
  private entry(n32: number): number {
    const b = this.f32;
    // Six floats: min x y z, max x y z.
    const i = BOUNDING_DATA_INDEX(n32);
    let t0 = ((b[i] as number) - this.ox) * this.ix;
    let t1 = ((b[i + 3] as number) - this.ox) * this.ix;
    let near = Math.min(t0, t1);
    let far = Math.max(t0, t1);
    t0 = ((b[i + 1] as number) - this.oy) * this.iy;
    t1 = ((b[i + 4] as number) - this.oy) * this.iy;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    t0 = ((b[i + 2] as number) - this.oz) * this.iz;
    t1 = ((b[i + 5] as number) - this.oz) * this.iz;
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
    if (far < near || far < 0) return Number.POSITIVE_INFINITY;
    return Math.max(near, 0);
  }

  private testTriangles(offset: number, count: number): void {
    const p = this.positions;
    const idx = this.index;
    const { ox, oy, oz, dx, dy, dz } = this;
    for (let t = offset; t < offset + count; t++) {
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
      if (dist > 0 && dist < this.best) this.best = dist;
    }
  }
}

export function sharedCopy<T extends Float32Array | Uint32Array>(array: T): T {
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(
    new SharedArrayBuffer(array.byteLength),
  );
  copy.set(array);
  return copy;
}

// Keeps the module's types with it for every program that imports it (the e2e tests, too).
/// <reference path="./three-mesh-bvh-nodes.d.ts" />
import { BufferAttribute, BufferGeometry } from "three";
import { CENTER, MeshBVH } from "three-mesh-bvh";
import {
  COUNT,
  IS_LEAF,
  LEFT_NODE,
  OFFSET,
  RIGHT_NODE,
} from "three-mesh-bvh/src/core/utils/nodeBufferUtils.js";
import { triangleCross } from "../measure/geometry";
import type { Mesh } from "../mesh";
import type { RaycasterBuffers } from "./raycaster";

/**
 * The hierarchy a `BackfaceRaycaster` walks, built by three-mesh-bvh, with the bounds of each
 * node's normals. Apart from the raycaster, so that threads that only cast never load three.js.
 * With `shared`, everything lives in SharedArrayBuffers (the mesh's arrays copied there unless
 * they are already), so that other threads can cast against it without copies.
 */
export function buildHierarchy(mesh: Mesh, { shared = false } = {}): RaycasterBuffers {
  const positions = shared ? inSharedMemory(mesh.positions) : mesh.positions;
  const index = shared ? inSharedMemory(mesh.indices) : mesh.indices;
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  geometry.setIndex(new BufferAttribute(index, 1));
  // Indirect: the hierarchy orders its own list of triangle numbers and leaves the mesh's alone.
  const bvh = new MeshBVH(geometry, {
    strategy: CENTER,
    maxDepth: 200,
    indirect: true,
    useSharedArrayBuffer: shared,
  });
  const serialized = MeshBVH.serialize(bvh, { cloneBuffers: false });
  const root = serialized.roots[0] as ArrayBufferLike;
  const order = serialized.indirectBuffer as Uint32Array | Uint16Array;
  const normals = normalBounds(
    new Uint32Array(root),
    new Uint16Array(root),
    { positions, indices: index },
    order,
    shared,
  );
  return { positions, index, order, root, normals };
}

/**
 * The normal bounds of every node of the packed hierarchy: leaves from their triangles, inner
 * nodes from their children (which three-mesh-bvh stores after their parent, so walking the
 * nodes backwards meets the children first).
 */
function normalBounds(
  u32: Uint32Array,
  u16: Uint16Array,
  mesh: Mesh,
  order: Uint32Array | Uint16Array,
  shared: boolean,
): Float32Array {
  const nodes = u32.length / 8;
  const length = nodes * 6;
  const out = shared ? new Float32Array(new SharedArrayBuffer(length * 4)) : new Float32Array(length);
  const cross = new Float64Array(3);
  for (let node = nodes - 1; node >= 0; node--) {
    const n32 = node * 8;
    const o = node * 6;
    if (IS_LEAF(2 * n32, u16)) {
      let x0 = 1;
      let y0 = 1;
      let z0 = 1;
      let x1 = -1;
      let y1 = -1;
      let z1 = -1;
      const offset = OFFSET(n32, u32);
      const end = offset + COUNT(2 * n32, u16);
      for (let i = offset; i < end; i++) {
        triangleCross(mesh, order[i] as number, cross);
        let nx = cross[0] as number;
        let ny = cross[1] as number;
        let nz = cross[2] as number;
        const l = Math.sqrt(nx * nx + ny * ny + nz * nz);
        // A triangle without a direction may still be hit: it allows every direction.
        if (l === 0) {
          x0 = y0 = z0 = -1;
          x1 = y1 = z1 = 1;
          continue;
        }
        nx /= l;
        ny /= l;
        nz /= l;
        if (nx < x0) x0 = nx;
        if (nx > x1) x1 = nx;
        if (ny < y0) y0 = ny;
        if (ny > y1) y1 = ny;
        if (nz < z0) z0 = nz;
        if (nz > z1) z1 = nz;
      }
      out[o] = x0;
      out[o + 1] = y0;
      out[o + 2] = z0;
      out[o + 3] = x1;
      out[o + 4] = y1;
      out[o + 5] = z1;
    } else {
      const l = (LEFT_NODE(n32) >> 3) * 6;
      const r = (RIGHT_NODE(n32, u32) >> 3) * 6;
      for (let k = 0; k < 3; k++) {
        out[o + k] = Math.min(out[l + k] as number, out[r + k] as number);
        out[o + 3 + k] = Math.max(out[l + 3 + k] as number, out[r + 3 + k] as number);
      }
    }
  }
  return out;
}

/** The array itself when it is in shared memory already, else a copy there. */
function inSharedMemory<T extends Float32Array | Uint32Array>(array: T): T {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(
    new SharedArrayBuffer(array.byteLength),
  );
  copy.set(array);
  return copy;
}

// The node accessors of three-mesh-bvh's packed BVH buffer (reachable through its "./src/*" export,
// shipped without types). Indices are into the buffer's Uint32Array (n32) or Uint16Array (n16 = 2 * n32).
declare module "three-mesh-bvh/src/core/utils/nodeBufferUtils.js" {
  export function IS_LEAF(n16: number, uint16Array: Uint16Array): boolean;
  /** A leaf's first triangle. */
  export function OFFSET(n32: number, uint32Array: Uint32Array): number;
  /** A leaf's triangle count. */
  export function COUNT(n16: number, uint16Array: Uint16Array): number;
  export function LEFT_NODE(n32: number): number;
  export function RIGHT_NODE(n32: number, uint32Array: Uint32Array): number;
  /** Where the node's six bounds (min x y z, max x y z) start in the Float32Array. */
  export function BOUNDING_DATA_INDEX(n32: number): number;
}

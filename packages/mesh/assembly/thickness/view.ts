// What this instance (one per thread) works on, set by `setup`: byte addresses in the shared
// memory the JavaScript side made and filled (src/thickness/ray-memory.ts).

export let positions: usize = 0;
export let corners: usize = 0;
export let order: usize = 0;
export let codes: usize = 0;
export let nodes: usize = 0;
export let stack: usize = 0;
export let empty: bool = true;
/** The largest magnitude of a vertex's coordinate. */
export let magnitude: f64 = 0;

/**
 * The vertices (3 floats each); the triangles' corners (3 vertex numbers each), mesh numbers and
 * Morton codes, in the hierarchy's order; the root node; this thread's stack; the triangle count;
 * the largest magnitude of a vertex's coordinate.
 */
export function setup(
  positionsAt: usize,
  cornersAt: usize,
  orderAt: usize,
  codesAt: usize,
  nodesAt: usize,
  stackAt: usize,
  triangles: u32,
  largest: f64,
): void {
  positions = positionsAt;
  corners = cornersAt;
  order = orderAt;
  codes = codesAt;
  nodes = nodesAt;
  stack = stackAt;
  empty = triangles === 0;
  magnitude = largest;
}

/** The address of corner k (0, 1, 2) of the i-th triangle in the hierarchy's order. */
export function corner(i: usize, k: usize): usize {
  return positions + <usize>load<u32>(corners + i * 12 + (k << 2)) * 12;
}

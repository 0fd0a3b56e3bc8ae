/**
 * The connected components of triangles that share an edge, numbered in order of their first
 * triangle (made by `buildTopology`).
 */
export interface Shells {
  count: number;
  /** Shell of each triangle, or -1 for triangles without edges (repeated vertex index). */
  shellOf: Int32Array;
}

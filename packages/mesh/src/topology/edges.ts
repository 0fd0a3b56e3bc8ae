/**
 * Undirected edges of an indexed mesh and the half-edges on each. Half-edge 3t+k runs from
 * corner k to corner (k+1)%3 of triangle t. Triangles that repeat a vertex index have no
 * edges (their half-edges map to -1) so they cannot fake connectivity.
 */
export interface EdgeTopology {
  edgeCount: number;
  /** Edge of each half-edge, or -1. */
  edgeOf: Int32Array;
  /** Half-edges of edge e are edgeHalfedges[edgeStart[e] .. edgeStart[e + 1]). */
  edgeStart: Int32Array;
  edgeHalfedges: Int32Array;
}

export function halfedgeFrom(indices: Uint32Array, h: number): number {
  return indices[h] as number;
}

export function halfedgeTo(indices: Uint32Array, h: number): number {
  return indices[h % 3 === 2 ? h - 2 : h + 1] as number;
}

export interface EdgeStats {
  /** Edges with one triangle: the rims of holes. */
  openEdges: number;
  /** Edges shared by more than two triangles. */
  nonManifoldEdges: number;
  /** Edges whose two triangles run along them in the same direction (one of them is flipped). */
  inconsistentEdges: number;
}

export function edgeStats(indices: Uint32Array, topo: EdgeTopology): EdgeStats {
  let openEdges = 0;
  let nonManifoldEdges = 0;
  let inconsistentEdges = 0;
  for (let e = 0; e < topo.edgeCount; e++) {
    const s = topo.edgeStart[e] as number;
    const n = (topo.edgeStart[e + 1] as number) - s;
    if (n === 1) openEdges++;
    else if (n > 2) nonManifoldEdges++;
    else {
      const h0 = topo.edgeHalfedges[s] as number;
      const h1 = topo.edgeHalfedges[s + 1] as number;
      if (halfedgeFrom(indices, h0) === halfedgeFrom(indices, h1)) inconsistentEdges++;
    }
  }
  return { openEdges, nonManifoldEdges, inconsistentEdges };
}

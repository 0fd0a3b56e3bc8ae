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

export function isIndexDegenerate(indices: Uint32Array, t: number): boolean {
  const a = indices[3 * t];
  const b = indices[3 * t + 1];
  const c = indices[3 * t + 2];
  return a === b || b === c || a === c;
}

export function halfedgeFrom(indices: Uint32Array, h: number): number {
  return indices[h] as number;
}

export function halfedgeTo(indices: Uint32Array, h: number): number {
  return indices[h % 3 === 2 ? h - 2 : h + 1] as number;
}

export function buildEdges(indices: Uint32Array, vertexCount: number): EdgeTopology {
  const halfedgeCount = indices.length;
  // Bucket half-edges by their smaller vertex (counting sort), then group each bucket by the larger.
  const start = new Int32Array(vertexCount + 1);
  for (let t = 0; t < halfedgeCount / 3; t++) {
    if (isIndexDegenerate(indices, t)) continue;
    for (let k = 0; k < 3; k++) {
      const l = Math.min(indices[3 * t + k] as number, halfedgeTo(indices, 3 * t + k));
      start[l + 1] = (start[l + 1] as number) + 1;
    }
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] = (start[v + 1] as number) + (start[v] as number);
  const used = start[vertexCount] as number;
  // One more than the half-edges: it ends up holding the edges' starts and the end.
  const order = new Int32Array(used + 1);
  // Filled from each bucket's end backwards, which leaves start[v] at bucket v's beginning again.
  for (let t = halfedgeCount / 3 - 1; t >= 0; t--) {
    if (isIndexDegenerate(indices, t)) continue;
    for (let k = 2; k >= 0; k--) {
      const l = Math.min(indices[3 * t + k] as number, halfedgeTo(indices, 3 * t + k));
      const at = (start[l + 1] as number) - 1;
      start[l + 1] = at;
      order[at] = 3 * t + k;
    }
  }

  const edgeOf = new Int32Array(halfedgeCount).fill(-1);
  const edgeHalfedges = new Int32Array(used);
  // Each edge's first place in edgeHalfedges. It is written into `order` behind the bucket being
  // read: no more edges have begun than half-edges have been read.
  const edgeStart = order;
  let keys = new Int32Array(64);
  let edgeCount = 0;
  let out = 0;
  for (let v = 0; v < vertexCount; v++) {
    const s = start[v] as number;
    const n = (start[v + 1] as number) - s;
    if (2 * n > keys.length) keys = new Int32Array(2 * n);
    // The bucket's half-edges and their larger vertices, so that `order` may be overwritten.
    for (let i = 0; i < n; i++) {
      const h = order[s + i] as number;
      keys[i] = Math.max(indices[h] as number, halfedgeTo(indices, h));
      keys[n + i] = h;
    }
    if (n > 64) sortByKey(keys, n);
    for (let i = 0; i < n; i++) {
      const first = keys[n + i] as number;
      if ((edgeOf[first] as number) >= 0) continue;
      const key = keys[i] as number;
      edgeStart[edgeCount] = out;
      for (let j = i; j < n; j++) {
        const g = keys[n + j] as number;
        if ((keys[j] as number) === key && (edgeOf[g] as number) < 0) {
          edgeOf[g] = edgeCount;
          edgeHalfedges[out++] = g;
        } else if (n > 64 && (keys[j] as number) !== key) {
          break;
        }
      }
      edgeCount++;
    }
  }
  edgeStart[edgeCount] = out;
  return { edgeCount, edgeOf, edgeStart: edgeStart.slice(0, edgeCount + 1), edgeHalfedges };
}

/** Sorts the first n keys, with the half-edges after them (keys[n..2n)) kept alongside. */
function sortByKey(keys: Int32Array, n: number): void {
  const pairs = Array.from({ length: n }, (_, i) => [keys[i] as number, keys[n + i] as number] as const);
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  pairs.forEach(([key, h], i) => {
    keys[i] = key;
    keys[n + i] = h;
  });
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

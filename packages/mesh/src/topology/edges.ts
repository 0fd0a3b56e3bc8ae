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
    const a = indices[3 * t] as number;
    const b = indices[3 * t + 1] as number;
    const c = indices[3 * t + 2] as number;
    if (a === b || b === c || a === c) continue;
    count(start, a < b ? a : b);
    count(start, b < c ? b : c);
    count(start, c < a ? c : a);
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] = (start[v + 1] as number) + (start[v] as number);
  const used = start[vertexCount] as number;
  // One more than the half-edges: it ends up holding the edges' starts and the end.
  const order = new Int32Array(used + 1);
  // Each bucketed half-edge's larger vertex, beside it: the grouping reads no triangle again.
  const larger = new Int32Array(used);
  // Filled from each bucket's end backwards, which leaves start[v] at bucket v's beginning again.
  for (let t = halfedgeCount / 3 - 1; t >= 0; t--) {
    const a = indices[3 * t] as number;
    const b = indices[3 * t + 1] as number;
    const c = indices[3 * t + 2] as number;
    if (a === b || b === c || a === c) continue;
    place(start, order, larger, 3 * t + 2, c, a);
    place(start, order, larger, 3 * t + 1, b, c);
    place(start, order, larger, 3 * t, a, b);
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
    // The bucket's larger vertices and half-edges, so that `order` may be overwritten.
    for (let i = 0; i < n; i++) {
      keys[i] = larger[s + i] as number;
      keys[n + i] = order[s + i] as number;
    }
    if (n > 64) {
      sortByKey(keys, n);
      for (let i = 0; i < n; ) {
        const key = keys[i] as number;
        edgeStart[edgeCount] = out;
        for (; i < n && (keys[i] as number) === key; i++) {
          const h = keys[n + i] as number;
          edgeOf[h] = edgeCount;
          edgeHalfedges[out++] = h;
        }
        edgeCount++;
      }
      continue;
    }
    // Few half-edges: each ungrouped one starts an edge and takes the later ones with its key
    // (a taken key is marked -1; vertices are never negative).
    for (let i = 0; i < n; i++) {
      const key = keys[i] as number;
      if (key < 0) continue;
      edgeStart[edgeCount] = out;
      for (let j = i; j < n; j++) {
        if ((keys[j] as number) !== key) continue;
        keys[j] = -1;
        const h = keys[n + j] as number;
        edgeOf[h] = edgeCount;
        edgeHalfedges[out++] = h;
      }
      edgeCount++;
    }
  }
  edgeStart[edgeCount] = out;
  return { edgeCount, edgeOf, edgeStart: edgeStart.slice(0, edgeCount + 1), edgeHalfedges };
}

/** Counts a half-edge into the bucket of its smaller vertex v. */
function count(start: Int32Array, v: number): void {
  start[v + 1] = (start[v + 1] as number) + 1;
}

/** Puts half-edge h, from vertex `from` to `to`, at the end of its bucket's free part. */
function place(
  start: Int32Array,
  order: Int32Array,
  larger: Int32Array,
  h: number,
  from: number,
  to: number,
): void {
  const lo = from < to ? from : to;
  const at = (start[lo + 1] as number) - 1;
  start[lo + 1] = at;
  order[at] = h;
  larger[at] = from < to ? to : from;
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

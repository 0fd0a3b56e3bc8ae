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
  const lo = new Int32Array(halfedgeCount).fill(-1);
  const hi = new Int32Array(halfedgeCount);
  for (let t = 0; t < halfedgeCount / 3; t++) {
    if (isIndexDegenerate(indices, t)) continue;
    for (let k = 0; k < 3; k++) {
      const h = 3 * t + k;
      const a = indices[h] as number;
      const b = halfedgeTo(indices, h);
      const l = Math.min(a, b);
      lo[h] = l;
      hi[h] = Math.max(a, b);
      start[l + 1] = (start[l + 1] as number) + 1;
    }
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] = (start[v + 1] as number) + (start[v] as number);
  const used = start[vertexCount] as number;
  const order = new Int32Array(used);
  const fill = start.slice(0, vertexCount);
  for (let h = 0; h < halfedgeCount; h++) {
    const l = lo[h] as number;
    if (l < 0) continue;
    order[fill[l] as number] = h;
    fill[l] = (fill[l] as number) + 1;
  }

  const edgeOf = new Int32Array(halfedgeCount).fill(-1);
  const edgeHalfedges = new Int32Array(used);
  const edgeStartList = new Int32Array(used + 1);
  let edgeCount = 0;
  let out = 0;
  for (let v = 0; v < vertexCount; v++) {
    const s = start[v] as number;
    const e = start[v + 1] as number;
    if (e - s > 64) sortByKey(order, s, e, hi);
    for (let i = s; i < e; i++) {
      const h = order[i] as number;
      if ((edgeOf[h] as number) >= 0) continue;
      const key = hi[h] as number;
      edgeStartList[edgeCount] = out;
      for (let j = i; j < e; j++) {
        const g = order[j] as number;
        if ((hi[g] as number) === key && (edgeOf[g] as number) < 0) {
          edgeOf[g] = edgeCount;
          edgeHalfedges[out++] = g;
        } else if (e - s > 64 && (hi[g] as number) !== key) {
          break;
        }
      }
      edgeCount++;
    }
  }
  edgeStartList[edgeCount] = out;
  return { edgeCount, edgeOf, edgeStart: edgeStartList.slice(0, edgeCount + 1), edgeHalfedges };
}

function sortByKey(order: Int32Array, s: number, e: number, key: Int32Array): void {
  const part = Array.from(order.subarray(s, e)).sort((a, b) => (key[a] as number) - (key[b] as number));
  order.set(part, s);
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

import type { EdgeTopology } from "./edges";

export interface Shells {
  count: number;
  /** Shell of each triangle, or -1 for triangles without edges (repeated vertex index). */
  shellOf: Int32Array;
}

/** Connected components of triangles that share an edge, numbered in order of first triangle. */
export function findShells(triangleCount: number, topo: EdgeTopology): Shells {
  const parent = new Int32Array(triangleCount);
  for (let t = 0; t < triangleCount; t++) parent[t] = t;
  // Path halving; a union hangs the later root under the earlier one, which keeps trees shallow.
  const find = (x: number): number => {
    let r = x;
    for (let p = parent[r] as number; p !== r; p = parent[r] as number) {
      const g = parent[p] as number;
      parent[r] = g;
      r = g;
    }
    return r;
  };
  for (let e = 0; e < topo.edgeCount; e++) {
    const s = topo.edgeStart[e] as number;
    const end = topo.edgeStart[e + 1] as number;
    let first = find(((topo.edgeHalfedges[s] as number) / 3) | 0);
    for (let i = s + 1; i < end; i++) {
      const other = find(((topo.edgeHalfedges[i] as number) / 3) | 0);
      if (other < first) {
        parent[first] = other;
        first = other;
      } else if (other > first) parent[other] = first;
    }
  }
  const shellOf = new Int32Array(triangleCount).fill(-1);
  const label = new Int32Array(triangleCount).fill(-1);
  let count = 0;
  for (let t = 0; t < triangleCount; t++) {
    if ((topo.edgeOf[3 * t] as number) < 0) continue;
    const r = find(t);
    if ((label[r] as number) < 0) label[r] = count++;
    shellOf[t] = label[r] as number;
  }
  return { count, shellOf };
}

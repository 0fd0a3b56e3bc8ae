import type { EdgeStats } from "../topology/edges";
import type { Shells } from "../topology/shells";

/**
 * False when the mesh certainly has no degenerate and no repeated triangle, which spares the
 * search. A triangle that repeats a vertex is in no shell. Two copies of a triangle share all
 * three edges: unless they form a shell of their own, one of those edges has more than two
 * triangles.
 */
export function mayHoldDegenerateOrDuplicates(stats: EdgeStats, shells: Shells): boolean {
  if (stats.nonManifoldEdges > 0) return true;
  const sizes = new Int32Array(shells.count);
  for (let t = 0; t < shells.shellOf.length; t++) {
    const shell = shells.shellOf[t] as number;
    if (shell < 0) return true;
    sizes[shell] = (sizes[shell] as number) + 1;
  }
  return sizes.includes(2);
}

/**
 * Keeps triangles with three distinct vertices and drops repeated copies of a triangle
 * (same three vertices in any order). Returns the kept triangle numbers.
 */
export function dropDegenerateAndDuplicates(indices: Uint32Array): {
  kept: Uint32Array;
  degenerate: number;
  duplicates: number;
} {
  const n = indices.length / 3;
  const kept = new Uint32Array(n);
  let size = 1;
  while (size < n * 2) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size).fill(-1);
  let count = 0;
  let degenerate = 0;
  let duplicates = 0;
  // Each triangle's vertices in ascending order, so copies in any order compare equal.
  const keys = new Uint32Array(3 * n);
  for (let t = 0; t < n; t++) {
    let a = indices[3 * t] as number;
    let b = indices[3 * t + 1] as number;
    let c = indices[3 * t + 2] as number;
    if (a > b) [a, b] = [b, a];
    if (b > c) [b, c] = [c, b];
    if (a > b) [a, b] = [b, a];
    keys[3 * t] = a;
    keys[3 * t + 1] = b;
    keys[3 * t + 2] = c;
  }
  for (let t = 0; t < n; t++) {
    const a = keys[3 * t] as number;
    const b = keys[3 * t + 1] as number;
    const c = keys[3 * t + 2] as number;
    if (a === b || b === c) {
      degenerate++;
      continue;
    }
    let slot = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35)) & mask;
    let duplicate = false;
    for (;;) {
      const u = table[slot] as number;
      if (u < 0) {
        table[slot] = t;
        break;
      }
      if (keys[3 * u] === a && keys[3 * u + 1] === b && keys[3 * u + 2] === c) {
        duplicate = true;
        break;
      }
      slot = (slot + 1) & mask;
    }
    if (duplicate) duplicates++;
    else kept[count++] = t;
  }
  return { kept: kept.slice(0, count), degenerate, duplicates };
}

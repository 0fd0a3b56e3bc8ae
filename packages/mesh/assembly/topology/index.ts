// The topology's WebAssembly: `npm run codegen` compiles this (AssemblyScript) into
// src/topology/generated/topology-wasm.ts. src/topology/build.ts lays out the memory, copies the
// triangles in, runs each step over ranges (V8 compiles a function's optimized code after its
// first calls: a step made in one call would run unoptimized throughout) and copies the edges and
// shells out. The same steps as the JavaScript they replace, so the same numbering of edges and
// shells. Every array is of 32-bit words, at byte addresses set by `setup`.

let indices: usize = 0;
let start: usize = 0;
let order: usize = 0;
let larger: usize = 0;
let keys: usize = 0;
// The edges are written over what has been read: each half-edge's edge over the triangles (read
// by `place`, before any is written but a degenerate triangle's own), each edge's first place in
// edgeHalfedges (the end last) over `order` and the half-edges over `larger`, both behind the
// bucket being read: no more edges have begun, and no more half-edges are grouped, than
// half-edges have been read.
let edgeOf: usize = 0;
let edgeStart: usize = 0;
let edgeHalfedges: usize = 0;
let edgeCount: u32 = 0;
/** Half-edges grouped into edges so far. */
let grouped: u32 = 0;

/** Buckets with more half-edges than this are grouped by sorting. */
const FEW: u32 = 64;

function word(at: usize, i: u32): u32 {
  return load<u32>(at + ((<usize>i) << 2));
}

function put(at: usize, i: u32, value: u32): void {
  store<u32>(at + ((<usize>i) << 2), value);
}

function degenerate(a: u32, b: u32, c: u32): bool {
  return a === b || b === c || a === c;
}

/**
 * The triangles (3 vertex numbers each); `startAt`: a word per vertex and one more, zeroed;
 * `orderAt`, `largerAt`: a word per half-edge (`order` one more); `keysAt`: two words per
 * half-edge.
 */
export function setup(
  indicesAt: usize,
  startAt: usize,
  orderAt: usize,
  largerAt: usize,
  keysAt: usize,
): void {
  indices = indicesAt;
  start = startAt;
  order = orderAt;
  larger = largerAt;
  keys = keysAt;
  edgeOf = indicesAt;
  edgeStart = orderAt;
  edgeHalfedges = largerAt;
  edgeCount = 0;
  grouped = 0;
}

// The edges: half-edge 3t+k runs from corner k to corner (k+1)%3 of triangle t, and a triangle
// that repeats a vertex has none (its half-edges' edge is -1). Half-edges are bucketed by their
// smaller vertex (a counting sort: `count`, `sum`, `place`), then each bucket is grouped by the
// larger one (`group`).

/** Counts triangles [from, to)'s half-edges into their buckets. */
export function count(from: u32, to: u32): void {
  for (let t = from; t < to; t++) {
    const a = word(indices, 3 * t);
    const b = word(indices, 3 * t + 1);
    const c = word(indices, 3 * t + 2);
    if (degenerate(a, b, c)) continue;
    countInto(a < b ? a : b);
    countInto(b < c ? b : c);
    countInto(c < a ? c : a);
  }
}

/** Turns the counts into each bucket's end. */
export function sum(vertexCount: u32): void {
  for (let v: u32 = 0; v < vertexCount; v++) put(start, v + 1, word(start, v + 1) + word(start, v));
}

/**
 * Puts triangles [from, to)'s half-edges into their buckets, last first: called from the last
 * range to the first, it fills each bucket from its end and leaves start[v] at its beginning.
 */
export function place(from: u32, to: u32): void {
  for (let t = to; t > from; ) {
    t--;
    const h = 3 * t;
    const a = word(indices, h);
    const b = word(indices, h + 1);
    const c = word(indices, h + 2);
    if (degenerate(a, b, c)) {
      put(edgeOf, h, -1);
      put(edgeOf, h + 1, -1);
      put(edgeOf, h + 2, -1);
      continue;
    }
    placeOne(h + 2, c, a);
    placeOne(h + 1, b, c);
    placeOne(h, a, b);
  }
}

/** Groups the buckets of vertices [from, to) into edges, in order. */
export function group(from: u32, to: u32): void {
  let edge = edgeCount;
  let out = grouped;
  for (let v = from; v < to; v++) {
    const s = word(start, v);
    const n = word(start, v + 1) - s;
    if (n > FEW) {
      // Sorted by larger vertex, then by half-edge: (larger << 32 | half-edge) as one number.
      for (let i: u32 = 0; i < n; i++) {
        store<u64>(keys + ((<usize>i) << 3), ((<u64>word(larger, s + i)) << 32) | word(order, s + i));
      }
      heapSort(keys, n);
      for (let i: u32 = 0; i < n; ) {
        const key = <u32>(load<u64>(keys + ((<usize>i) << 3)) >> 32);
        put(edgeStart, edge, out);
        for (; i < n && <u32>(load<u64>(keys + ((<usize>i) << 3)) >> 32) === key; i++) {
          const h = <u32>load<u64>(keys + ((<usize>i) << 3));
          put(edgeOf, h, edge);
          put(edgeHalfedges, out++, h);
        }
        edge++;
      }
      continue;
    }
    // The bucket's larger vertices, then its half-edges, so that they may be overwritten.
    for (let i: u32 = 0; i < n; i++) {
      put(keys, i, word(larger, s + i));
      put(keys, n + i, word(order, s + i));
    }
    // Few half-edges: each ungrouped one starts an edge and takes the later ones with its key
    // (a taken key is marked -1; vertices are never negative).
    for (let i: u32 = 0; i < n; i++) {
      const key = <i32>word(keys, i);
      if (key < 0) continue;
      put(edgeStart, edge, out);
      for (let j = i; j < n; j++) {
        if (<i32>word(keys, j) !== key) continue;
        put(keys, j, -1);
        const h = word(keys, n + j);
        put(edgeOf, h, edge);
        put(edgeHalfedges, out++, h);
      }
      edge++;
    }
  }
  edgeCount = edge;
  grouped = out;
}

/** Ends the edges' starts, once every bucket is grouped. Answers the number of edges. */
export function closeEdges(): u32 {
  put(edgeStart, edgeCount, grouped);
  return edgeCount;
}

/** Counts a half-edge into the bucket of its smaller vertex v. */
function countInto(v: u32): void {
  put(start, v + 1, word(start, v + 1) + 1);
}

/** Puts half-edge h, from vertex `from` to `to`, at the end of its bucket's free part. */
function placeOne(h: u32, from: u32, to: u32): void {
  const lo = from < to ? from : to;
  const at = word(start, lo + 1) - 1;
  put(start, lo + 1, at);
  put(order, at, h);
  put(larger, at, from < to ? to : from);
}

/** Sorts n 64-bit numbers at `at` ascending. */
function heapSort(at: usize, n: u32): void {
  for (let i = <i32>(n >> 1) - 1; i >= 0; i--) siftDown(at, <u32>i, n);
  for (let end = n - 1; end > 0; end--) {
    const top = load<u64>(at);
    store<u64>(at, load<u64>(at + ((<usize>end) << 3)));
    store<u64>(at + ((<usize>end) << 3), top);
    siftDown(at, 0, end);
  }
}

function siftDown(at: usize, i: u32, n: u32): void {
  const value = load<u64>(at + ((<usize>i) << 3));
  while (true) {
    let child: u32 = 2 * i + 1;
    if (child >= n) break;
    if (
      child + 1 < n &&
      load<u64>(at + ((<usize>(child + 1)) << 3)) > load<u64>(at + ((<usize>child) << 3))
    ) {
      child++;
    }
    const larger = load<u64>(at + ((<usize>child) << 3));
    if (larger <= value) break;
    store<u64>(at + ((<usize>i) << 3), larger);
    i = child;
  }
  store<u64>(at + ((<usize>i) << 3), value);
}

// The shells: the connected components of the triangles that share an edge, numbered in order
// of their first triangle (-1 for a triangle without edges). A union hangs the later root under
// the earlier one, so every tree's root is its first triangle.
let parent: usize = 0;

/** Each triangle its own tree, their parents at `parentAt` (a word per triangle). */
export function plant(triangles: u32, parentAt: usize): void {
  parent = parentAt;
  for (let t: u32 = 0; t < triangles; t++) put(parent, t, t);
}

/** Joins the triangles of edges [from, to). */
export function unite(from: u32, to: u32): void {
  for (let e = from; e < to; e++) {
    const s = word(edgeStart, e);
    const end = word(edgeStart, e + 1);
    let first = find(word(edgeHalfedges, s) / 3);
    for (let i = s + 1; i < end; i++) {
      const other = find(word(edgeHalfedges, i) / 3);
      if (other < first) {
        put(parent, first, other);
        first = other;
      } else if (other > first) put(parent, other, first);
    }
  }
}

/**
 * Numbers the shells of triangles [from, to) into `shellOf`, in order: a shell's number when its
 * first triangle (its root) comes, the root's number for the others. Answers the shells so far.
 */
export function label(from: u32, to: u32, shellOf: usize, shells: u32): u32 {
  for (let t = from; t < to; t++) {
    if (<i32>word(edgeOf, 3 * t) < 0) {
      put(shellOf, t, -1);
      continue;
    }
    const r = find(t);
    put(shellOf, t, r === t ? shells++ : word(shellOf, r));
  }
  return shells;
}

/** The root of x's tree, halving the path on the way. */
function find(x: u32): u32 {
  let r = x;
  for (let p = word(parent, r); p !== r; p = word(parent, r)) {
    const g = word(parent, p);
    put(parent, r, g);
    r = g;
  }
  return r;
}

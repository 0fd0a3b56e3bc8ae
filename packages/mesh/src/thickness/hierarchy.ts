import { type Mesh, vertexBounds } from "../mesh";

/**
 * The bounding-volume hierarchy the wall thickness's rays walk (`BackfaceRaycaster`), built here
 * rather than by three-mesh-bvh: the rays need each node's normal bounds beside its box (a node's
 * words are 64 bytes), halves built on two threads must be joined by one copy (links are
 * relative), and a helper thread that builds must not load three.js. The triangles are sorted by
 * the Morton codes of their centres and split where a range's codes first differ (see `prepare`):
 * on the 1M torus that builds in less than half the time of a split at the centre of the centres
 * found pass by pass (three-mesh-bvh's CENTER, which this hierarchy used before), for rays about
 * 5 % slower. The tests compare the hits with three-mesh-bvh's `raycastFirst`.
 */
export interface RaycasterBuffers {
  positions: Float32Array;
  /** The mesh's triangles, in its own order. */
  index: Uint32Array;
  /** The triangles in the hierarchy's order: each leaf holds a run of them. */
  order: Uint32Array;
  /** NODE_WORDS per node, the root first, each inner node's left child right after it. */
  nodes: ArrayBufferLike;
}

/**
 * A node's words: its box (min x y z, max x y z) and the bounds of its triangles' unit outward
 * normals (the same), as floats; then, as integers, how many nodes after it its right child
 * comes (an inner node: links are relative, so subtrees built apart are joined by copying) or
 * the leaf's first place in `order`, and the leaf's triangle count (0 for inner nodes).
 */
export const NODE_WORDS = 16;
export const NORMALS = 6;
export const LINK = 12;
export const COUNT = 13;

/** Leaves hold up to this many triangles. */
const LEAF_SIZE = 8;
/** Deeper nodes stay leaves, however many triangles they hold (only near-identical triangles get there). */
const MAX_DEPTH = 64;
/** Cells of the Morton grid along the longest side of the centres' bounds (10 bits per axis). */
const GRID = 1024;

/** What a build reads: the mesh, its triangles sorted by the Morton codes of their centres, and the codes. */
export interface BuildInput {
  positions: Float32Array;
  index: Uint32Array;
  order: Uint32Array;
  /** The code at each place of `order`, ascending. */
  codes: Uint32Array;
}

/** A part of the hierarchy to build: the triangles order[from .. to). */
export interface SubtreeJob {
  input: BuildInput;
  from: number;
  to: number;
  depth: number;
}

/**
 * The hierarchy over the mesh's triangles. With `shared`, everything lives in SharedArrayBuffers
 * (the mesh's arrays copied there unless they are already), so that other threads can cast
 * against it without copies.
 */
export function buildHierarchy(mesh: Mesh, { shared = false } = {}): RaycasterBuffers {
  const input = prepare(mesh, shared);
  const n = input.order.length;
  const builder = new Builder(input, n, shared);
  builder.subtree(0, n, 0);
  return { ...meshOf(input), nodes: builder.nodes() };
}

/**
 * The same hierarchy, in shared memory, built by two threads: this one sorts the triangles,
 * splits the root and builds its left side while `elsewhere` (a helper thread running
 * `buildSubtree`) builds the right one.
 */
export async function buildHierarchyInParallel(
  mesh: Mesh,
  elsewhere: (job: SubtreeJob) => Promise<BuiltSubtree>,
): Promise<RaycasterBuffers> {
  const input = prepare(mesh, true);
  const n = input.order.length;
  const builder = new Builder(input, n, true);
  if (n <= LEAF_SIZE) {
    builder.subtree(0, n, 0);
    return { ...meshOf(input), nodes: builder.nodes() };
  }
  const split = builder.split(0, n);
  const root = builder.allocate();
  const right = elsewhere({ input, from: split, to: n, depth: 1 });
  builder.subtree(0, split, 1);
  builder.inner(root, builder.append(await right));
  return { ...meshOf(input), nodes: builder.nodes() };
}

/** Nodes built apart, the first the subtree's root. */
export interface BuiltSubtree {
  nodes: ArrayBufferLike;
  count: number;
}

/** A helper thread's part of `buildHierarchyInParallel`, in shared memory. */
export function buildSubtree({ input, from, to, depth }: SubtreeJob): BuiltSubtree {
  const builder = new Builder(input, to - from, true);
  builder.subtree(from, to, depth);
  return { nodes: builder.nodes(), count: builder.count };
}

const meshOf = ({ positions, index, order }: BuildInput) => ({ positions, index, order });

/**
 * The build's input: each triangle's centre on a grid of cubic cells over the centres' bounds,
 * its cell numbers' bits interleaved into a Morton code (the longest side's bit first at each
 * level), and the triangles sorted by it. A range of the order then splits where its codes'
 * highest differing bit turns: in the middle of the cell of the grid that holds the range,
 * across its longest side, with no pass over the triangles.
 */
function prepare(mesh: Mesh, shared: boolean): BuildInput {
  const positions = shared ? inSharedMemory(mesh.positions) : mesh.positions;
  const index = shared ? inSharedMemory(mesh.indices) : mesh.indices;
  const n = index.length / 3;
  const p = positions;
  // The vertices' bounds times three bound the centres times three that the codes are made of (a
  // repaired mesh uses all its vertices, so these are the centres' bounds but for their corners).
  const { min, max } = vertexBounds(p);
  const [x0, y0, z0] = min.map((c) => 3 * c) as [number, number, number];
  const [x1, y1, z1] = max.map((c) => 3 * c) as [number, number, number];
  const extent = Math.max(x1 - x0, y1 - y0, z1 - z0);
  // Cells per unit; NaN-free for a model whose centres all coincide (every code 0).
  const scale = extent > 0 ? GRID / extent : 0;
  const [bx, by, bz] = mortonBits([x1 - x0, y1 - y0, z1 - z0], scale);
  const unsorted = new Uint32Array(n);
  for (let t = 0; t < n; t++) {
    const a = 3 * (index[3 * t] as number);
    const b = 3 * (index[3 * t + 1] as number);
    const c = 3 * (index[3 * t + 2] as number);
    const x = (p[a] as number) + (p[b] as number) + (p[c] as number);
    const y = (p[a + 1] as number) + (p[b + 1] as number) + (p[c + 1] as number);
    const z = (p[a + 2] as number) + (p[b + 2] as number) + (p[c + 2] as number);
    unsorted[t] =
      (bx[cell(x - x0, scale)] as number) |
      (by[cell(y - y0, scale)] as number) |
      (bz[cell(z - z0, scale)] as number);
  }
  const order = words(Uint32Array, n, shared);
  const codes = words(Uint32Array, n, shared);
  sortByCode(unsorted, order, codes);
  return { positions, index, order, codes };
}

/** The grid cell (0 .. GRID - 1) of an offset from the bounds' low side. */
const cell = (offset: number, scale: number) => Math.min(GRID - 1, Math.floor(offset * scale));

/**
 * Per axis, each cell number's bits placed where they go in a Morton code: level by level from
 * the top, one bit of each axis long enough to have a cell that size (the longest first).
 */
function mortonBits(extents: number[], scale: number): [Uint32Array, Uint32Array, Uint32Array] {
  const bits = extents.map((e) => {
    const cells = Math.min(GRID, Math.floor(e * scale) + 1);
    return cells > 1 ? 32 - Math.clz32(cells - 1) : 0;
  });
  const axes = [0, 1, 2].sort((a, b) => (extents[b] as number) - (extents[a] as number));
  // The code's bit for each axis's bit k, counted from the code's lowest.
  const place = extents.map(() => new Int32Array(10));
  let next = (bits[0] as number) + (bits[1] as number) + (bits[2] as number);
  for (let k = 9; k >= 0; k--) {
    for (const axis of axes) if ((bits[axis] as number) > k) (place[axis] as Int32Array)[k] = --next;
  }
  const table = (axis: number) => {
    const at = place[axis] as Int32Array;
    const codes = new Uint32Array(GRID);
    for (let q = 0; q < GRID; q++) {
      let code = 0;
      for (let k = 0; k < (bits[axis] as number); k++) if ((q >> k) & 1) code |= 1 << (at[k] as number);
      codes[q] = code;
    }
    return codes;
  };
  return [table(0), table(1), table(2)];
}

/** The triangles (0 .. n - 1) sorted by their codes into `order`, and the codes so sorted into `codes`. */
function sortByCode(unsorted: Uint32Array, order: Uint32Array, codes: Uint32Array): void {
  // Least significant digit first, ten bits at a time, each pass stable: three passes for 30
  // bits, with the places of all three digits counted in one pass.
  const n = unsorted.length;
  const starts = new Int32Array(3 * DIGITS);
  for (let i = 0; i < n; i++) {
    const code = unsorted[i] as number;
    countDigit(starts, code & (DIGITS - 1));
    countDigit(starts, DIGITS + ((code >>> 10) & (DIGITS - 1)));
    countDigit(starts, 2 * DIGITS + (code >>> 20));
  }
  for (let pass = 0; pass < 3; pass++) {
    let sum = 0;
    for (let d = pass * DIGITS; d < (pass + 1) * DIGITS; d++) {
      const count = starts[d] as number;
      starts[d] = sum;
      sum += count;
    }
  }
  const firstCodes = new Uint32Array(n);
  const firstOrder = new Uint32Array(n);
  scatter(unsorted, null, firstCodes, firstOrder, starts, 0);
  // The unsorted codes are not needed again: their array takes the second pass's.
  const secondOrder = new Uint32Array(n);
  scatter(firstCodes, firstOrder, unsorted, secondOrder, starts, 1);
  scatter(unsorted, secondOrder, codes, order, starts, 2);
}

/** Values of a digit of the radix sort. */
const DIGITS = 1024;

function countDigit(starts: Int32Array, d: number): void {
  starts[d] = (starts[d] as number) + 1;
}

/** One stable pass of `sortByCode` on the digit `pass` (0 the lowest); no `fromOrder` is 0, 1, 2 ... */
function scatter(
  fromCodes: Uint32Array,
  fromOrder: Uint32Array | null,
  toCodes: Uint32Array,
  toOrder: Uint32Array,
  starts: Int32Array,
  pass: number,
): void {
  const shift = 10 * pass;
  const base = pass * DIGITS;
  for (let i = 0; i < fromCodes.length; i++) {
    const code = fromCodes[i] as number;
    const d = base + ((code >>> shift) & (DIGITS - 1));
    const at = starts[d] as number;
    starts[d] = at + 1;
    toCodes[at] = code;
    toOrder[at] = fromOrder === null ? i : (fromOrder[i] as number);
  }
}

/** Builds nodes over runs of the input's (sorted) triangles. */
class Builder {
  private f32: Float32Array;
  private u32: Uint32Array;
  /** Nodes built so far. */
  count = 0;

  /** With room for about `triangles` triangles' nodes (more is made when they need it). */
  constructor(
    private readonly input: BuildInput,
    triangles: number,
    private readonly shared: boolean,
  ) {
    // Leaves hold about five triangles on average: about two fifths as many nodes as triangles
    // (a little more room, as growing copies them all).
    this.f32 = words(Float32Array, Math.max(1, Math.ceil(triangles / 2.4)) * NODE_WORDS, shared);
    this.u32 = new Uint32Array(this.f32.buffer);
  }

  /** The buffer of the nodes built (with room to spare after them). */
  nodes(): ArrayBufferLike {
    return this.f32.buffer;
  }

  /** Builds the node over order[from .. to) and all below it. */
  subtree(from: number, to: number, depth: number): void {
    const id = this.allocate();
    if (to - from <= LEAF_SIZE || depth >= MAX_DEPTH) {
      this.leaf(id, from, to);
      return;
    }
    const split = this.split(from, to);
    this.subtree(from, split, depth + 1);
    const r = this.count;
    this.subtree(split, to, depth + 1);
    this.inner(id, r);
  }

  /**
   * Where order[from .. to) (more than one triangle) splits: at the first code with the range's
   * highest differing bit set, or in the middle when the codes are all the same.
   */
  split(from: number, to: number): number {
    const { codes } = this.input;
    const first = codes[from] as number;
    const differ = first ^ (codes[to - 1] as number);
    if (differ === 0) return (from + to) >> 1;
    const bit = 1 << (31 - Math.clz32(differ));
    // Sorted, and alike above `bit`: those without it come first.
    let lo = from + 1;
    let hi = to - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((codes[mid] as number) & bit) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Node `id` as the parent of the node after it and of node r: their bounds united, linked to r. */
  inner(id: number, r: number): void {
    const { f32, u32 } = this;
    const o = id * NODE_WORDS;
    const lo = o + NODE_WORDS;
    const ro = r * NODE_WORDS;
    for (let k = 0; k < 12; k++) {
      const pick = k % 6 < 3 ? Math.min : Math.max;
      f32[o + k] = pick(f32[lo + k] as number, f32[ro + k] as number);
    }
    u32[o + LINK] = r - id;
    u32[o + COUNT] = 0;
  }

  /** Appends nodes built apart (links are relative: they hold as they are); answers the first one's number. */
  append({ nodes, count }: BuiltSubtree): number {
    const first = this.count;
    this.reserve(first + count);
    this.f32.set(new Float32Array(nodes, 0, count * NODE_WORDS), first * NODE_WORDS);
    this.count += count;
    return first;
  }

  allocate(): number {
    this.reserve(this.count + 1);
    return this.count++;
  }

  private reserve(nodes: number): void {
    if (nodes * NODE_WORDS <= this.f32.length) return;
    const grown = words(
      Float32Array,
      Math.max(nodes * NODE_WORDS, Math.ceil((this.f32.length * 1.5) / NODE_WORDS) * NODE_WORDS),
      this.shared,
    );
    grown.set(this.f32);
    this.f32 = grown;
    this.u32 = new Uint32Array(grown.buffer);
  }

  /** A leaf over order[from .. to): the box of its corners and the bounds of its unit normals. */
  private leaf(id: number, from: number, to: number): void {
    const { positions: p, index, order } = this.input;
    // In locals: this runs for every triangle. Normals lie within -1 .. 1.
    let x0 = Infinity;
    let y0 = Infinity;
    let z0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let z1 = -Infinity;
    let nx0 = 1;
    let ny0 = 1;
    let nz0 = 1;
    let nx1 = -1;
    let ny1 = -1;
    let nz1 = -1;
    for (let i = from; i < to; i++) {
      const t = order[i] as number;
      const a = 3 * (index[3 * t] as number);
      const b = 3 * (index[3 * t + 1] as number);
      const c = 3 * (index[3 * t + 2] as number);
      const ax = p[a] as number;
      const ay = p[a + 1] as number;
      const az = p[a + 2] as number;
      const bx = p[b] as number;
      const by = p[b + 1] as number;
      const bz = p[b + 2] as number;
      const cx = p[c] as number;
      const cy = p[c + 1] as number;
      const cz = p[c + 2] as number;
      if (ax < x0) x0 = ax;
      if (bx < x0) x0 = bx;
      if (cx < x0) x0 = cx;
      if (ay < y0) y0 = ay;
      if (by < y0) y0 = by;
      if (cy < y0) y0 = cy;
      if (az < z0) z0 = az;
      if (bz < z0) z0 = bz;
      if (cz < z0) z0 = cz;
      if (ax > x1) x1 = ax;
      if (bx > x1) x1 = bx;
      if (cx > x1) x1 = cx;
      if (ay > y1) y1 = ay;
      if (by > y1) y1 = by;
      if (cy > y1) y1 = cy;
      if (az > z1) z1 = az;
      if (bz > z1) z1 = bz;
      if (cz > z1) z1 = cz;
      // The cross product as triangleCross makes it.
      const ux = bx - ax;
      const uy = by - ay;
      const uz = bz - az;
      const vx = cx - ax;
      const vy = cy - ay;
      const vz = cz - az;
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      const l = Math.sqrt(nx * nx + ny * ny + nz * nz);
      if (l === 0) {
        // A triangle without a direction may still be hit: it allows every direction.
        nx0 = -1;
        ny0 = -1;
        nz0 = -1;
        nx1 = 1;
        ny1 = 1;
        nz1 = 1;
        continue;
      }
      const x = nx / l;
      const y = ny / l;
      const z = nz / l;
      if (x < nx0) nx0 = x;
      if (x > nx1) nx1 = x;
      if (y < ny0) ny0 = y;
      if (y > ny1) ny1 = y;
      if (z < nz0) nz0 = z;
      if (z > nz1) nz1 = z;
    }
    const { f32, u32 } = this;
    const o = id * NODE_WORDS;
    f32[o] = x0;
    f32[o + 1] = y0;
    f32[o + 2] = z0;
    f32[o + 3] = x1;
    f32[o + 4] = y1;
    f32[o + 5] = z1;
    f32[o + NORMALS] = nx0;
    f32[o + NORMALS + 1] = ny0;
    f32[o + NORMALS + 2] = nz0;
    f32[o + NORMALS + 3] = nx1;
    f32[o + NORMALS + 4] = ny1;
    f32[o + NORMALS + 5] = nz1;
    u32[o + LINK] = from;
    u32[o + COUNT] = to - from;
  }
}

/** An array of `length` 4-byte words, in shared memory when asked for. */
function words<T>(
  Kind: { new (length: number): T; new (buffer: SharedArrayBuffer): T },
  length: number,
  shared: boolean,
): T {
  return shared ? new Kind(new SharedArrayBuffer(length * 4)) : new Kind(length);
}

/** The array itself when it is in shared memory already, else a copy there. */
function inSharedMemory<T extends Float32Array | Uint32Array>(array: T): T {
  if (array.buffer instanceof SharedArrayBuffer) return array;
  const copy = new (array.constructor as new (buffer: SharedArrayBuffer) => T)(
    new SharedArrayBuffer(array.byteLength),
  );
  copy.set(array);
  return copy;
}

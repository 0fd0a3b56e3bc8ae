import { type Mesh, vertexBounds } from "../mesh";
import { RayMemory } from "./ray-memory";

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
  /** Where all the arrays below are (a RayMemory's). */
  memory: WebAssembly.Memory;
  positions: Float32Array;
  /** The triangles' corners (three vertex numbers each) in the hierarchy's order: each leaf holds a run of them. */
  corners: Uint32Array;
  /** Each of those triangles' number in the mesh. */
  order: Uint32Array;
  /** NODE_WORDS per node, the root first, each inner node's left child right after it. */
  nodes: Float32Array;
  /** A raycaster stack for each thread the memory was made for. */
  stacks: Uint8Array;
  /** A value per triangle of the mesh, for the rays' results. */
  out: Float32Array;
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
  /** As `RaycasterBuffers`'. */
  corners: Uint32Array;
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
  /** Where its nodes go if they fit (`roomFor` its triangles), else into memory of its own. */
  into?: Float32Array;
}

/**
 * The hierarchy over the mesh's triangles, with a copy of the mesh, in `memory` (shared: other
 * threads cast on it without copies).
 */
export function buildHierarchy(mesh: Mesh, memory = RayMemory.forMesh(mesh, 1)): RaycasterBuffers {
  const input = prepare(mesh, memory);
  const n = input.order.length;
  const builder = new Builder(input, memory.array(Float32Array, roomFor(n)), inMemory(memory));
  builder.subtree(0, n, 0);
  return buffers(memory, input, builder.nodes());
}

/**
 * The same hierarchy, built by two threads: this one sorts the triangles, splits the root and
 * builds its left side while `elsewhere` (a helper thread running `buildSubtree`) builds the right
 * one. The right side is built in place, in room left for it after the left side's, unless either
 * side outgrows its room (then it is copied after the left side).
 */
export async function buildHierarchyInParallel(
  mesh: Mesh,
  elsewhere: (job: SubtreeJob) => Promise<BuiltSubtree>,
  memory = RayMemory.forMesh(mesh, 2),
): Promise<RaycasterBuffers> {
  if (mesh.indices.length / 3 <= LEAF_SIZE) return buildHierarchy(mesh, memory);
  const input = prepare(mesh, memory);
  const n = input.order.length;
  const split = splitAt(input.codes, 0, n);
  const rightAt = NODE_WORDS + roomFor(split);
  const both = memory.array(Float32Array, rightAt + roomFor(n - split));
  const builder = new Builder(input, both, inMemory(memory), rightAt);
  const root = builder.node();
  const right = elsewhere({ input, from: split, to: n, depth: 1, into: both.subarray(rightAt) });
  builder.subtree(0, split, 1);
  const built = await right;
  if (built.inPlace && builder.nodes() === both) {
    builder.inner(root, rightAt / NODE_WORDS);
    return buffers(memory, input, both);
  }
  builder.inner(root, builder.append(built));
  return buffers(memory, input, builder.nodes());
}

/** Nodes built apart, the first the subtree's root. */
export interface BuiltSubtree {
  nodes: Float32Array;
  count: number;
  /** In the job's `into`. */
  inPlace: boolean;
}

/** A helper thread's part of `buildHierarchyInParallel`: into the room left for it, or shared memory of its own. */
export function buildSubtree({ input, from, to, depth, into }: SubtreeJob): BuiltSubtree {
  const own = (words: number) => new Float32Array(new SharedArrayBuffer(words * 4));
  const room = into && into.length >= roomFor(to - from) ? into : own(roomFor(to - from));
  const builder = new Builder(input, room, own);
  builder.subtree(from, to, depth);
  return { nodes: builder.nodes(), count: builder.count, inPlace: builder.nodes() === into };
}

/**
 * Words for the nodes of a hierarchy over so many triangles. Leaves hold about five triangles on
 * average: about two fifths as many nodes as triangles (a little more room, as growing copies
 * them all).
 */
const roomFor = (triangles: number) => Math.max(1, Math.ceil(triangles / 2.4)) * NODE_WORDS;

/** Where a builder's nodes go when they outgrow their room: a new array of so many words. */
type Allocate = (words: number) => Float32Array;

const inMemory =
  (memory: RayMemory): Allocate =>
  (words) =>
    memory.array(Float32Array, words);

const buffers = (
  memory: RayMemory,
  { positions, corners, order, out }: BuildInput & { out: Float32Array },
  nodes: Float32Array,
): RaycasterBuffers => ({
  memory: memory.memory,
  positions,
  corners,
  order,
  nodes,
  stacks: memory.stacks(),
  out,
});

/**
 * The build's input: each triangle's centre on a grid of cubic cells over the centres' bounds,
 * its cell numbers' bits interleaved into a Morton code (the longest side's bit first at each
 * level), and the triangles sorted by it. A range of the order then splits where its codes'
 * highest differing bit turns: in the middle of the cell of the grid that holds the range,
 * across its longest side, with no pass over the triangles.
 */
function prepare(mesh: Mesh, memory: RayMemory): BuildInput & { out: Float32Array } {
  const positions = memory.copy(mesh.positions);
  const index = mesh.indices;
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
  // The corners' array is the sort's scratch before it is filled: no more arrays of the mesh's size.
  const corners = memory.array(Uint32Array, 3 * n);
  const unsorted = corners.subarray(0, n);
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
  const order = memory.array(Uint32Array, n);
  // Only the build reads the codes (a helper thread too): shared, but not in the rays' memory.
  const codes = new Uint32Array(new SharedArrayBuffer(n * 4));
  sortByCode(unsorted, order, codes, corners.subarray(n, 2 * n));
  for (let i = 0; i < n; i++) {
    const t = 3 * (order[i] as number);
    corners[3 * i] = index[t] as number;
    corners[3 * i + 1] = index[t + 1] as number;
    corners[3 * i + 2] = index[t + 2] as number;
  }
  return { positions, corners, order, codes, out: memory.array(Float32Array, n) };
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

/**
 * The triangles (0 .. n - 1) sorted by their codes into `order`, and the codes so sorted into
 * `codes`. `unsorted` and `between` (an order between passes) are overwritten.
 */
function sortByCode(
  unsorted: Uint32Array,
  order: Uint32Array,
  codes: Uint32Array,
  between: Uint32Array,
): void {
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
  // The passes go back and forth between the outputs and the unsorted codes' array (not needed
  // after the first pass) with one more order: no further arrays of the mesh's size.
  scatter(unsorted, null, codes, order, starts, 0);
  scatter(codes, order, unsorted, between, starts, 1);
  scatter(unsorted, between, codes, order, starts, 2);
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

/**
 * Where order[from .. to) (more than one triangle) splits: at the first code with the range's
 * highest differing bit set, or in the middle when the codes are all the same.
 */
function splitAt(codes: Uint32Array, from: number, to: number): number {
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

/** Builds nodes over runs of the input's (sorted) triangles. */
class Builder {
  private f32: Float32Array;
  private u32: Uint32Array;
  /** Nodes built so far. */
  count = 0;

  /**
   * Nodes go into `room`, up to its word `limit` (beyond, another array is allocated and they
   * are copied there).
   */
  constructor(
    private readonly input: BuildInput,
    room: Float32Array,
    private readonly allocate: Allocate,
    private limit = room.length,
  ) {
    this.f32 = room;
    this.u32 = wordsOf(room);
  }

  /** The nodes built (with room to spare after them). */
  nodes(): Float32Array {
    return this.f32;
  }

  /** Builds the node over order[from .. to) and all below it. */
  subtree(from: number, to: number, depth: number): void {
    const id = this.node();
    if (to - from <= LEAF_SIZE || depth >= MAX_DEPTH) {
      this.leaf(id, from, to);
      return;
    }
    const split = splitAt(this.input.codes, from, to);
    this.subtree(from, split, depth + 1);
    const r = this.count;
    this.subtree(split, to, depth + 1);
    this.inner(id, r);
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
    this.f32.set(nodes.subarray(0, count * NODE_WORDS), first * NODE_WORDS);
    this.count += count;
    return first;
  }

  /** A new node's number. */
  node(): number {
    this.reserve(this.count + 1);
    return this.count++;
  }

  private reserve(nodes: number): void {
    if (nodes * NODE_WORDS <= this.limit) return;
    const grown = this.allocate(
      Math.max(nodes * NODE_WORDS, Math.ceil((this.limit * 1.5) / NODE_WORDS) * NODE_WORDS),
    );
    grown.set(this.f32.subarray(0, this.count * NODE_WORDS));
    this.f32 = grown;
    this.u32 = wordsOf(grown);
    this.limit = grown.length;
  }

  /** A leaf over order[from .. to): the box of its corners and the bounds of its unit normals. */
  private leaf(id: number, from: number, to: number): void {
    const { positions: p, corners } = this.input;
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
      const a = 3 * (corners[3 * i] as number);
      const b = 3 * (corners[3 * i + 1] as number);
      const c = 3 * (corners[3 * i + 2] as number);
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

/** The same words as integers. */
const wordsOf = (floats: Float32Array) => new Uint32Array(floats.buffer, floats.byteOffset, floats.length);

import { triangleCross } from "../measure/geometry";
import type { Mesh } from "../mesh";

/**
 * The bounding-volume hierarchy the wall thickness's rays walk (`BackfaceRaycaster`), built here
 * rather than by three-mesh-bvh: the rays need each node's normal bounds beside its box (a node's
 * words are 64 bytes), halves built on two threads must be joined by one copy (links are
 * relative), and a helper thread that builds must not load three.js. Nodes split at the centre of
 * their triangles' centres along the longest axis, as three-mesh-bvh's CENTER strategy does; a
 * build on one thread takes about as long as its, and the tests compare the hits with its
 * `raycastFirst`.
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

/** What a build reads: the mesh, and its triangles' order and centres (times three), which it sorts. */
export interface BuildInput {
  positions: Float32Array;
  index: Uint32Array;
  order: Uint32Array;
  cx: Float32Array;
  cy: Float32Array;
  cz: Float32Array;
}

/** A part of the hierarchy to build: the triangles order[from .. to), their centres' bounds. */
export interface SubtreeJob {
  input: BuildInput;
  from: number;
  to: number;
  bounds: Float64Array;
  depth: number;
}

/**
 * The hierarchy over the mesh's triangles. With `shared`, everything lives in SharedArrayBuffers
 * (the mesh's arrays copied there unless they are already), so that other threads can cast
 * against it without copies.
 */
export function buildHierarchy(mesh: Mesh, { shared = false } = {}): RaycasterBuffers {
  const { input, bounds } = prepare(mesh, shared);
  const n = input.order.length;
  const builder = new Builder(input, n, shared);
  builder.subtree(0, n, bounds, 0);
  return { ...meshOf(input), nodes: builder.nodes() };
}

/**
 * The same hierarchy, in shared memory, built by two threads: this one splits the root and
 * builds its left side while `elsewhere` (a helper thread running `buildSubtree`) builds the
 * right one.
 */
export async function buildHierarchyInParallel(
  mesh: Mesh,
  elsewhere: (job: SubtreeJob) => Promise<BuiltSubtree>,
): Promise<RaycasterBuffers> {
  const { input, bounds } = prepare(mesh, true);
  const n = input.order.length;
  const builder = new Builder(input, n, true);
  const split = n > LEAF_SIZE ? builder.partition(0, n, bounds) : -1;
  if (split < 0) {
    builder.subtree(0, n, bounds, 0);
    return { ...meshOf(input), nodes: builder.nodes() };
  }
  const root = builder.allocate();
  const right = elsewhere({ input, from: split, to: n, bounds: builder.sides.slice(6, 12), depth: 1 });
  builder.subtree(0, split, builder.sides.slice(0, 6), 1);
  builder.inner(root, builder.append(await right));
  return { ...meshOf(input), nodes: builder.nodes() };
}

/** Nodes built apart, the first the subtree's root. */
export interface BuiltSubtree {
  nodes: ArrayBufferLike;
  count: number;
}

/** A helper thread's part of `buildHierarchyInParallel`, in shared memory. */
export function buildSubtree({ input, from, to, bounds, depth }: SubtreeJob): BuiltSubtree {
  const builder = new Builder(input, to - from, true);
  builder.subtree(from, to, bounds, depth);
  return { nodes: builder.nodes(), count: builder.count };
}

const meshOf = ({ positions, index, order }: BuildInput) => ({ positions, index, order });

/** The build's input, with the centres' bounds (min x y z, max x y z). */
function prepare(mesh: Mesh, shared: boolean): { input: BuildInput; bounds: Float64Array } {
  const positions = shared ? inSharedMemory(mesh.positions) : mesh.positions;
  const index = shared ? inSharedMemory(mesh.indices) : mesh.indices;
  const n = index.length / 3;
  const order = words(Uint32Array, n, shared);
  const cx = words(Float32Array, n, shared);
  const cy = words(Float32Array, n, shared);
  const cz = words(Float32Array, n, shared);
  const p = positions;
  const bounds = emptyBounds();
  for (let t = 0; t < n; t++) {
    order[t] = t;
    const a = 3 * (index[3 * t] as number);
    const b = 3 * (index[3 * t + 1] as number);
    const c = 3 * (index[3 * t + 2] as number);
    const x = (p[a] as number) + (p[b] as number) + (p[c] as number);
    const y = (p[a + 1] as number) + (p[b + 1] as number) + (p[c + 1] as number);
    const z = (p[a + 2] as number) + (p[b + 2] as number) + (p[c + 2] as number);
    cx[t] = x;
    cy[t] = y;
    cz[t] = z;
    include(bounds, 0, x, y, z);
  }
  return { input: { positions, index, order, cx, cy, cz }, bounds };
}

/** Builds nodes over runs of the input's triangles, sorting them into the hierarchy's order. */
class Builder {
  private f32: Float32Array;
  private u32: Uint32Array;
  /** Nodes built so far. */
  count = 0;
  /** The two sides' centre bounds found by the last partition: left min, max, right min, max. */
  readonly sides = new Float64Array(12);
  private readonly mesh: Mesh;
  private readonly cross = new Float64Array(3);
  /** A leaf's box and normal bounds while it is built. */
  private readonly box = new Float64Array(12);

  /** With room for about `triangles` triangles' nodes (more is made when they need it). */
  constructor(
    private readonly input: BuildInput,
    triangles: number,
    private readonly shared: boolean,
  ) {
    this.mesh = { positions: input.positions, indices: input.index };
    // Leaves hold about six triangles on average: about a third as many nodes as triangles.
    this.f32 = words(Float32Array, Math.max(1, Math.ceil((3 * triangles) / LEAF_SIZE)) * NODE_WORDS, shared);
    this.u32 = new Uint32Array(this.f32.buffer);
  }

  /** The buffer of the nodes built (with room to spare after them). */
  nodes(): ArrayBufferLike {
    return this.f32.buffer;
  }

  /** Builds the node over order[from .. to), whose centres lie in `bounds`, and all below it. */
  subtree(from: number, to: number, bounds: Float64Array, depth: number): void {
    const id = this.allocate();
    const split = to - from > LEAF_SIZE && depth < MAX_DEPTH ? this.partition(from, to, bounds) : -1;
    if (split < 0) {
      this.leaf(id, from, to);
      return;
    }
    const right = this.sides.slice(6, 12);
    this.subtree(from, split, this.sides.slice(0, 6), depth + 1);
    const r = this.count;
    this.subtree(split, to, right, depth + 1);
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

  /**
   * Splits order[from .. to) at the middle of its centres' extent along the longest axis, or, when
   * that leaves a side empty, in two halves; answers where the right side starts, or -1 when the
   * centres all coincide. Leaves each side's centre bounds in `sides`.
   */
  partition(from: number, to: number, bounds: Float64Array): number {
    const ex = (bounds[3] as number) - (bounds[0] as number);
    const ey = (bounds[4] as number) - (bounds[1] as number);
    const ez = (bounds[5] as number) - (bounds[2] as number);
    const axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
    const extent = axis === 0 ? ex : axis === 1 ? ey : ez;
    if (!(extent > 0)) return -1;
    const { cx, cy, cz } = this.input;
    const key = axis === 0 ? cx : axis === 1 ? cy : cz;
    const at = ((bounds[axis] as number) + (bounds[axis + 3] as number)) / 2;
    // Hoare's partition.
    let i = from;
    let j = to - 1;
    for (;;) {
      while (i <= j && (key[i] as number) < at) i++;
      while (i <= j && (key[j] as number) >= at) j--;
      if (i > j) break;
      this.swap(i, j);
      i++;
      j--;
    }
    // A side left empty (the middle rounded onto an end): two halves as they lie.
    if (i === from || i === to) i = (from + to) >> 1;
    this.centreBounds(from, i, 0);
    this.centreBounds(i, to, 6);
    return i;
  }

  /** The centre bounds of order[from .. to) into `sides` from o on. */
  private centreBounds(from: number, to: number, o: number): void {
    const { cx, cy, cz } = this.input;
    // In locals, not `include`: this runs over every triangle once per level.
    let x0 = Infinity;
    let y0 = Infinity;
    let z0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let z1 = -Infinity;
    for (let k = from; k < to; k++) {
      const x = cx[k] as number;
      const y = cy[k] as number;
      const z = cz[k] as number;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (z < z0) z0 = z;
      if (z > z1) z1 = z;
    }
    const sides = this.sides;
    sides[o] = x0;
    sides[o + 1] = y0;
    sides[o + 2] = z0;
    sides[o + 3] = x1;
    sides[o + 4] = y1;
    sides[o + 5] = z1;
  }

  private swap(i: number, j: number): void {
    const { order, cx, cy, cz } = this.input;
    const t = order[i] as number;
    order[i] = order[j] as number;
    order[j] = t;
    const x = cx[i] as number;
    cx[i] = cx[j] as number;
    cx[j] = x;
    const y = cy[i] as number;
    cy[i] = cy[j] as number;
    cy[j] = y;
    const z = cz[i] as number;
    cz[i] = cz[j] as number;
    cz[j] = z;
  }

  /** A leaf over order[from .. to): the box of its corners and the bounds of its unit normals. */
  private leaf(id: number, from: number, to: number): void {
    const { positions: p, index, order } = this.input;
    const { mesh, cross } = this;
    // The box, then the normal bounds (which start empty too: normals lie within -1 .. 1).
    const box = this.box;
    box.set(EMPTY);
    box.set(EMPTY, 6);
    for (let i = from; i < to; i++) {
      const t = order[i] as number;
      for (let k = 0; k < 3; k++) {
        const v = 3 * (index[3 * t + k] as number);
        include(box, 0, p[v] as number, p[v + 1] as number, p[v + 2] as number);
      }
      triangleCross(mesh, t, cross);
      const nx = cross[0] as number;
      const ny = cross[1] as number;
      const nz = cross[2] as number;
      const l = Math.sqrt(nx * nx + ny * ny + nz * nz);
      // A triangle without a direction may still be hit: it allows every direction.
      if (l === 0) box.set(ANY_DIRECTION, 6);
      else include(box, 6, nx / l, ny / l, nz / l);
    }
    const o = id * NODE_WORDS;
    this.f32.set(box, o);
    this.u32[o + LINK] = from;
    this.u32[o + COUNT] = to - from;
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

const EMPTY = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
const ANY_DIRECTION = [-1, -1, -1, 1, 1, 1];
const emptyBounds = () => new Float64Array(EMPTY);

/** Widens the bounds (min x y z, max x y z) at bounds[o] to hold the point. */
function include(bounds: Float64Array, o: number, x: number, y: number, z: number): void {
  if (x < (bounds[o] as number)) bounds[o] = x;
  if (y < (bounds[o + 1] as number)) bounds[o + 1] = y;
  if (z < (bounds[o + 2] as number)) bounds[o + 2] = z;
  if (x > (bounds[o + 3] as number)) bounds[o + 3] = x;
  if (y > (bounds[o + 4] as number)) bounds[o + 4] = y;
  if (z > (bounds[o + 5] as number)) bounds[o + 5] = z;
}

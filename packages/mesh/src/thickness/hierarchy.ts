import { type Bounds, type Mesh, vertexBounds } from "../mesh";
import { inParts } from "../wasm/module";
import { RayMemory } from "./ray-memory";
import { type ThicknessWasm, thicknessWasm, thicknessWasmOn } from "./wasm";

/**
 * The bounding-volume hierarchy the wall thickness's rays walk (`BackfaceRaycaster`), built here
 * rather than by three-mesh-bvh: the rays need each node's normal bounds beside its box, halves
 * are built on two threads, and a helper thread that builds must not load three.js. The triangles
 * are sorted by the Morton codes of their centres (`prepare`, here) and split where a range's
 * codes first differ; a node's children are the two to four parts of two such splits, so that a
 * ray tests four boxes at once and walks half as deep (on the 1M torus a third less time for the
 * rays than with two children per node). The nodes are made by WebAssembly
 * (assembly/thickness/build.ts) in the memory the rays are cast in. On the 1M torus the Morton
 * split builds in less than half the time of a split at the centre of the centres found pass by
 * pass (three-mesh-bvh's CENTER, which this hierarchy used before), for rays about 5 % slower.
 * The tests compare the hits with three-mesh-bvh's `raycastFirst`.
 */
export interface RaycasterBuffers extends SortedMesh {
  /**
   * NODE_WORDS per node (see assembly/thickness/nodes.ts), each holding its children's bounds: the
   * root first, each node's first inner child right after it.
   */
  nodes: Float32Array;
  /** A raycaster stack for each thread the memory was made for. */
  stacks: Uint8Array;
}

/** The mesh in a RayMemory, its triangles sorted for the build. */
export interface SortedMesh {
  /** Where all the arrays below are (a RayMemory's). */
  memory: WebAssembly.Memory;
  positions: Float32Array;
  /** The triangles' corners (three vertex numbers each) in the hierarchy's order: each leaf holds a run of them. */
  corners: Uint32Array;
  /** Each of those triangles' number in the mesh. */
  order: Uint32Array;
  /** A value per triangle of the mesh, for the rays' results. */
  out: Float32Array;
  /** The triangles' Morton codes, ascending, while the hierarchy is built (`out`'s words until the rays). */
  codes: Uint32Array;
  /** The largest magnitude of a vertex's coordinate (see assembly/thickness/cast.ts's SLACK). */
  magnitude: number;
}

/** A node's 4-byte words (NODE_BYTES in assembly/thickness/nodes.ts). */
const NODE_WORDS = 48;
/** Cells of the Morton grid along the longest side of the centres' bounds (10 bits per axis). */
const GRID = 1024;

/**
 * A part of the hierarchy to build: the triangles from .. to of the sorted mesh, at `depth` in
 * its binary splits, as children of the node at byte `parent` from lane `lane` on, their nodes
 * from byte `at` on.
 */
export interface SubtreeJob {
  mesh: SortedMesh;
  from: number;
  to: number;
  depth: number;
  parent: number;
  lane: number;
  at: number;
}

/**
 * The hierarchy over the mesh's triangles, with a copy of the mesh, in `memory` (shared: other
 * threads cast on it without copies). `bounds`: of all the mesh's vertices, when known.
 */
export function buildHierarchy(
  mesh: Mesh,
  memory = RayMemory.forMesh(mesh, 1),
  bounds = vertexBounds(mesh.positions),
): RaycasterBuffers {
  const sorted = prepare(mesh, memory, bounds);
  const { nodes, halves } = layOut(sorted, memory);
  for (const half of halves) buildSubtree(half);
  return { ...sorted, nodes, stacks: memory.stacks() };
}

/** Another thread, for `buildHierarchyInParallel`. */
export interface Elsewhere {
  /** Starts mapping the pages of the memory's bytes from .. to (`mapPages`), until `build`. */
  map?(from: number, to: number): void;
  /** Builds a part of the hierarchy (`buildSubtree`). */
  build(part: SubtreeJob): Promise<void>;
}

/**
 * The same hierarchy, built by two threads: this one sorts the triangles, splits the root's range
 * and builds the first half under it while `elsewhere` builds the second in the room left for
 * it, having mapped the memory's pages ahead of this thread until then.
 */
export async function buildHierarchyInParallel(
  mesh: Mesh,
  elsewhere: Elsewhere,
  memory = RayMemory.forMesh(mesh, 2),
  bounds = vertexBounds(mesh.positions),
): Promise<RaycasterBuffers> {
  const sorted = prepare(mesh, memory, bounds, elsewhere.map);
  const { nodes, halves } = layOut(sorted, memory);
  const built = elsewhere.build(halves[1]);
  buildSubtree(halves[0]);
  await built;
  return { ...sorted, nodes, stacks: memory.stacks() };
}

/**
 * The root node, room for all nodes, and the two halves of the root's range to build under it:
 * split where the codes say or, for a mesh that is one leaf, all of it and nothing. The nodes under
 * each half are counted first, from the codes alone.
 */
function layOut(
  sorted: SortedMesh,
  memory: RayMemory,
): { nodes: Float32Array; halves: [SubtreeJob, SubtreeJob] } {
  const wasm = thicknessWasm(sorted);
  const n = sorted.order.length;
  const split = wasm.isLeaf(0, n, 0) ? n : wasm.splitAt(0, n);
  const first = wasm.countHalf(0, split, 1);
  const nodes = memory.array(Float32Array, (1 + first + wasm.countHalf(split, n, 1)) * NODE_WORDS);
  const root = nodes.byteOffset;
  const second = wasm.lanesOf(0, split, 1);
  wasm.emptyLanes(root, second + wasm.lanesOf(split, n, 1));
  const bytes = NODE_WORDS * 4;
  const half = (from: number, to: number, lane: number, at: number): SubtreeJob => ({
    mesh: sorted,
    from,
    to,
    depth: 1,
    parent: root,
    lane,
    at,
  });
  return {
    nodes,
    halves: [half(0, split, 0, root + bytes), half(split, n, second, root + (1 + first) * bytes)],
  };
}

/** A part of `buildHierarchy` (on a helper thread, or this one). */
export function buildSubtree({ mesh, from, to, depth, parent, lane, at }: SubtreeJob): void {
  thicknessWasm(mesh).buildHalf(from, to, depth, parent, lane, at);
}

/**
 * The build's input: each triangle's centre on a grid of cubic cells over the centres' bounds,
 * its cell numbers' bits interleaved into a Morton code (the longest side's bit first at each
 * level), and the triangles sorted by it. A range of the order then splits where its codes'
 * highest differing bit turns: in the middle of the cell of the grid that holds the range,
 * across its longest side, with no pass over the triangles. The codes, the sort and the sorted
 * corners are WebAssembly's (assembly/thickness/prepare.ts, sort.ts).
 */
function prepare(
  mesh: Mesh,
  memory: RayMemory,
  { min, max }: Bounds,
  map?: (from: number, to: number) => void,
): SortedMesh {
  const positions = memory.array(Float32Array, mesh.positions.length);
  const n = mesh.indices.length / 3;
  // The vertices' bounds times three bound the centres times three that the codes are made of (a
  // repaired mesh uses all its vertices, so these are the centres' bounds but for their corners).
  const [x0, y0, z0] = min.map((c) => 3 * c) as [number, number, number];
  const [x1, y1, z1] = max.map((c) => 3 * c) as [number, number, number];
  const extent = Math.max(x1 - x0, y1 - y0, z1 - z0);
  // Cells per unit; NaN-free for a model whose centres all coincide (every code 0).
  const scale = extent > 0 ? GRID / extent : 0;
  const tables = memory.array(Uint32Array, 3 * GRID);
  for (const [axis, table] of mortonBits([x1 - x0, y1 - y0, z1 - z0], scale).entries()) {
    tables.set(table, axis * GRID);
  }
  const corners = memory.array(Uint32Array, 3 * n);
  const order = memory.array(Uint32Array, n);
  const out = memory.array(Float32Array, n);
  const codes = new Uint32Array(out.buffer, out.byteOffset, n);
  const starts = memory.array(Uint32Array, 3 * DIGITS);
  // The mesh's corners where the nodes will be, until the corners are sorted.
  const indices = memory.scratch(Uint32Array, 3 * n);
  // Another thread maps the pages after the vertices' (the codes' and the sort's first) while this
  // one copies the vertices and the mesh's corners in.
  map?.(corners.byteOffset, memory.memory.buffer.byteLength);
  positions.set(mesh.positions);
  indices.set(mesh.indices);
  const wasm = thicknessWasmOn(memory.memory);
  // The corners' array is the sort's scratch before it is filled: no more arrays of the mesh's size.
  const unsorted = corners.subarray(0, n);
  inParts(n, (from, to) =>
    wasm.mortonCodes(
      indices.byteOffset,
      positions.byteOffset,
      tables.byteOffset,
      x0,
      y0,
      z0,
      scale,
      from,
      to,
      unsorted.byteOffset,
    ),
  );
  sortByCode(wasm, starts, unsorted, order, codes, corners.subarray(n, 2 * n));
  inParts(n, (from, to) =>
    wasm.gatherCorners(indices.byteOffset, order.byteOffset, from, to, corners.byteOffset),
  );
  const magnitude = Math.max(...min.map(Math.abs), ...max.map(Math.abs));
  return { memory: memory.memory, positions, corners, order, out, codes, magnitude };
}

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
 * `codes`, by WebAssembly (assembly/thickness/sort.ts), all in its memory: `starts` (3 x DIGITS
 * words, zeros) for the digits' places. `unsorted` and `between` (an order between passes) are
 * overwritten.
 */
function sortByCode(
  wasm: ThicknessWasm,
  { byteOffset: starts }: Uint32Array,
  unsorted: Uint32Array,
  order: Uint32Array,
  codes: Uint32Array,
  between: Uint32Array,
): void {
  const n = unsorted.length;
  inParts(n, (from, to) => wasm.countDigits(unsorted.byteOffset, from, to, starts));
  wasm.placeDigits(starts);
  // The passes go back and forth between the outputs and the unsorted codes' array (not needed
  // after the first pass) with one more order: no further arrays of the mesh's size.
  const passes: [Uint32Array, Uint32Array | null, Uint32Array, Uint32Array][] = [
    [unsorted, null, codes, order],
    [codes, order, unsorted, between],
    [unsorted, between, codes, order],
  ];
  for (const [pass, [fromCodes, fromOrder, toCodes, toOrder]] of passes.entries()) {
    inParts(n, (from, to) =>
      wasm.scatter(
        fromCodes.byteOffset,
        fromOrder?.byteOffset ?? 0,
        toCodes.byteOffset,
        toOrder.byteOffset,
        starts,
        pass,
        from,
        to,
      ),
    );
  }
}

/** Values of a digit of the sort (DIGITS in assembly/thickness/sort.ts). */
const DIGITS = 1024;

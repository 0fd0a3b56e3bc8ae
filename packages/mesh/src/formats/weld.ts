import type { Bounds, Mesh } from "../mesh";
import { memoryOf, spareMemory, wasmModule } from "../wasm/module";
import { WELD_WASM } from "./generated/weld-wasm";

/**
 * Turns a triangle soup (x, y, z for each of the three corners of every triangle) into an
 * indexed mesh by joining corners with bit-identical coordinates, which is how STL
 * expresses shared vertices. -0 and +0 count as the same coordinate.
 */
export function weldSoup(soup: Float32Array): Mesh {
  const triangles = soup.length / 9;
  const welder = new CornerWelder(triangles);
  welder.add(new DataView(soup.buffer, soup.byteOffset, soup.byteLength), 0, 36, triangles);
  return welder.finish().mesh;
}

/** A welded mesh: every vertex is a corner of a triangle. */
export interface WeldedMesh {
  mesh: Mesh;
  /** The vertices' bounds; meaningless when a coordinate is not finite. */
  bounds: Bounds;
  /** The first coordinate that is not a finite number, if any. */
  nonFinite?: number;
}

/** The bounds of no vertex, as `vertexBounds` gives them. */
const noBounds = (): Bounds => ({ min: [0, 0, 0], max: [0, 0, 0] });

/** Bytes of the triangles copied into the weld's memory at a time. */
const PIECE = 1 << 20;
/** The most bytes a triangle's record takes: its nine floats. */
const CORNERS = 36;

/** What assembly/weld/index.ts exports; addresses are byte offsets into its memory. */
interface WeldWasm {
  setup(indices: number, bits: number, table: number, slots: number): void;
  weld(records: number, stride: number, count: number, first: number): number;
  summarize(out: number): number;
}

const weldWasm = wasmModule<WeldWasm>(WELD_WASM);

/**
 * The welding of `weldSoup`, fed triangle by triangle as they arrive (a binary STL read while
 * it is uploaded): the mesh is the same, bit for bit, however the triangles are split up. The
 * work is WebAssembly's (assembly/weld/), in a memory of the welder's own: the triangles are
 * copied in a piece at a time, the mesh out at the end.
 */
export class CornerWelder {
  private readonly memory: WebAssembly.Memory;
  private readonly wasm: WeldWasm;
  /** Where the corners' vertex numbers start; the triangles' pieces are copied in at 0. */
  private readonly indicesAt: number;
  private readonly bitsAt: number;
  private vertexCount = 0;
  /** Triangles welded so far. */
  private done = 0;
  private finished = false;

  /** `triangles`: how many will be added in all. */
  constructor(readonly triangles: number) {
    const corners = triangles * 3;
    // Closed meshes have about one vertex per six corners; the table doubles when a file has more.
    const expected = Math.max(1024, Math.ceil(corners / 4));
    let slots = 1;
    while (slots < expected * 2) slots <<= 1;
    // The table, the corners, then room for every corner to be a vertex of its own: what is
    // written lies at the start, where the next step that takes the memory over writes too.
    const tableAt = PIECE;
    this.indicesAt = tableAt + 4 * slots;
    this.bitsAt = this.indicesAt + 4 * corners;
    this.memory = memoryOf(this.bitsAt + 12 * corners);
    this.wasm = weldWasm(this.memory);
    this.wasm.setup(this.indicesAt, this.bitsAt, tableAt, slots);
  }

  /** Welds the next `count` triangles, triangle i's corners at byte `first + stride * i` of `view`. */
  add(view: DataView, first: number, stride: number, count: number): void {
    if (this.done + count > this.triangles) throw new RangeError("more triangles than announced");
    const source = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    const perPiece = Math.floor((PIECE - CORNERS) / stride) + 1;
    for (let i = 0; i < count; i += perPiece) {
      const n = Math.min(perPiece, count - i);
      const from = first + stride * i;
      // The welding may grow the memory, which leaves an earlier view of it empty.
      new Uint8Array(this.memory.buffer).set(source.subarray(from, from + stride * (n - 1) + CORNERS));
      this.vertexCount = this.wasm.weld(0, stride, n, this.done);
      this.done += n;
    }
  }

  /**
   * The welded mesh, once every announced triangle is added. Its arrays are in shared memory:
   * the wall thickness's threads read them as they are, with no copy of a large model.
   */
  finish(): WeldedMesh {
    if (this.done !== this.triangles) throw new RangeError("fewer triangles than announced");
    if (this.finished) throw new RangeError("the welder has finished");
    this.finished = true;
    const nonFinite = this.wasm.summarize(0);
    const { buffer } = this.memory;
    const positions = new Float32Array(new SharedArrayBuffer(this.vertexCount * 12));
    positions.set(new Float32Array(buffer, this.bitsAt, this.vertexCount * 3));
    const indices = new Uint32Array(new SharedArrayBuffer(this.triangles * 12));
    indices.set(new Uint32Array(buffer, this.indicesAt, this.triangles * 3));
    const mesh = { positions, indices };
    const [minX, minY, minZ, maxX, maxY, maxZ] = new Float64Array(buffer, 0, 6);
    // Copied out: the next step's WebAssembly (the topology) takes the memory as it is.
    spareMemory(this.memory);
    if (nonFinite >= 0) return { mesh, bounds: noBounds(), nonFinite: positions[nonFinite] as number };
    if (this.vertexCount === 0) return { mesh, bounds: noBounds() };
    return { mesh, bounds: { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] } as Bounds };
  }
}

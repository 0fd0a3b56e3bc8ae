import { inParts, reusedMemoryOf, wasmModule } from "../wasm/module";
import type { EdgeTopology } from "./edges";
import { TOPOLOGY_WASM } from "./generated/topology-wasm";
import type { Shells } from "./shells";

/** What assembly/topology/index.ts exports; addresses are byte offsets into its memory. */
interface TopologyWasm {
  setup(indices: number, start: number, order: number, larger: number, keys: number): void;
  count(from: number, to: number): void;
  sum(vertexCount: number): void;
  place(from: number, to: number): void;
  group(from: number, to: number): void;
  closeEdges(): number;
  plant(triangles: number, parent: number): void;
  unite(from: number, to: number): void;
  label(from: number, to: number, shellOf: number, shells: number): number;
}

const topologyWasm = wasmModule<TopologyWasm>(TOPOLOGY_WASM);

/**
 * The edges of an indexed mesh (see EdgeTopology): half-edges bucketed by their smaller vertex
 * (a counting sort), each bucket grouped by the larger one. The work is WebAssembly's
 * (assembly/topology/), in a memory of its own the triangles are copied into and the arrays
 * stay in.
 */
export function buildEdges(indices: Uint32Array, vertexCount: number): EdgeTopology {
  return new TopologyBuild(indices, vertexCount).edges;
}

/** The edges and the shells (triangles connected through edges) of an indexed mesh. */
export function buildTopology(
  indices: Uint32Array,
  vertexCount: number,
): { topology: EdgeTopology; shells: Shells } {
  const build = new TopologyBuild(indices, vertexCount);
  return { topology: build.edges, shells: build.shells() };
}

/** One mesh's topology in WebAssembly's memory: its edges when made, its shells when asked. */
class TopologyBuild {
  readonly edges: EdgeTopology;
  private readonly memory: WebAssembly.Memory;
  private readonly wasm: TopologyWasm;
  private readonly triangles: number;
  /** Where the shells go: a word per triangle. */
  private readonly shellOfAt: number;
  /** Where the shells' trees go: a word per triangle. */
  private readonly parentAt: number;

  constructor(indices: Uint32Array, vertexCount: number) {
    const halfedges = indices.length;
    this.triangles = halfedges / 3;
    // The edges end up where the triangles, `order` and `larger` were (assembly/topology/).
    const edgeOfAt = 0;
    const startAt = 4 * halfedges;
    const orderAt = startAt + 4 * (vertexCount + 1);
    const largerAt = orderAt + 4 * (halfedges + 1);
    const keysAt = largerAt + 4 * halfedges;
    this.shellOfAt = keysAt + 8 * halfedges;
    this.memory = reusedMemoryOf(this.shellOfAt + 4 * this.triangles);
    new Uint32Array(this.memory.buffer, 0, halfedges).set(indices);
    // The counts start from zero; every other word is written before it is read.
    new Uint32Array(this.memory.buffer, startAt, vertexCount + 1).fill(0);
    const wasm = topologyWasm(this.memory);
    this.wasm = wasm;
    wasm.setup(0, startAt, orderAt, largerAt, keysAt);
    inParts(this.triangles, wasm.count);
    wasm.sum(vertexCount);
    inParts(this.triangles, wasm.place, true);
    inParts(vertexCount, wasm.group);
    const edgeCount = wasm.closeEdges();
    // In the part of `order` the edges' starts left (as much as a triangle per word when a mesh
    // is closed, whose edges are half its half-edges): pages written already.
    const orderTail = orderAt + 4 * (edgeCount + 1);
    this.parentAt = largerAt - orderTail >= 4 * this.triangles ? orderTail : keysAt;
    const edgeStart = this.words(orderAt, edgeCount + 1);
    this.edges = {
      edgeCount,
      edgeOf: this.words(edgeOfAt, halfedges),
      edgeStart,
      edgeHalfedges: this.words(largerAt, edgeStart[edgeCount] as number),
    };
  }

  shells(): Shells {
    const { wasm, triangles, shellOfAt } = this;
    wasm.plant(triangles, this.parentAt);
    inParts(this.edges.edgeCount, wasm.unite);
    let count = 0;
    inParts(triangles, (from, to) => {
      count = wasm.label(from, to, shellOfAt, count);
    });
    return { count, shellOf: this.words(shellOfAt, triangles) };
  }

  /**
   * `length` words at `at`, where the WebAssembly left them: the memory lives as long as the
   * arrays do. Copied out, they would double the memory until the next garbage collection (a
   * 1M-triangle analysis peaked 50 MiB higher).
   */
  private words(at: number, length: number): Int32Array {
    return new Int32Array(this.memory.buffer, at, length);
  }
}

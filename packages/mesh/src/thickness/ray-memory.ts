import type { Mesh } from "../mesh";

/**
 * Bytes of a casting thread's stack in assembly/thickness/cast.ts: 256 entries of a node's
 * address and its distance, then the five depths of a triangle's rays (and room to spare).
 */
export const STACK_BYTES = 256 * 16 + 64;

const PAGE = 65_536;
const MAX_PAGES = 65_536;
/** Arrays start on cache lines. */
const ALIGN = 64;

type WordArray = Float32Array | Uint32Array;

/**
 * The memory the wall thickness's WebAssembly works in, shared by the threads that build and
 * cast: a shared WebAssembly memory, with the mesh, the hierarchy and the results placed in it one
 * after another. Made for one mesh and let go with it; it grows when its arrays need more room
 * than was foreseen.
 */
export class RayMemory {
  readonly memory: WebAssembly.Memory;
  /** The first free byte; 0 .. ALIGN stays unused, so no array starts at address 0. */
  private used = ALIGN;

  /** With room for `bytes`, for `threads` threads to cast on. */
  constructor(
    bytes: number,
    readonly threads: number,
  ) {
    const pages = pagesFor(bytes + ALIGN);
    // A shared memory needs a maximum: 4 GiB, all that 32-bit addresses reach (address space,
    // reserved anyway; only the pages written to take memory).
    this.memory = new WebAssembly.Memory({ initial: pages, maximum: MAX_PAGES, shared: true });
  }

  /** Room for a mesh's copy, its hierarchy (about a node per ten triangles), the thickness and the stacks. */
  static forMesh({ positions, indices }: Mesh, threads: number): RayMemory {
    const triangles = indices.length / 3;
    const nodes = Math.ceil(triangles / 10) * 192;
    const perTriangle = 3 * 4 + 4 + 4; // corners, order, thickness
    return new RayMemory(
      positions.byteLength + triangles * perTriangle + nodes + threads * STACK_BYTES + 8 * ALIGN,
      threads,
    );
  }

  /** A new array of `length` words in this memory (zeros, unless a `scratch` array had its room). */
  array<T extends WordArray>(
    Kind: new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T,
    length: number,
  ): T {
    const at = this.take(length * 4);
    return new Kind(this.memory.buffer, at, length);
  }

  /**
   * An array of `length` words at the first free byte that stays free: the next array takes its
   * room (and finds what was left there). For what is needed only until then.
   */
  scratch<T extends WordArray>(
    Kind: new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T,
    length: number,
  ): T {
    const at = this.used;
    this.take(length * 4);
    this.used = at;
    return new Kind(this.memory.buffer, at, length);
  }

  /** A new array of `length` doubles in this memory (zeros). */
  doubles(length: number): Float64Array {
    const at = this.take(length * 8);
    return new Float64Array(this.memory.buffer, at, length);
  }

  /** Stacks for the threads that cast, STACK_BYTES each. */
  stacks(): Uint8Array {
    const bytes = this.threads * STACK_BYTES;
    // Taken first: the room may grow the memory, and with it its buffer.
    const at = this.take(bytes);
    return new Uint8Array(this.memory.buffer, at, bytes);
  }

  private take(bytes: number): number {
    const at = this.used;
    this.used = at + Math.ceil(bytes / ALIGN) * ALIGN;
    const have = this.memory.buffer.byteLength;
    if (this.used > have) this.memory.grow(pagesFor(this.used - have));
    return at;
  }
}

const pagesFor = (bytes: number) => Math.max(1, Math.ceil(bytes / PAGE));

/** Bytes from .. to of a ray memory for `mapPages`, which stops once `stop`'s word is set. */
export interface PagesJob {
  memory: WebAssembly.Memory;
  from: number;
  to: number;
  stop: Int32Array;
}

/** Bytes of a page of the system's memory. */
const SYSTEM_PAGE = 4096;

/**
 * Has the system map the pages of a ray memory's bytes from .. to now, on this thread, ahead of
 * the thread that fills them: the first write to a page costs a fault (about 3 ms per MB on this
 * project's virtual machines, the largest part of building the hierarchy), and two threads fault
 * in parallel. Each page gets an atomic add of 0, which changes nothing, whoever writes there at
 * the same time. Stops when `stop` is set.
 */
export function mapPages({ memory, from, to, stop }: PagesJob): void {
  const words = new Int32Array(memory.buffer);
  const step = SYSTEM_PAGE / 4;
  const end = Math.min(to, words.byteLength) / 4;
  for (let i = Math.ceil(from / SYSTEM_PAGE) * step; i < end && Atomics.load(stop, 0) === 0; i += step) {
    Atomics.add(words, i, 0);
  }
}

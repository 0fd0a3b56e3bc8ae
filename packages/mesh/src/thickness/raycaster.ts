import { RAYCASTER_WASM } from "./generated/raycaster-wasm";
import type { RaycasterBuffers } from "./hierarchy";
import { STACK_BYTES } from "./ray-memory";

/** What assembly/raycaster.ts exports; addresses are byte offsets into the shared memory. */
interface RaycasterExports {
  setup(
    positions: number,
    corners: number,
    order: number,
    nodes: number,
    stack: number,
    triangles: number,
  ): void;
  castTriangles(from: number, to: number, out: number, far: number, coneBelow: number): void;
  cast(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, far: number): number;
}

export interface CastOptions {
  /** Farther walls read as Infinity. */
  far: number;
  /** Where the normal's ray finds a wall thinner than this (or none), four tilted rays vote too. */
  coneBelow: number;
}

let compiled: WebAssembly.Module | undefined;
/** Compiled once per thread (a few kilobytes: well under a millisecond). */
const raycasterModule = () => {
  compiled ??= new WebAssembly.Module(Buffer.from(RAYCASTER_WASM, "base64"));
  return compiled;
};

/**
 * Nearest back-face hits against a mesh, on the hierarchy `buildHierarchy` makes, cast by
 * WebAssembly (assembly/raycaster.ts) in the memory the hierarchy lives in: walked nearest box
 * first, past nodes whose normal bounds say the ray can only meet them from the front (the surface
 * around the ray's start: about a quarter less CPU per wall-thickness ray). One per thread, each
 * with its own stack (`thread` < the threads the memory was made for).
 */
export class BackfaceRaycaster {
  private readonly wasm: RaycasterExports;

  constructor({ memory, positions, corners, order, nodes, stacks }: RaycasterBuffers, thread = 0) {
    if ((thread + 1) * STACK_BYTES > stacks.byteLength)
      throw new RangeError(`no raycaster stack for thread ${thread}`);
    const instance = new WebAssembly.Instance(raycasterModule(), { env: { memory } });
    this.wasm = instance.exports as unknown as RaycasterExports;
    this.wasm.setup(
      positions.byteOffset,
      corners.byteOffset,
      order.byteOffset,
      nodes.byteOffset,
      stacks.byteOffset + thread * STACK_BYTES,
      order.length,
    );
  }

  /**
   * Distance along the unit direction to the nearest triangle the ray meets from behind
   * (leaving the material), or Infinity when there is none within `far`.
   */
  cast(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, far: number): number {
    return this.wasm.cast(ox, oy, oz, dx, dy, dz, far);
  }

  /**
   * The wall thickness of the triangles order[from .. to) into `out` (per triangle in the mesh's
   * order; in the hierarchy's memory). From the triangle's centre along the inward normal; where
   * that finds a wall thinner than `coneBelow` (or none), the median of it and four rays tilted
   * 20 degrees around it, each projected on the normal.
   */
  castTriangles(from: number, to: number, out: Float32Array, { far, coneBelow }: CastOptions): void {
    this.wasm.castTriangles(from, to, out.byteOffset, far, coneBelow);
  }
}

import type { RaycasterBuffers } from "./hierarchy";
import { type ThicknessWasm, thicknessWasm } from "./wasm";

export interface CastOptions {
  /** Farther walls read as Infinity. */
  far: number;
  /** Where the normal's ray finds a wall thinner than this (or none), four tilted rays vote too. */
  coneBelow: number;
}

/**
 * Nearest back-face hits against a mesh, on the hierarchy `buildHierarchy` makes, cast by
 * WebAssembly (assembly/thickness/cast.ts) in the memory the hierarchy lives in: walked nearest box
 * first, past nodes whose normal bounds say the ray can only meet them from the front (the surface
 * around the ray's start: about a quarter less CPU per wall-thickness ray). One per thread, each
 * with its own stack (`thread` < the threads the memory was made for).
 */
export class BackfaceRaycaster {
  private readonly wasm: ThicknessWasm;

  constructor(buffers: RaycasterBuffers, thread = 0) {
    this.wasm = thicknessWasm(buffers, thread);
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

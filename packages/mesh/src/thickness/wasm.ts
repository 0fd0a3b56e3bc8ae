import { wasmModule } from "../wasm/module";
import { THICKNESS_WASM } from "./generated/thickness-wasm";
import type { RaycasterBuffers, SortedMesh } from "./hierarchy";
import { STACK_BYTES } from "./ray-memory";

/** What assembly/thickness/index.ts exports; addresses are byte offsets into the shared memory. */
export interface ThicknessWasm {
  setup(
    positions: number,
    corners: number,
    order: number,
    codes: number,
    nodes: number,
    stack: number,
    triangles: number,
    magnitude: number,
  ): void;
  splitAt(from: number, to: number): number;
  isLeaf(from: number, to: number, depth: number): number;
  lanesOf(from: number, to: number, depth: number): number;
  countHalf(from: number, to: number, depth: number): number;
  buildHalf(from: number, to: number, depth: number, parent: number, lane: number, at: number): number;
  emptyLanes(at: number, lane: number): void;
  mortonCodes(
    indices: number,
    positions: number,
    tables: number,
    x0: number,
    y0: number,
    z0: number,
    scale: number,
    from: number,
    to: number,
    codes: number,
  ): void;
  gatherCorners(indices: number, order: number, from: number, to: number, corners: number): void;
  countDigits(codes: number, from: number, to: number, starts: number): void;
  placeDigits(starts: number): void;
  scatter(
    fromCodes: number,
    fromOrder: number,
    toCodes: number,
    toOrder: number,
    starts: number,
    pass: number,
    from: number,
    to: number,
  ): void;
  summarize(
    from: number,
    to: number,
    values: number,
    threshold: number,
    edges: number,
    bins: number,
    sums: number,
  ): void;
  castTriangles(from: number, to: number, out: number, far: number, coneBelow: number): void;
  cast(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, far: number): number;
}

const thicknessModule = wasmModule<ThicknessWasm>(THICKNESS_WASM);

/** An instance on a ray memory, set up for no mesh yet: for `prepare`'s codes, sort and corners. */
export const thicknessWasmOn = (memory: WebAssembly.Memory): ThicknessWasm => thicknessModule(memory);

/**
 * This thread's instance on a sorted mesh's memory: to build the hierarchy, or, given the
 * hierarchy, to cast on it with the stack numbered `thread` (each casting thread has its own).
 */
export function thicknessWasm(mesh: SortedMesh | RaycasterBuffers, thread = 0): ThicknessWasm {
  const stacks = "stacks" in mesh ? mesh.stacks : null;
  if (stacks && (thread + 1) * STACK_BYTES > stacks.byteLength) {
    throw new RangeError(`no raycaster stack for thread ${thread}`);
  }
  const wasm = thicknessModule(mesh.memory);
  wasm.setup(
    mesh.positions.byteOffset,
    mesh.corners.byteOffset,
    mesh.order.byteOffset,
    mesh.codes.byteOffset,
    "nodes" in mesh ? mesh.nodes.byteOffset : 0,
    stacks ? stacks.byteOffset + thread * STACK_BYTES : 0,
    mesh.order.length,
    mesh.magnitude,
  );
  return wasm;
}

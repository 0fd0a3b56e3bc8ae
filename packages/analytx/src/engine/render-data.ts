import type { Mesh } from "@druckwerk/mesh";

/**
 * The repaired model with its per-triangle thickness and repair marks, packed in one buffer so
 * pictures can be drawn later without analysing again. Little-endian, format version 1:
 * ["DWRD"][version u32][vertexCount u32][triangleCount u32]
 * [positions f32 x3][indices u32 x3][thickness f32][marks u8].
 * The first files had no magic and no version ([vertexCount][triangleCount] first). Read as a
 * header, their first word would be the magic only for a model of over a billion vertices, far
 * beyond the 5 million triangles the engine accepts, so they are told apart safely: stale.
 */
export interface RenderData {
  mesh: Mesh;
  thickness: Float32Array;
  repaired: Uint8Array;
}

export const RENDER_DATA_VERSION = 1;
const MAGIC = [0x44, 0x57, 0x52, 0x44]; // "DWRD"
const HEADER_BYTES = 16;

export type RenderDataErrorCode = "RENDER_DATA_STALE" | "RENDER_DATA_CORRUPT";

/** Stored bytes this build cannot read: from another format version (stale), or damaged. */
export class RenderDataError extends Error {
  override name = "RenderDataError";
  constructor(
    readonly code: RenderDataErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function packRenderData({ mesh, thickness, repaired }: RenderData): Uint8Array {
  const size =
    HEADER_BYTES +
    mesh.positions.byteLength +
    mesh.indices.byteLength +
    thickness.byteLength +
    repaired.byteLength;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(MAGIC);
  view.setUint32(4, RENDER_DATA_VERSION, true);
  view.setUint32(8, mesh.positions.length / 3, true);
  view.setUint32(12, mesh.indices.length / 3, true);
  let offset = HEADER_BYTES;
  for (const part of [mesh.positions, mesh.indices, thickness, repaired]) {
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset);
    offset += part.byteLength;
  }
  return out;
}

interface Layout {
  vertices: number;
  triangles: number;
  /** Where the per-triangle thickness starts. */
  thicknessAt: number;
}

/** The header's counts, checked against the version and the buffer's length. */
function layoutOf(bytes: Uint8Array): Layout {
  if (bytes.length < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new RenderDataError(
      "RENDER_DATA_STALE",
      "The render data has no format header: it was written before format versions.",
    );
  }
  if (bytes.length < HEADER_BYTES) {
    throw new RenderDataError(
      "RENDER_DATA_CORRUPT",
      `The render data ends after ${bytes.length} bytes, inside its ${HEADER_BYTES}-byte header.`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== RENDER_DATA_VERSION) {
    throw new RenderDataError(
      "RENDER_DATA_STALE",
      `The render data is format version ${version}; this build reads version ${RENDER_DATA_VERSION}.`,
    );
  }
  const vertices = view.getUint32(8, true);
  const triangles = view.getUint32(12, true);
  const thicknessAt = HEADER_BYTES + 12 * vertices + 12 * triangles;
  const expected = thicknessAt + 5 * triangles;
  if (bytes.length !== expected) {
    throw new RenderDataError(
      "RENDER_DATA_CORRUPT",
      `The render data of ${vertices} vertices and ${triangles} triangles needs ${expected} bytes but has ${bytes.length}.`,
    );
  }
  return { vertices, triangles, thicknessAt };
}

/** True when `bytes` are render data of the current version, whole. */
export function isCurrentRenderData(bytes: Uint8Array): boolean {
  try {
    layoutOf(bytes);
    return true;
  } catch (error) {
    if (error instanceof RenderDataError) return false;
    throw error;
  }
}

/** The stored model; a RenderDataError when the bytes are stale or damaged. */
export function unpackRenderData(bytes: Uint8Array): RenderData {
  const { vertices, triangles } = layoutOf(bytes);
  // Copy into a fresh, aligned buffer: typed-array views need 4-byte alignment. (Not `slice`:
  // on a Node Buffer, as storage reads give, it shares the memory instead of copying.)
  const buffer = new Uint8Array(bytes).buffer;
  let offset = HEADER_BYTES;
  const take = <T>(make: (b: ArrayBuffer, o: number, n: number) => T, count: number, width: number) => {
    const part = make(buffer, offset, count);
    offset += count * width;
    return part;
  };
  const positions = take((b, o, n) => new Float32Array(b, o, n), vertices * 3, 4);
  const indices = take((b, o, n) => new Uint32Array(b, o, n), triangles * 3, 4);
  const thickness = take((b, o, n) => new Float32Array(b, o, n), triangles, 4);
  const repaired = take((b, o, n) => new Uint8Array(b, o, n), triangles, 1);
  return { mesh: { positions, indices }, thickness, repaired };
}

/** Only the per-triangle thickness, without copying the whole model; a RenderDataError as above. */
export function thicknessOf(bytes: Uint8Array): Float32Array {
  const { triangles, thicknessAt } = layoutOf(bytes);
  const start = bytes.byteOffset + thicknessAt;
  return new Float32Array(bytes.buffer.slice(start, start + triangles * 4));
}

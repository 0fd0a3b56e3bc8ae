import type { Mesh } from "@druckwerk/mesh";

/**
 * The repaired model with its per-triangle thickness and repair marks, packed in one buffer so
 * pictures can be drawn later without analysing again:
 * [vertexCount u32][triangleCount u32][positions f32 x3][indices u32 x3][thickness f32][marks u8].
 */
export interface RenderData {
  mesh: Mesh;
  thickness: Float32Array;
  repaired: Uint8Array;
}

export function packRenderData({ mesh, thickness, repaired }: RenderData): Uint8Array {
  const vertices = mesh.positions.length / 3;
  const triangles = mesh.indices.length / 3;
  const size =
    8 + mesh.positions.byteLength + mesh.indices.byteLength + thickness.byteLength + repaired.byteLength;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, vertices, true);
  view.setUint32(4, triangles, true);
  let offset = 8;
  for (const part of [mesh.positions, mesh.indices, thickness, repaired]) {
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset);
    offset += part.byteLength;
  }
  return out;
}

export function unpackRenderData(bytes: Uint8Array): RenderData {
  // Copy into a fresh, aligned buffer: typed-array views need 4-byte alignment.
  const buffer = bytes.slice().buffer;
  const view = new DataView(buffer);
  const vertices = view.getUint32(0, true);
  const triangles = view.getUint32(4, true);
  let offset = 8;
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

/** Only the per-triangle thickness, without copying the whole model. */
export function thicknessOf(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vertices = view.getUint32(0, true);
  const triangles = view.getUint32(4, true);
  const start = bytes.byteOffset + 8 + vertices * 12 + triangles * 12;
  return new Float32Array(bytes.buffer.slice(start, start + triangles * 4));
}

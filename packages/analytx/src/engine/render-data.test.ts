import { boxMesh, type Mesh } from "@druckwerk/mesh";
import { describe, expect, it } from "vitest";
import {
  isCurrentRenderData,
  packRenderData,
  RENDER_DATA_VERSION,
  RenderDataError,
  thicknessOf,
  unpackRenderData,
} from "./render-data";

const mesh = boxMesh([0, 0, 0], [10, 20, 30]);
const triangles = mesh.indices.length / 3;
const thickness = Float32Array.from({ length: triangles }, (_, t) => 0.5 + t / 4);
const repaired = Uint8Array.from({ length: triangles }, (_, t) => (t % 3 === 0 ? 1 : 0));

/** What the shop stored before render data had a header: [vertexCount][triangleCount], then the arrays. */
function headerless({ positions, indices }: Mesh, thickness: Float32Array, marks: Uint8Array): Uint8Array {
  const parts = [positions, indices, thickness, marks].map(
    (a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength),
  );
  const out = new Uint8Array(8 + parts.reduce((n, p) => n + p.length, 0));
  new DataView(out.buffer).setUint32(0, positions.length / 3, true);
  new DataView(out.buffer).setUint32(4, indices.length / 3, true);
  let offset = 8;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function refusal(read: () => unknown): RenderDataError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(RenderDataError);
    return error as RenderDataError;
  }
  throw new Error("expected a RenderDataError");
}

describe("render data", () => {
  const packed = packRenderData({ mesh, thickness, repaired });

  it("gives back the model, thickness and repair marks it packed", () => {
    expect(isCurrentRenderData(packed)).toBe(true);
    const back = unpackRenderData(packed);
    expect(back.mesh.positions).toEqual(mesh.positions);
    expect(back.mesh.indices).toEqual(mesh.indices);
    expect(back.thickness).toEqual(thickness);
    expect(back.repaired).toEqual(repaired);
    expect(thicknessOf(packed)).toEqual(thickness);
  });

  it("reads bytes that sit at an odd offset of a larger buffer, as a file read may give them", () => {
    const shifted = Buffer.concat([Buffer.from([1, 2, 3]), packed]).subarray(3);
    expect(shifted.byteOffset % 4).not.toBe(0);
    expect(unpackRenderData(shifted).mesh.positions).toEqual(mesh.positions);
    expect(thicknessOf(shifted)).toEqual(thickness);
  });

  it("starts with its magic and format version", () => {
    expect(new TextDecoder().decode(packed.subarray(0, 4))).toBe("DWRD");
    expect(new DataView(packed.buffer).getUint32(4, true)).toBe(RENDER_DATA_VERSION);
  });

  it("calls the headerless format of the first files stale instead of misreading it", () => {
    const old = headerless(mesh, thickness, repaired);
    expect(isCurrentRenderData(old)).toBe(false);
    expect(refusal(() => unpackRenderData(old)).code).toBe("RENDER_DATA_STALE");
    expect(refusal(() => thicknessOf(old)).code).toBe("RENDER_DATA_STALE");
  });

  it("calls another format version stale", () => {
    const other = packed.slice();
    new DataView(other.buffer).setUint32(4, RENDER_DATA_VERSION + 1, true);
    expect(isCurrentRenderData(other)).toBe(false);
    const error = refusal(() => unpackRenderData(other));
    expect(error.code).toBe("RENDER_DATA_STALE");
    expect(error.message).toContain(`version ${RENDER_DATA_VERSION + 1}`);
  });

  it.each([
    ["cut inside the header", packed.subarray(0, 10)],
    ["cut inside the thickness", packed.subarray(0, packed.length - triangles - 2)],
    ["missing its last byte", packed.subarray(0, packed.length - 1)],
    ["with bytes after the end", Buffer.concat([packed, Buffer.from([0, 0, 0, 0])])],
  ])("refuses render data %s as corrupt, never with a RangeError", (_case, bytes) => {
    expect(isCurrentRenderData(bytes)).toBe(false);
    expect(refusal(() => unpackRenderData(bytes)).code).toBe("RENDER_DATA_CORRUPT");
    expect(refusal(() => thicknessOf(bytes)).code).toBe("RENDER_DATA_CORRUPT");
  });
});

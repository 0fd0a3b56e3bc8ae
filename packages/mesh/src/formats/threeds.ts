import { MeshError } from "../errors";
import { concatMeshes, type Mesh } from "../mesh";
import { checkFinite, checkIndices, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";

const MAIN = 0x4d4d;
const EDITOR = 0x3d3d;
const OBJECT = 0x4000;
const TRIMESH = 0x4100;
const VERTICES = 0x4110;
const FACES = 0x4120;

export function isThreeDs(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || bytes[0] !== 0x4d || bytes[1] !== 0x4d) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(2, true);
  const child = view.getUint16(6, true);
  return length >= 6 && length <= bytes.length + 16 && (child === 0x0002 || child === EDITOR);
}

/**
 * Autodesk 3DS: a tree of chunks; each named object's triangle mesh becomes one body.
 *
 * Limitations: vertices are read as stored (the world coordinates 3DS writes); the keyframer's
 * instances, pivots and animation are not applied, so an object placed twice there is read once.
 * Materials, smoothing groups and texture coordinates are ignored. The format itself caps an
 * object at 65,535 vertices and faces.
 */
export function parseThreeDs(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  if (!isThreeDs(bytes))
    throw new MeshError("THREEDS_INVALID", "The file is not a 3DS file (no main chunk).");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const meshes: Mesh[] = [];
  let triangles = 0;

  const chunkEnd = (start: number, limit: number): number => {
    if (start + 6 > limit) throw broken();
    const length = view.getUint32(start + 2, true);
    if (length < 6 || start + length > limit) throw broken();
    return start + length;
  };

  const readMesh = (start: number, end: number): void => {
    let positions: Float32Array | undefined;
    let indices: Uint32Array | undefined;
    for (let pos = start; pos < end; ) {
      const id = view.getUint16(pos, true);
      const next = chunkEnd(pos, end);
      if (id === VERTICES) {
        const n = view.getUint16(pos + 6, true);
        if (pos + 8 + 12 * n > next) throw broken();
        positions = new Float32Array(n * 3);
        for (let i = 0; i < n * 3; i++) positions[i] = view.getFloat32(pos + 8 + 4 * i, true);
      } else if (id === FACES) {
        const n = view.getUint16(pos + 6, true);
        if (pos + 8 + 8 * n > next) throw broken();
        triangles += n;
        checkTriangleLimit(triangles, limits);
        indices = new Uint32Array(n * 3);
        for (let f = 0; f < n; f++) {
          for (let k = 0; k < 3; k++) indices[3 * f + k] = view.getUint16(pos + 8 + 8 * f + 2 * k, true);
        }
      }
      pos = next;
    }
    if (positions && indices && indices.length > 0) {
      checkFinite(positions, "The 3DS file");
      checkIndices(indices, positions.length / 3, "The 3DS file");
      meshes.push({ positions, indices });
    }
  };

  const walk = (start: number, end: number): void => {
    for (let pos = start; pos < end; ) {
      const id = view.getUint16(pos, true);
      const next = chunkEnd(pos, end);
      if (id === EDITOR) {
        walk(pos + 6, next);
      } else if (id === OBJECT) {
        let nameEnd = pos + 6;
        while (nameEnd < next && bytes[nameEnd] !== 0) nameEnd++;
        walk(nameEnd + 1, next);
      } else if (id === TRIMESH) {
        readMesh(pos + 6, next);
      }
      pos = next;
    }
  };

  const mainEnd = Math.min(view.getUint32(2, true), bytes.length);
  if (view.getUint16(0, true) !== MAIN) throw broken();
  walk(6, mainEnd);
  if (meshes.length === 0) throw new MeshError("NO_TRIANGLES", "The 3DS file contains no triangle meshes.");
  return { mesh: concatMeshes(meshes), bodies: meshes.length };
}

function broken(): MeshError {
  return new MeshError("THREEDS_INVALID", "The 3DS file is truncated or has a chunk longer than its parent.");
}

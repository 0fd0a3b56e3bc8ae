import { MeshError, type MeshWarning } from "../errors";
import type { Bounds, Mesh } from "../mesh";
import type { LengthUnit } from "../units";

export interface ParseLimits {
  /** Refuse models with more triangles than this (memory grows about 200 bytes a triangle). */
  maxTriangles: number;
  /** Refuse archives (3MF) whose parts would decompress beyond this many bytes. */
  maxDecompressedBytes: number;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxTriangles: 5_000_000,
  maxDecompressedBytes: 512 * 1024 * 1024,
};

/** What a format reader hands back before units are applied. */
export interface FormatResult {
  mesh: Mesh;
  /** Set when the file states its own unit (3MF, STEP). */
  fileUnit?: LengthUnit;
  /** True when the reader already converted the file unit to millimetres (STEP). */
  scaledToMm?: boolean;
  /** The bounds of its vertices, every one a corner of a triangle, when the reader has them. */
  bounds?: Bounds;
  /** Number of bodies (objects, solids, meshes) the file declared. */
  bodies: number;
  /** What the file breaks without making its shape ambiguous (3MF). */
  warnings?: MeshWarning[];
}

export function checkTriangleLimit(count: number, limits: ParseLimits): void {
  if (count > limits.maxTriangles) {
    throw new MeshError(
      "TOO_MANY_TRIANGLES",
      `The model has ${count.toLocaleString("en")} triangles; the limit is ${limits.maxTriangles.toLocaleString("en")}.`,
    );
  }
}

export function checkFinite(values: Float32Array | Float64Array, where: string): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v - v !== 0) throw nonFiniteCoordinate(v, where);
  }
}

export function nonFiniteCoordinate(value: number, where: string): MeshError {
  return new MeshError(
    "NON_FINITE_COORDINATE",
    `${where} has a coordinate that is ${value} (not a finite number).`,
  );
}

export function checkIndices(indices: Uint32Array, vertexCount: number, where: string): void {
  for (let i = 0; i < indices.length; i++) {
    if ((indices[i] as number) >= vertexCount) {
      throw new MeshError(
        "INDEX_OUT_OF_RANGE",
        `${where} refers to vertex ${indices[i]}, but only ${vertexCount} vertices exist.`,
      );
    }
  }
}

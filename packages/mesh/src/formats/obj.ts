import { MeshError } from "../errors";
import { checkFinite, checkIndices, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";
import { looksLikeText, withoutBom } from "./text";

/**
 * Wavefront OBJ: v and f lines; polygons are fanned, negative indices count from the end, and
 * each o line counts as a body.
 *
 * Limitations: only positions and faces are read: texture coordinates, normals, materials
 * (mtllib) and vertex colours are ignored, and so are lines (l), points (p) and free-form
 * curves and surfaces (cstype, curv, surf). A line continued with a backslash is not joined.
 * Polygons are fanned from their first corner, which is wrong for concave ones.
 */
export function parseObj(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  // The UTF-8 decoder drops a leading byte-order mark.
  const text = new TextDecoder("utf-8").decode(bytes);
  const positions: number[] = [];
  const triangles: number[] = [];
  const polygon: number[] = [];
  let objects = 0;
  let lineNo = 0;
  for (const line of text.split("\n")) {
    lineNo++;
    const words = line.trim().split(/\s+/);
    const kind = words[0];
    if (kind === "v") {
      if (words.length < 4) throw invalid(lineNo, line);
      for (let k = 1; k <= 3; k++) {
        const v = Number(words[k]);
        if (Number.isNaN(v) && !/nan/i.test(words[k] as string)) throw invalid(lineNo, line);
        positions.push(v);
      }
    } else if (kind === "f") {
      polygon.length = 0;
      const vertexCount = positions.length / 3;
      for (let k = 1; k < words.length; k++) {
        const i = Number.parseInt(words[k] as string, 10);
        if (!Number.isInteger(i) || i === 0) throw invalid(lineNo, line);
        polygon.push(i > 0 ? i - 1 : vertexCount + i);
      }
      for (let k = 1; k + 1 < polygon.length; k++) {
        triangles.push(polygon[0] as number, polygon[k] as number, polygon[k + 1] as number);
      }
      if (triangles.length > limits.maxTriangles * 3) checkTriangleLimit(triangles.length / 3, limits);
    } else if (kind === "o") {
      objects++;
    }
  }
  if (triangles.length === 0) throw new MeshError("NO_TRIANGLES", "The OBJ file has no faces.");
  const coords = Float32Array.from(positions);
  checkFinite(coords, "The OBJ file");
  for (const i of triangles) {
    if (i < 0)
      throw new MeshError("INDEX_OUT_OF_RANGE", "The OBJ file refers to a vertex before the first one.");
  }
  const indices = Uint32Array.from(triangles);
  checkIndices(indices, coords.length / 3, "The OBJ file");
  return { mesh: { positions: coords, indices }, bodies: Math.max(1, objects) };
}

function invalid(lineNo: number, line: string): MeshError {
  return new MeshError("OBJ_INVALID", `OBJ line ${lineNo} is malformed: "${line.trim().slice(0, 60)}".`);
}

/** A text file whose lines start with v and f is an OBJ. */
export function looksLikeObj(file: Uint8Array): boolean {
  const bytes = withoutBom(file);
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  if (!looksLikeText(bytes, 4096)) return false;
  return (
    /^v\s+\S+\s+\S+\s+\S+/m.test(head) && /^(#|(v|vn|vt|o|g|f|s|mtllib|usemtl)\b)/.test(head.trimStart())
  );
}

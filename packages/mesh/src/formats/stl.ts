import { MeshError } from "../errors";
import { checkFinite, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";
import { looksLikeText, withoutBom } from "./text";
import { weldCorners, weldSoup } from "./weld";

const HEADER = 84;
const RECORD = 50;

export type StlKind = "stl-binary" | "stl-ascii";

/**
 * Binary or ASCII? Decided by size and content, never by the first word: many binary
 * exporters start their 80-byte header with "solid". Size comes first, as a binary header may
 * also start with the bytes of a byte-order mark; an ASCII file may be preceded by one.
 */
export function detectStlKind(bytes: Uint8Array): StlKind | undefined {
  if (bytes.length >= HEADER) {
    const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
    if (count > 0 && HEADER + RECORD * count === bytes.length) return "stl-binary";
  }
  if (looksLikeAsciiStl(withoutBom(bytes))) return "stl-ascii";
  return undefined;
}

function looksLikeAsciiStl(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (!/^\s*solid\b/i.test(head)) return false;
  if (!looksLikeText(bytes)) return false;
  return /\b(facet|endsolid)\b/i.test(head) || bytes.length < 1024;
}

/**
 * STL, binary and ASCII: the triangles' corners, welded into shared vertices.
 *
 * Limitations: facet normals are ignored (recomputed from the corners), and so are the colours
 * some exporters keep in a binary facet's attribute bytes. A binary file must be exactly as long
 * as its triangle count says (trailing bytes are refused). The solids of an ASCII file are
 * counted as bodies but read into one mesh; their names are not decoded.
 */
export function parseStl(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  const kind = detectStlKind(bytes);
  if (kind === "stl-ascii") return parseAsciiStl(withoutBom(bytes), limits);
  return parseBinaryStl(bytes, limits);
}

function parseBinaryStl(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  if (bytes.length < HEADER) {
    throw new MeshError(
      "STL_TRUNCATED",
      `A binary STL needs at least 84 bytes; this file has ${bytes.length}.`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  const expected = HEADER + RECORD * count;
  if (bytes.length < expected) {
    throw new MeshError(
      "STL_TRUNCATED",
      `The STL declares ${count} triangles (${expected} bytes) but the file ends after ${bytes.length} bytes.`,
    );
  }
  if (bytes.length !== expected) {
    throw new MeshError(
      "STL_COUNT_MISMATCH",
      `The STL declares ${count} triangles, which needs ${expected} bytes, but the file has ${bytes.length}.`,
    );
  }
  if (count === 0) throw new MeshError("NO_TRIANGLES", "The STL file contains no triangles.");
  checkTriangleLimit(count, limits);
  // Skip each record's 12-byte facet normal: it is recomputed from the vertices.
  const mesh = weldCorners(view, HEADER + 12, RECORD, count);
  // Welding keeps every distinct coordinate, so checking the vertices checks every corner.
  checkFinite(mesh.positions, "The STL file");
  return { mesh, bodies: 1 };
}

const VERTEX = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;

function parseAsciiStl(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  const text = new TextDecoder("latin1").decode(bytes);
  const values: number[] = [];
  VERTEX.lastIndex = 0;
  for (let m = VERTEX.exec(text); m; m = VERTEX.exec(text)) {
    for (let k = 1; k <= 3; k++) values.push(asciiNumber(m[k] as string));
    if (values.length > limits.maxTriangles * 9) checkTriangleLimit(values.length / 9, limits);
  }
  if (values.length === 0) throw new MeshError("NO_TRIANGLES", "The ASCII STL file contains no triangles.");
  const facets = countWord(text, "endfacet");
  if (values.length % 9 !== 0 || facets * 9 !== values.length) {
    throw new MeshError(
      "STL_ASCII_INVALID",
      `The ASCII STL has ${values.length / 3} vertices in ${facets} facets; every facet needs exactly three.`,
    );
  }
  return { mesh: weldSoup(Float32Array.from(values)), bodies: countWord(text, "endsolid") || 1 };
}

function asciiNumber(token: string): number {
  const n = Number(token);
  if (Number.isFinite(n)) return n;
  if (/nan|inf/i.test(token)) {
    throw new MeshError(
      "NON_FINITE_COORDINATE",
      `The STL file has a coordinate "${token}" (not a finite number).`,
    );
  }
  throw new MeshError(
    "STL_ASCII_INVALID",
    `The ASCII STL has "${token.slice(0, 40)}" where a number belongs.`,
  );
}

function countWord(text: string, word: string): number {
  let n = 0;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) n++;
  return n;
}

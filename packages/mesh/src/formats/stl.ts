import { MeshError } from "../errors";
import { checkTriangleLimit, type FormatResult, nonFiniteCoordinate, type ParseLimits } from "./limits";
import { looksLikeText, withoutBom } from "./text";
import { CornerWelder, weldSoup } from "./weld";

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
    const count = declaredTriangles(bytes);
    if (count > 0 && binaryStlBytes(count) === bytes.length) return "stl-binary";
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
  const count = declaredTriangles(bytes);
  const expected = binaryStlBytes(count);
  if (bytes.length < expected) throw stlTruncated(count, `the file ends after ${bytes.length} bytes`);
  if (bytes.length !== expected) throw stlCountMismatch(count, `the file has ${bytes.length}`);
  if (count === 0) throw new MeshError("NO_TRIANGLES", "The STL file contains no triangles.");
  checkTriangleLimit(count, limits);
  const records = new BinaryStlRecords(count);
  records.push(bytes.subarray(HEADER));
  return records.finish();
}

/** The triangle count a binary STL's header declares (its first 84 bytes must be there). */
export function declaredTriangles(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
}

/** How long a binary STL with `count` triangles is. */
export const binaryStlBytes = (count: number) => HEADER + RECORD * count;

/** The file is shorter than its declared count needs; `seen` says how long it is. */
export function stlTruncated(count: number, seen: string): MeshError {
  return new MeshError(
    "STL_TRUNCATED",
    `The STL declares ${count} triangles (${binaryStlBytes(count)} bytes) but ${seen}.`,
  );
}

/** The file is longer than its declared count needs; `seen` says how long it is. */
export function stlCountMismatch(count: number, seen: string): MeshError {
  return new MeshError(
    "STL_COUNT_MISMATCH",
    `The STL declares ${count} triangles, which needs ${binaryStlBytes(count)} bytes, but ${seen}.`,
  );
}

/**
 * A binary STL's triangle records (the bytes after the 84-byte header), welded as they arrive:
 * the whole file is one `push`, an upload one per chunk, split anywhere, with the same mesh.
 */
export class BinaryStlRecords {
  private readonly welder: CornerWelder;
  /** The start of a record cut at the end of the last push. */
  private readonly partial = new Uint8Array(RECORD);
  private partialLength = 0;

  constructor(readonly count: number) {
    this.welder = new CornerWelder(count);
  }

  push(bytes: Uint8Array): void {
    let offset = 0;
    if (this.partialLength > 0) {
      offset = Math.min(RECORD - this.partialLength, bytes.length);
      this.partial.set(bytes.subarray(0, offset), this.partialLength);
      this.partialLength += offset;
      if (this.partialLength < RECORD) return;
      this.weld(this.partial, 0, 1);
      this.partialLength = 0;
    }
    const whole = Math.floor((bytes.length - offset) / RECORD);
    if (whole > 0) this.weld(bytes, offset, whole);
    const rest = bytes.subarray(offset + whole * RECORD);
    this.partial.set(rest);
    this.partialLength = rest.length;
  }

  /** The mesh, once all `count` records are in. */
  finish(): FormatResult {
    if (this.partialLength > 0) throw new RangeError("a record is cut short");
    // Welding keeps every distinct coordinate, so checking the vertices checks every corner.
    const { mesh, bounds, nonFinite } = this.welder.finish();
    if (nonFinite !== undefined) throw nonFiniteCoordinate(nonFinite, "The STL file");
    return { mesh, bounds, bodies: 1 };
  }

  private weld(bytes: Uint8Array, offset: number, records: number) {
    // Skip each record's 12-byte facet normal: it is recomputed from the vertices.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.welder.add(view, offset + 12, RECORD, records);
  }
}

const VERTEX = /vertex\s+(\S+)\s+(\S+)\s+(\S+)/g;
const VERTEX_WORD = "vertex";

function parseAsciiStl(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  const text = new AsciiStlText(limits);
  text.push(bytes);
  return text.finish();
}

/**
 * An ASCII STL's text (without a byte-order mark) read as it arrives: the whole file is one
 * `push`, an upload one per chunk. A vertex whose numbers may go on in the next chunk is kept
 * back until they are complete, so any split reads the same numbers in the same order (with the
 * same errors) as the whole text does.
 */
export class AsciiStlText {
  /** The text from where a vertex may still begin. */
  private carry = "";
  /** The last characters seen, for words cut between chunks. */
  private tail = "";
  private soup = new Float32Array(9 * 1024);
  private length = 0;
  private facets = 0;
  private solids = 0;

  constructor(private readonly limits: ParseLimits) {}

  /** Characters kept back, waiting for the rest of a vertex. */
  get pending(): number {
    return this.carry.length;
  }

  push(bytes: Uint8Array): void {
    const chunk = LATIN1.decode(bytes);
    const words = this.tail + chunk;
    this.facets += countWord(words, "endfacet");
    this.solids += countWord(words, "endsolid");
    // Shorter than either word: a word counted now cannot be counted again.
    this.tail = words.slice(-7);
    this.scan(this.carry + chunk, false);
  }

  finish(): FormatResult {
    this.scan(this.carry, true);
    const values = this.length;
    if (values === 0) throw new MeshError("NO_TRIANGLES", "The ASCII STL file contains no triangles.");
    if (values % 9 !== 0 || this.facets * 9 !== values) {
      throw new MeshError(
        "STL_ASCII_INVALID",
        `The ASCII STL has ${values / 3} vertices in ${this.facets} facets; every facet needs exactly three.`,
      );
    }
    return { mesh: weldSoup(this.soup.subarray(0, values)), bodies: this.solids || 1 };
  }

  /** Reads the vertices of `text`; unless `last`, one that ends with the text waits for more. */
  private scan(text: string, last: boolean) {
    let from = 0;
    VERTEX.lastIndex = 0;
    for (let m = VERTEX.exec(text); m; m = VERTEX.exec(text)) {
      if (!last && VERTEX.lastIndex === text.length) {
        this.carry = text.slice(m.index);
        return;
      }
      for (let k = 1; k <= 3; k++) this.add(asciiNumber(m[k] as string));
      if (this.length > this.limits.maxTriangles * 9) checkTriangleLimit(this.length / 9, this.limits);
      from = VERTEX.lastIndex;
    }
    this.carry = last ? "" : text.slice(pendingVertex(text, from));
  }

  private add(value: number) {
    if (this.length === this.soup.length) {
      const grown = new Float32Array(this.soup.length * 2);
      grown.set(this.soup);
      this.soup = grown;
    }
    this.soup[this.length++] = value;
  }
}

const LATIN1 = new TextDecoder("latin1");

/**
 * Where in `text`, from `from` on, a vertex may begin that more text could complete: the first
 * "vertex" followed by space or the end (it did not match, so fewer than three numbers follow),
 * or a start of the word at the very end; `text.length` when there is none.
 */
function pendingVertex(text: string, from: number): number {
  for (let i = text.indexOf(VERTEX_WORD, from); i >= 0; i = text.indexOf(VERTEX_WORD, i + 1)) {
    const next = text[i + VERTEX_WORD.length];
    if (next === undefined || /\s/.test(next)) return i;
  }
  for (let i = Math.max(from, text.length - VERTEX_WORD.length + 1); i < text.length; i++) {
    if (VERTEX_WORD.startsWith(text.slice(i))) return i;
  }
  return text.length;
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

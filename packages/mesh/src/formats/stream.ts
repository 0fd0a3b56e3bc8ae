import { MeshError } from "../errors";
import { checkTriangleLimit, DEFAULT_LIMITS, type ParseLimits } from "./limits";
import {
  detectFormat,
  MAX_FILE_BYTES,
  onlyBinaryStlFits,
  type ParseOptions,
  type ReadModel,
  readModel,
} from "./parse";
import {
  AsciiStlText,
  BinaryStlRecords,
  binaryStlBytes,
  declaredTriangles,
  detectStlKind,
  stlCountMismatch,
  stlTruncated,
} from "./stl";
import { withoutBom } from "./text";

const HEADER = 84;
/** What format detection looks at of a text file: 1024 bytes, after a byte-order mark. */
const HEAD = 1024 + 3;
/** An ASCII vertex kept back longer than this is no STL the shop reads while it arrives. */
const MAX_PENDING_CHARS = 64 * 1024;

export interface ModelStreamOptions extends Pick<ParseOptions, "maxFileBytes" | "limits"> {
  /** The file's name: only `.stl` files are read as they arrive. */
  filename: string;
  /** The most the file can have, when known before it arrives (the request's length). */
  sizeHint?: number;
}

/** The refusals a stream gives before its file is stored: the file cannot be what it says. */
export const STREAM_REFUSALS = ["STL_TRUNCATED", "STL_COUNT_MISMATCH", "TOO_MANY_TRIANGLES"] as const;

type State =
  /** Waiting for the header (84 bytes). */
  | { kind: "head" }
  /** A binary STL of `count` triangles, its records welded as they arrive (`records` unset past the limit). */
  | { kind: "binary"; count: number; records: BinaryStlRecords | undefined }
  /** An ASCII STL, its vertices read as they arrive. */
  | { kind: "ascii"; text: AsciiStlText }
  /** No binary STL: an ASCII one once the head shows it, else read once stored. */
  | { kind: "other" };

/**
 * Reads a `.stl` upload while it arrives, with the readers `parseModel` uses, so that the file
 * is read when its last byte is in and refused as soon as it cannot be read:
 *
 * - binary: the header's count is checked as soon as 84 bytes are in: a file that runs past its
 *   count, or whose count needs more bytes than the upload has, is refused there
 *   (`STL_COUNT_MISMATCH`, `STL_TRUNCATED`); the triangles are welded record by record; one that
 *   ends short (`STL_TRUNCATED`) or declares more than the triangle limit (`TOO_MANY_TRIANGLES`) is
 *   refused when it ends;
 * - ASCII: the vertices are read and counted as they arrive (`TOO_MANY_TRIANGLES` at once).
 *
 * A refusal is given only when `parseModel` of the whole file would give the same code; any other
 * case (another format, a file `parseModel` refuses otherwise, a text whose vertices never end) is
 * left to be read from storage afterwards: `end()` answers undefined.
 */
export class ModelStream {
  private readonly limits: ParseLimits;
  private readonly maxBytes: number;
  private readonly head = new Uint8Array(HEAD);
  private received = 0;
  private state: State = { kind: "head" };

  constructor(private readonly options: ModelStreamOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.maxBytes = Math.min(
      options.maxFileBytes ?? MAX_FILE_BYTES,
      options.sizeHint ?? Number.POSITIVE_INFINITY,
    );
  }

  /** Whether the file is read while it arrives: a `.stl` file, by its name. */
  static accepts(filename: string): boolean {
    return /\.stl$/i.test(filename);
  }

  /** The next bytes; throws the file's refusal (a MeshError) as soon as it is certain. */
  push(chunk: Uint8Array): void {
    const before = this.received;
    this.received += chunk.length;
    if (before < HEAD) this.head.set(chunk.subarray(0, HEAD - before), before);
    if (this.received > this.maxBytes) {
      this.state = { kind: "other" }; // refused by its size, not read
      return;
    }
    const state = this.state;
    if (state.kind === "head" && this.received >= HEADER) {
      this.startBody(chunk.subarray(Math.max(0, HEADER - before)));
    } else if (state.kind === "binary") {
      this.pushBinary(state, chunk);
    } else if (state.kind === "ascii") {
      this.pushAscii(state, chunk);
    }
    if (this.state.kind === "other") {
      const refusal = this.refusal(false);
      if (refusal) throw refusal;
      if (before < HEAD && this.received >= HEAD) this.startAscii(chunk.subarray(HEAD - before));
    }
  }

  /**
   * The file read, as `readModel` reads it whole; undefined when it is to be read from storage.
   * Throws its refusal when that is certain.
   */
  async end(): Promise<ReadModel | undefined> {
    const state = this.state;
    this.state = { kind: "other" };
    if (this.received > this.maxBytes) return undefined;
    if (state.kind === "binary" && this.received === binaryStlBytes(state.count)) {
      // Exactly as long as it says: detection reads it as binary STL, whatever its head.
      try {
        checkTriangleLimit(state.count, this.limits);
        return state.records && { format: "stl-binary", result: state.records.finish(), warnings: [] };
      } catch (error) {
        return this.refusedOrLater(error);
      }
    }
    if (state.kind === "ascii") {
      try {
        return { format: "stl-ascii", result: state.text.finish(), warnings: [] };
      } catch (error) {
        return this.refusedOrLater(error);
      }
    }
    const refusal = this.refusal(true);
    if (refusal) throw refusal;
    return this.whole();
  }

  /** The header is in: a binary STL if its count fits, else perhaps an ASCII one. */
  private startBody(body: Uint8Array) {
    const count = declaredTriangles(this.head);
    if (count > 0 && binaryStlBytes(count) <= this.maxBytes) {
      // Past the limit it is refused once it ends as long as it says, as parseModel does then.
      const records = count <= this.limits.maxTriangles ? new BinaryStlRecords(count) : undefined;
      this.state = { kind: "binary", count, records };
      this.pushBinary(this.state, body);
    } else {
      this.state = { kind: "other" };
    }
  }

  private pushBinary(state: Extract<State, { kind: "binary" }>, chunk: Uint8Array) {
    // Longer than its count: no binary STL by detection (the binary reader refuses it).
    if (this.received > binaryStlBytes(state.count)) this.state = { kind: "other" };
    else state.records?.push(chunk);
  }

  /**
   * The head (1024 bytes after a byte-order mark) is in: detection reads a file starting so as
   * ASCII STL (its header's count, made of text, asks for gigabytes: it is no binary one).
   * `rest`: what arrived after the head.
   */
  private startAscii(rest: Uint8Array) {
    const text = withoutBom(this.head);
    if (detectStlKind(text) !== "stl-ascii") return;
    const ascii = new AsciiStlText(this.limits);
    this.state = { kind: "ascii", text: ascii };
    this.pushAscii(this.state, text);
    if (this.state.kind === "ascii") this.pushAscii(this.state, rest);
  }

  private pushAscii(state: Extract<State, { kind: "ascii" }>, chunk: Uint8Array) {
    try {
      state.text.push(chunk);
    } catch (error) {
      this.refusedOrLater(error);
      return;
    }
    if (state.text.pending > MAX_PENDING_CHARS) this.state = { kind: "other" };
  }

  /**
   * The binary reader's refusal of a file that is no binary STL by its length, once the head
   * shows that only the binary reader can read it: `ended`, the file is all in.
   */
  private refusal(ended: boolean): MeshError | undefined {
    if (this.received < HEADER || !onlyBinaryStlFits(this.headBytes())) return undefined;
    const count = declaredTriangles(this.head);
    const expected = binaryStlBytes(count);
    if (this.received > expected) {
      return stlCountMismatch(count, ended ? `the file has ${this.received}` : "the file has more");
    }
    if (ended && this.received < expected)
      return stlTruncated(count, `the file ends after ${this.received} bytes`);
    const hint = this.options.sizeHint;
    if (!ended && hint !== undefined && expected > hint) {
      return stlTruncated(count, `the upload has at most ${hint} bytes`);
    }
    return undefined;
  }

  /** Rethrows a refusal the stream gives; anything else is for the reading from storage. */
  private refusedOrLater(error: unknown): undefined {
    if (error instanceof MeshError && (STREAM_REFUSALS as readonly string[]).includes(error.code))
      throw error;
    this.state = { kind: "other" };
    return undefined;
  }

  private headBytes(): Uint8Array {
    return this.head.subarray(0, Math.min(this.received, HEAD));
  }

  /** A file no longer than the head is read whole from it (an STL only); a longer one from storage. */
  private async whole(): Promise<ReadModel | undefined> {
    if (this.received === 0 || this.received > HEAD) return undefined;
    const bytes = this.headBytes().slice();
    const format = detectFormat(bytes);
    if (format && format !== "stl-binary" && format !== "stl-ascii") return undefined;
    try {
      return await readModel(bytes, { filename: this.options.filename, limits: this.limits });
    } catch (error) {
      return this.refusedOrLater(error);
    }
  }
}

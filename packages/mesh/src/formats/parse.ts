import { MeshError, type MeshWarning } from "../errors";
import { type Bounds, compactMesh, type Mesh, scaleMesh, vertexBounds } from "../mesh";
import {
  type CallerUnit,
  type LengthUnit,
  MM_PER_UNIT,
  parseCallerUnit,
  suggestUnit,
  type UnitSuggestion,
} from "../units";
import { DEFAULT_LIMITS, type FormatResult, type ParseLimits } from "./limits";
import { looksLikeObj, parseObj } from "./obj";
import { isPly, parsePly } from "./ply";
import { isStep, parseStep } from "./step";
import { detectStlKind, parseStl } from "./stl";
import { looksLikeText } from "./text";
import { isThreeDs, parseThreeDs } from "./threeds";
import { parseThreeMf } from "./threemf";
import { isZip } from "./zip";

export type ModelFormat = "stl-binary" | "stl-ascii" | "ply" | "obj" | "3mf" | "3ds" | "step";

/** The shop accepts files up to this size. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export interface ParseOptions {
  /** The uploaded file name; its extension is checked against the content. */
  filename?: string;
  /** The unit the shopper chose, for formats that carry none. Default mm. */
  unit?: CallerUnit | string;
  maxFileBytes?: number;
  limits?: Partial<ParseLimits>;
  /** A file whose extension names another model format: read it by content and warn (default), or refuse. */
  onExtensionMismatch?: "warn" | "error";
}

export type ParseWarning = MeshWarning;

export interface ParsedModel {
  /** Coordinates in millimetres; every vertex is a corner of a triangle. */
  mesh: Mesh;
  format: ModelFormat;
  /** The unit the coordinates were given in before scaling to millimetres. */
  unit: LengthUnit;
  /** "file" when the format states its unit (3MF, STEP), otherwise "caller". */
  unitSource: "file" | "caller";
  /** Present when the size makes `unit` implausible. */
  unitSuggestion?: UnitSuggestion;
  /** Bodies (objects, solids) the file declared. */
  bodies: number;
  warnings: ParseWarning[];
  /** The bounds of its vertices, in millimetres. */
  bounds: Bounds;
}

type Family = "stl" | "ply" | "obj" | "3mf" | "3ds" | "step";

const EXTENSIONS: Record<string, Family> = {
  stl: "stl",
  ply: "ply",
  obj: "obj",
  "3mf": "3mf",
  "3ds": "3ds",
  step: "step",
  stp: "step",
};

const FOREIGN: { name: string; magic: number[] }[] = [
  { name: "a PNG image", magic: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG image", magic: [0xff, 0xd8, 0xff] },
  { name: "a GIF image", magic: [0x47, 0x49, 0x46, 0x38] },
  { name: "a PDF document", magic: [0x25, 0x50, 0x44, 0x46] },
  { name: "a gzip archive", magic: [0x1f, 0x8b] },
  { name: "a RAR archive", magic: [0x52, 0x61, 0x72, 0x21] },
  { name: "a 7-Zip archive", magic: [0x37, 0x7a, 0xbc, 0xaf] },
];

/** Which format the bytes hold, judged by content alone. */
export function detectFormat(bytes: Uint8Array): ModelFormat | undefined {
  const stl = detectStlKind(bytes);
  if (stl === "stl-binary") return stl;
  if (isZip(bytes)) return "3mf";
  if (isPly(bytes)) return "ply";
  if (isStep(bytes)) return "step";
  if (isThreeDs(bytes)) return "3ds";
  if (stl) return stl;
  if (looksLikeObj(bytes)) return "obj";
  return undefined;
}

function familyOf(format: ModelFormat): Family {
  return format === "stl-binary" || format === "stl-ascii" ? "stl" : format;
}

function extensionOf(filename: string | undefined): string | undefined {
  const m = filename ? /\.([^./\\]+)$/.exec(filename) : null;
  return m?.[1]?.toLowerCase();
}

/**
 * A model file read, before its unit is applied: what `parseModel` reads from the bytes, and
 * what `ModelStream` reads from an upload as it arrives.
 */
export interface ReadModel {
  format: ModelFormat;
  result: FormatResult;
  /** What reading it noticed (a misnamed file, the format's own warnings come with `result`). */
  warnings: ParseWarning[];
}

/**
 * Reads a model file into a millimetre mesh. Every failure is a MeshError with a stable code.
 */
export async function parseModel(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedModel> {
  const maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  if (bytes.length === 0) throw new MeshError("EMPTY_FILE", "The file is empty.");
  if (bytes.length > maxFileBytes) {
    throw new MeshError(
      "FILE_TOO_LARGE",
      `The file has ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(maxFileBytes / 1048576).toFixed(0)} MB.`,
    );
  }
  parseCallerUnit(options.unit); // a wrong unit is refused before the file is read
  return finishModel(await readModel(bytes, options), options.unit);
}

/** The format of the bytes and its reader's result: `parseModel` but the size checks and the unit. */
export async function readModel(bytes: Uint8Array, options: ParseOptions = {}): Promise<ReadModel> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const extension = extensionOf(options.filename);
  const claimed = extension ? EXTENSIONS[extension] : undefined;
  const detected = detectFormat(bytes);
  const warnings: ParseWarning[] = [];

  let family: Family;
  if (detected) {
    family = familyOf(detected);
    if (claimed && claimed !== family) {
      const message = `The file is named .${extension} but contains ${family.toUpperCase()}; it was read as ${family.toUpperCase()}.`;
      if (options.onExtensionMismatch === "error") throw new MeshError("EXTENSION_MISMATCH", message);
      warnings.push({ code: "EXTENSION_MISMATCH", message });
    }
  } else {
    const foreign = foreignFormat(bytes);
    if (foreign && claimed) {
      throw new MeshError(
        "EXTENSION_MISMATCH",
        `The file is named .${extension} but contains ${foreign.name}.`,
      );
    }
    if (!claimed) {
      throw new MeshError(
        "UNKNOWN_FORMAT",
        foreign
          ? `The file contains ${foreign.name}, not a 3D model.`
          : "The file is not a format we read (STL, PLY, OBJ, 3MF, 3DS, STEP).",
      );
    }
    if (claimed === "stl" && looksLikeText(bytes)) {
      // Neither ASCII STL (detected above) nor binary: a binary STL has zero bytes in its records.
      throw new MeshError(
        "UNKNOWN_FORMAT",
        `The file is named .${extension} but contains plain text, not a 3D model.`,
      );
    }
    // Let the named format's reader explain precisely what is wrong.
    family = claimed;
  }

  const result = await readFamily(family, bytes, limits);
  const format: ModelFormat = family === "stl" ? (detectStlKind(bytes) ?? "stl-binary") : family;
  return { format, result, warnings };
}

/** A model read, in millimetres for the file's unit or else the caller's. */
export function finishModel(
  { format, result, warnings }: ReadModel,
  callerUnit?: CallerUnit | string,
): ParsedModel {
  const given = parseCallerUnit(callerUnit);
  const unit = result.fileUnit ?? given;
  const factor = result.scaledToMm ? 1 : MM_PER_UNIT[unit];
  scaleMesh(result.mesh, factor);
  // Every vertex a corner of a triangle, as a reader that has the bounds leaves them (the weld).
  const mesh = result.bounds ? result.mesh : compactMesh(result.mesh);
  const bounds = factor === 1 && result.bounds ? result.bounds : vertexBounds(mesh.positions);
  const { min, max } = bounds;
  const unitSuggestion = suggestUnit({ x: max[0] - min[0], y: max[1] - min[1], z: max[2] - min[2] }, unit);
  return {
    mesh,
    format,
    unit,
    unitSource: result.fileUnit ? "file" : "caller",
    ...(unitSuggestion ? { unitSuggestion } : {}),
    bodies: result.bodies,
    warnings: [...warnings, ...(result.warnings ?? [])],
    bounds,
  };
}

const foreignFormat = (bytes: Uint8Array) => FOREIGN.find((f) => f.magic.every((b, i) => bytes[i] === b));

/**
 * True when the first bytes of a file (`head`, at least 84 of them or the whole file) already
 * show that only the binary STL reader can read it, so a `.stl` file that is not exactly as long
 * as its count says is refused by it (`STL_TRUNCATED`, `STL_COUNT_MISMATCH`) whatever follows:
 * the head is no text (no ASCII STL, OBJ or plain text) and starts as no other format does.
 * False when it cannot tell yet (or ever): the file is then read after it has arrived.
 */
export function onlyBinaryStlFits(head: Uint8Array): boolean {
  if (isZip(head) || isPly(head) || isStep(head) || foreignFormat(head)) return false;
  // A 3DS file is told by its length too: any head starting as one may be one.
  if (head[0] === 0x4d && head[1] === 0x4d) return false;
  return !looksLikeText(head);
}

function readFamily(
  family: Family,
  bytes: Uint8Array,
  limits: ParseLimits,
): FormatResult | Promise<FormatResult> {
  switch (family) {
    case "stl":
      return parseStl(bytes, limits);
    case "ply":
      return parsePly(bytes, limits);
    case "obj":
      return parseObj(bytes, limits);
    case "3mf":
      if (!isZip(bytes))
        throw new MeshError("THREEMF_NOT_ZIP", "A 3MF file must be a ZIP archive; this one is not.");
      return parseThreeMf(bytes, limits);
    case "3ds":
      return parseThreeDs(bytes, limits);
    case "step":
      return parseStep(bytes, limits);
  }
}

/** Stable error codes; callers branch on these, never on messages. */
export const meshErrorCodes = [
  "EMPTY_FILE",
  "FILE_TOO_LARGE",
  "UNKNOWN_FORMAT",
  "EXTENSION_MISMATCH",
  "INVALID_UNIT",
  "STL_TRUNCATED",
  "STL_COUNT_MISMATCH",
  "STL_ASCII_INVALID",
  "NON_FINITE_COORDINATE",
  "INDEX_OUT_OF_RANGE",
  "NO_TRIANGLES",
  "TOO_MANY_TRIANGLES",
  "PLY_INVALID_HEADER",
  "PLY_NO_FACES",
  "PLY_TRUNCATED",
  "OBJ_INVALID",
  "THREEDS_INVALID",
  "THREEMF_NOT_ZIP",
  "THREEMF_NO_MODEL",
  "THREEMF_BAD_XML",
  "THREEMF_MISSING_REFERENCE",
  "THREEMF_MULTIPLE_MODELS",
  "THREEMF_MISSING_ELEMENT",
  "THREEMF_INVALID_OBJECT_TYPE",
  "THREEMF_ITEM_NOT_MODEL",
  "THREEMF_DUPLICATE_ID",
  "ZIP_TOO_LARGE",
  "STEP_INVALID",
  "STEP_NO_SOLIDS",
  "TIMEOUT",
  "CANCELLED",
  "OUT_OF_MEMORY",
  "INTERNAL",
] as const;

export type MeshErrorCode = (typeof meshErrorCodes)[number];

/**
 * Stable codes of what a reader overlooked to read a file: the model was read, but the shopper
 * should know (the file is misnamed, or breaks its format where the shape does not depend on it).
 */
export const meshWarningCodes = [
  "EXTENSION_MISMATCH",
  "THREEMF_PACKAGE_ISSUE",
  "THREEMF_MARKUP_ISSUE",
  "THREEMF_MATERIALS_IGNORED",
] as const;

export type MeshWarningCode = (typeof meshWarningCodes)[number];

export interface MeshWarning {
  code: MeshWarningCode;
  message: string;
}

export class MeshError extends Error {
  readonly code: MeshErrorCode;

  constructor(code: MeshErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MeshError";
    this.code = code;
  }

  toJSON(): { code: MeshErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

/** Wraps anything thrown into a MeshError so callers only ever see typed errors. */
export function toMeshError(error: unknown): MeshError {
  if (error instanceof MeshError) return error;
  if (error && typeof error === "object" && "code" in error && "message" in error) {
    const { code, message } = error as { code: unknown; message: unknown };
    if (typeof code === "string" && typeof message === "string" && isMeshErrorCode(code)) {
      return new MeshError(code, message);
    }
  }
  if (
    error instanceof RangeError &&
    /allocation|Array buffer|Invalid typed array length/i.test(error.message)
  ) {
    return new MeshError("TOO_MANY_TRIANGLES", "The model is too large to process in the available memory.", {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new MeshError("INTERNAL", `Unexpected failure: ${message}`, { cause: error });
}

const CODES = new Set<string>(meshErrorCodes);

export function isMeshErrorCode(code: string): code is MeshErrorCode {
  return CODES.has(code);
}

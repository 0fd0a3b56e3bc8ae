import { readFileSync } from "node:fs";
import { type MeshErrorCode, meshWarningCodes } from "@druckwerk/mesh";
import { describe, expect, it } from "vitest";

/**
 * Every refusal a shopper can cause, and every warning on a file read anyway, reaches them as a
 * sentence in their language, not as a code.
 * The record's type makes a new engine code fail to compile here until it is listed.
 */
const shopperCauses: Record<MeshErrorCode, boolean> = {
  EMPTY_FILE: true,
  FILE_TOO_LARGE: true,
  UNKNOWN_FORMAT: true,
  EXTENSION_MISMATCH: true,
  STL_TRUNCATED: true,
  STL_COUNT_MISMATCH: true,
  STL_ASCII_INVALID: true,
  NON_FINITE_COORDINATE: true,
  INDEX_OUT_OF_RANGE: true,
  NO_TRIANGLES: true,
  TOO_MANY_TRIANGLES: true,
  PLY_INVALID_HEADER: true,
  PLY_NO_FACES: true,
  PLY_TRUNCATED: true,
  OBJ_INVALID: true,
  THREEDS_INVALID: true,
  THREEMF_NOT_ZIP: true,
  THREEMF_NO_MODEL: true,
  THREEMF_BAD_XML: true,
  THREEMF_MISSING_REFERENCE: true,
  THREEMF_MULTIPLE_MODELS: true,
  THREEMF_MISSING_ELEMENT: true,
  THREEMF_INVALID_OBJECT_TYPE: true,
  THREEMF_ITEM_NOT_MODEL: true,
  THREEMF_DUPLICATE_ID: true,
  ZIP_TOO_LARGE: true,
  STEP_INVALID: true,
  STEP_NO_SOLIDS: true,
  TIMEOUT: true,
  OUT_OF_MEMORY: true,
  // The shop always passes a valid unit, cancels only what nobody waits for, and shows its
  // generic message for the engine's own faults.
  INVALID_UNIT: false,
  CANCELLED: false,
  INTERNAL: false,
};
/** Refusals of the upload and the analysis service around the engine. */
const serviceCodes = ["UNSUPPORTED_FILE_TYPE", "UPLOAD_QUOTA_EXCEEDED", "ANALYSIS_TIMEOUT", "NETWORK"];

describe("upload error messages", () => {
  const codes = [
    ...Object.entries(shopperCauses)
      .filter(([, shown]) => shown)
      .map(([code]) => code),
    ...serviceCodes,
  ];
  for (const language of ["de", "en", "fr"]) {
    it(`explains every refusal in ${language}`, () => {
      const texts = JSON.parse(
        readFileSync(new URL(`../../storefront/src/i18n/${language}.json`, import.meta.url), "utf8"),
      ) as { upload: { errors: Record<string, string>; warnings: Record<string, string> } };
      const missing = codes.filter((code) => !texts.upload.errors[code]?.trim());
      expect(missing).toEqual([]);
      const unexplained = meshWarningCodes.filter((code) => !texts.upload.warnings[code]?.trim());
      expect(unexplained).toEqual([]);
    });
  }
});

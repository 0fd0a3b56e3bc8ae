// Keeps the module's types with it for every program that imports it (the e2e tests, too).
/// <reference path="./occt-import-js.d.ts" />
import occtimportjs, { type Occt } from "occt-import-js";
import { MeshError } from "../errors";
import { concatMeshes, type Mesh } from "../mesh";
import type { LengthUnit } from "../units";
import { checkFinite, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";
import { withoutBom } from "./text";
import { weldSoup } from "./weld";

export function isStep(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(withoutBom(bytes).subarray(0, 64));
  return /^\s*ISO-10303-21\s*;/.test(head);
}

let occt: Promise<Occt> | undefined;

/**
 * Tessellation: chords deviate at most 0.1 % of the part's mean bounding-box side from the
 * true surface and neighbouring facets turn by at most 0.25 rad (about 14 degrees), fine
 * enough for pricing and wall checks without flooding small fillets with triangles.
 */
const TESSELLATION = {
  linearUnit: "millimeter",
  linearDeflectionType: "bounding_box_ratio",
  linearDeflection: 0.001,
  angularDeflection: 0.25,
} as const;

/**
 * STEP through OpenCascade (occt-import-js, LGPL-2.1); each solid becomes one body, tessellated
 * as above, in the file's length unit.
 *
 * Limitations: only the shapes OpenCascade's STEP reader makes into meshes count (solids and
 * surfaces; wireframes and points alone are refused as STEP_NO_SOLIDS); colours, names and the
 * assembly structure are dropped. The unit is the file's first length unit (a conversion-based
 * one such as inch wins over its SI base): parts of an assembly in different units are not told
 * apart. The tessellation tolerance is fixed.
 */
export async function parseStep(file: Uint8Array, limits: ParseLimits): Promise<FormatResult> {
  if (!isStep(file)) throw new MeshError("STEP_INVALID", "The file does not start with ISO-10303-21;.");
  const bytes = withoutBom(file);
  occt ??= occtimportjs();
  const result = (await occt).ReadStepFile(bytes, TESSELLATION);
  if (!result.success) throw new MeshError("STEP_INVALID", "OpenCascade could not read this STEP file.");
  const bodies: Mesh[] = [];
  let triangles = 0;
  for (const m of result.meshes) {
    const index = m.index.array;
    const position = m.attributes.position.array;
    if (index.length === 0) continue;
    triangles += index.length / 3;
    checkTriangleLimit(triangles, limits);
    // OpenCascade meshes every B-rep face on its own; welding joins them along shared edges.
    const soup = new Float32Array(index.length * 3);
    for (let i = 0; i < index.length; i++) {
      const v = index[i] as number;
      if (3 * v + 2 >= position.length)
        throw new MeshError("STEP_INVALID", "OpenCascade returned a broken mesh.");
      for (let k = 0; k < 3; k++) soup[3 * i + k] = position[3 * v + k] as number;
    }
    checkFinite(soup, "The STEP file");
    bodies.push(weldSoup(soup));
  }
  if (bodies.length === 0)
    throw new MeshError("STEP_NO_SOLIDS", "The STEP file contains no solids or surfaces.");
  return {
    mesh: concatMeshes(bodies),
    fileUnit: stepLengthUnit(bytes),
    scaledToMm: true,
    bodies: bodies.length,
  };
}

const SI_PREFIX: Record<string, LengthUnit> = { MILLI: "mm", CENTI: "cm", MICRO: "micron", $: "m" };
const CONVERTED: Record<string, LengthUnit> = {
  INCH: "inch",
  FOOT: "ft",
  MILLIMETRE: "mm",
  CENTIMETRE: "cm",
};

/** The length unit the file declares: a conversion-based unit (inch) wins over its SI base. */
export function stepLengthUnit(bytes: Uint8Array): LengthUnit {
  const text = new TextDecoder("latin1").decode(bytes);
  let si: LengthUnit | undefined;
  for (let i = text.indexOf("LENGTH_UNIT"); i >= 0; i = text.indexOf("LENGTH_UNIT", i + 11)) {
    const start = text.lastIndexOf(";", i) + 1;
    const end = text.indexOf(";", i);
    const entity = text.slice(start, end < 0 ? undefined : end);
    if (/MEASURE_WITH_UNIT/.test(entity.split("=")[1]?.trim().slice(0, 30) ?? "")) continue;
    const converted = /CONVERSION_BASED_UNIT\s*\(\s*'([A-Z]+)'/i.exec(entity);
    if (converted) {
      const unit = CONVERTED[(converted[1] as string).toUpperCase()];
      if (unit) return unit;
    }
    const siUnit = /SI_UNIT\s*\(\s*(\.(\w+)\.|\$)\s*,\s*\.METRE\.\s*\)/.exec(entity);
    if (siUnit && !si) si = SI_PREFIX[siUnit[2] ?? "$"];
  }
  return si ?? "mm";
}

import { MeshError } from "../errors";
import { concatMeshes, type Mesh } from "../mesh";
import type { LengthUnit } from "../units";
import { checkFinite, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";
import { ThreeMfFindings } from "./threemf-findings";
import { MarkupChecks } from "./threemf-markup";
import { MaterialChecks } from "./threemf-materials";
import { decodePart, findRootModel, isThreeMfPart } from "./threemf-package";
import { type Attributes, scanXml } from "./xml";
import { unzipCapped } from "./zip";

/** Row-vector affine transform as 3MF writes it: m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32. */
type Transform = number[];

const IDENTITY: Transform = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

const UNITS: Record<string, LengthUnit> = {
  micron: "micron",
  millimeter: "mm",
  centimeter: "cm",
  inch: "inch",
  foot: "ft",
  meter: "m",
};

interface Component {
  objectId: string;
  path: string;
  transform: Transform;
}

/** The core specification's object types; a build item must not place an "other". */
const OBJECT_TYPES = new Set(["model", "solidsupport", "support", "surface", "other"]);

interface ObjectDef {
  type: string;
  positions: number[];
  triangles: number[];
  components: Component[];
}

interface ModelPart {
  unit: LengthUnit;
  objects: Map<string, ObjectDef>;
  items: Component[];
}

/**
 * 3MF: the build items of the root model part, with their components (also from other model
 * parts, as the production extension writes them) and transforms; the unit the model declares.
 * Each placed mesh object is one body.
 *
 * A file whose shape is ambiguous is refused: no or two root model parts, a model part without
 * resources (or the root without a build), an unknown object type, two objects with one id, a build
 * item placing an object of type "other". What breaks the specification without changing the shape
 * (package links, markup, colour and material data) is read and told as warnings.
 *
 * Limitations: only the core specification's meshes are read. Materials and colours are
 * ignored; the beam lattice, slice, volumetric, displacement and boolean extensions are not
 * read (their objects add nothing, or only their base mesh); encrypted parts (secure content)
 * are not read. Required extensions are not checked. Model parts must be UTF-8.
 */
export function parseThreeMf(bytes: Uint8Array, limits: ParseLimits): FormatResult {
  const unzipped = unzipCapped(bytes, isThreeMfPart, limits.maxDecompressedBytes);
  const files = unzipped.files;
  const findings = new ThreeMfFindings();
  const rootPath = findRootModel(unzipped, findings);
  const parts = new Map<string, ModelPart>();
  const partAt = (path: string): ModelPart => {
    let part = parts.get(path);
    if (!part) {
      const data = files[path];
      if (!data)
        throw new MeshError(
          "THREEMF_MISSING_REFERENCE",
          `The 3MF refers to a missing model part "/${path}".`,
        );
      part = parseModelPart(decodePart(data), path, limits, findings, path === rootPath);
      parts.set(path, part);
    }
    return part;
  };
  const root = partAt(rootPath);

  const meshes: Mesh[] = [];
  let triangles = 0;
  const emit = (ref: Component, parentTransform: Transform, visiting: Set<string>): void => {
    const key = `${ref.path}#${ref.objectId}`;
    const object = partAt(ref.path).objects.get(ref.objectId);
    if (!object) {
      throw new MeshError(
        "THREEMF_MISSING_REFERENCE",
        `The 3MF refers to object ${ref.objectId}, which does not exist.`,
      );
    }
    if (visiting.has(key)) {
      throw new MeshError("THREEMF_MISSING_REFERENCE", `The 3MF object ${ref.objectId} contains itself.`);
    }
    if (visiting.size === 0 && object.type === "other") {
      throw new MeshError(
        "THREEMF_ITEM_NOT_MODEL",
        `The 3MF build places object ${ref.objectId}, whose type "other" is not meant to be printed.`,
      );
    }
    const transform = multiply(ref.transform, parentTransform);
    if (object.triangles.length > 0) {
      triangles += object.triangles.length / 3;
      checkTriangleLimit(triangles, limits);
      meshes.push(instantiate(object, transform, ref.objectId));
    }
    visiting.add(key);
    for (const component of object.components) emit(component, transform, visiting);
    visiting.delete(key);
  };
  for (const item of root.items) emit(item, IDENTITY, new Set());
  if (meshes.length === 0) throw new MeshError("NO_TRIANGLES", "The 3MF build contains no triangles.");
  return {
    mesh: concatMeshes(meshes),
    fileUnit: root.unit,
    bodies: meshes.length,
    warnings: findings.warnings(),
  };
}

function parseModelPart(
  text: string,
  path: string,
  limits: ParseLimits,
  findings: ThreeMfFindings,
  isRoot: boolean,
): ModelPart {
  const part: ModelPart = { unit: "mm", objects: new Map(), items: [] };
  let current: ObjectDef | undefined;
  let currentId = "";
  let inBuild = false;
  let sawBuild = false;
  let sawResources = false;
  /** Depth below <resources>: 1 for a resource, 2 and more for what it holds. */
  let resourceDepth = 0;
  let triangleCount = 0;
  const where = `The 3MF model part /${path}`;
  const markup = new MarkupChecks(findings, where);
  const materials = new MaterialChecks(findings, where);
  const num = (a: Attributes, name: string): number => {
    const s = a.get(name);
    const v = s === undefined ? Number.NaN : Number(s);
    if (s === undefined || (Number.isNaN(v) && !/nan/i.test(s))) {
      throw new MeshError("THREEMF_BAD_XML", `${where} has an element without a numeric ${name}.`);
    }
    return v;
  };
  scanXml(
    text,
    {
      open(name, a, _selfClosing, prefix) {
        markup.open(name, a, prefix);
        if (resourceDepth > 0) {
          resourceDepth++;
          if (resourceDepth === 2) materials.resource(name, a);
          else if (current === undefined) materials.entry(name, a);
        }
        switch (name) {
          case "model": {
            const unit = a.get("unit");
            if (unit !== undefined) {
              const u = UNITS[unit];
              if (!u) throw new MeshError("INVALID_UNIT", `The 3MF names an unknown unit "${unit}".`);
              part.unit = u;
            }
            break;
          }
          case "resources":
            sawResources = true;
            resourceDepth = 1;
            break;
          case "object": {
            currentId = a.get("id") ?? "";
            const type = a.get("type") ?? "model";
            if (!OBJECT_TYPES.has(type)) {
              throw new MeshError(
                "THREEMF_INVALID_OBJECT_TYPE",
                `${where} gives object ${currentId} the type "${type.slice(0, 40)}"; 3MF knows model, solidsupport, support, surface and other.`,
              );
            }
            if (part.objects.has(currentId)) {
              throw new MeshError("THREEMF_DUPLICATE_ID", `${where} defines object ${currentId} twice.`);
            }
            current = { type, positions: [], triangles: [], components: [] };
            part.objects.set(currentId, current);
            break;
          }
          case "vertex":
            current?.positions.push(num(a, "x"), num(a, "y"), num(a, "z"));
            break;
          case "triangle":
            if (current) {
              current.triangles.push(num(a, "v1"), num(a, "v2"), num(a, "v3"));
              if (++triangleCount > limits.maxTriangles) checkTriangleLimit(triangleCount, limits);
            }
            break;
          case "component":
            current?.components.push(reference(a, path, where));
            break;
          case "build":
            inBuild = true;
            sawBuild = true;
            break;
          case "item":
            if (inBuild) part.items.push(reference(a, path, where));
            break;
          default:
            break;
        }
      },
      close(name) {
        markup.close();
        if (resourceDepth > 0) resourceDepth--;
        if (name === "object") current = undefined;
        else if (name === "build") inBuild = false;
      },
      doctype: () => markup.doctype(),
    },
    where,
  );
  if (!sawResources || (isRoot && !sawBuild)) {
    throw new MeshError(
      "THREEMF_MISSING_ELEMENT",
      `${where} has no <${sawResources ? "build" : "resources"}> element, so what to print is unclear.`,
    );
  }
  materials.finish();
  for (const [id, object] of part.objects) {
    const vertexCount = object.positions.length / 3;
    for (const i of object.triangles) {
      if (!(i >= 0 && i < vertexCount && Number.isInteger(i))) {
        throw new MeshError(
          "INDEX_OUT_OF_RANGE",
          `3MF object ${id} refers to vertex ${i} of ${vertexCount}.`,
        );
      }
    }
  }
  return part;
}

function reference(a: Attributes, currentPath: string, where: string): Component {
  const objectId = a.get("objectid");
  if (objectId === undefined)
    throw new MeshError("THREEMF_BAD_XML", `${where} has a reference without objectid.`);
  const path = a.get("path")?.replace(/^\//, "") ?? currentPath;
  const t = a.get("transform");
  let transform = IDENTITY;
  if (t !== undefined) {
    transform = t.trim().split(/\s+/).map(Number);
    if (transform.length !== 12 || transform.some((v) => !Number.isFinite(v))) {
      throw new MeshError("THREEMF_BAD_XML", `${where} has a malformed transform "${t.slice(0, 80)}".`);
    }
  }
  return { objectId, path, transform };
}

/** Applies `a` first, then `b`. */
function multiply(a: Transform, b: Transform): Transform {
  const out: number[] = new Array(12);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 3; c++) {
      let s = r === 3 ? (b[9 + c] as number) : 0;
      for (let k = 0; k < 3; k++) s += (a[3 * r + k] as number) * (b[3 * k + c] as number);
      out[3 * r + c] = s;
    }
  }
  return out;
}

function instantiate(object: ObjectDef, m: Transform, id: string): Mesh {
  const src = object.positions;
  const positions = new Float32Array(src.length);
  for (let i = 0; i < src.length; i += 3) {
    const x = src[i] as number;
    const y = src[i + 1] as number;
    const z = src[i + 2] as number;
    for (let c = 0; c < 3; c++) {
      positions[i + c] =
        x * (m[c] as number) + y * (m[3 + c] as number) + z * (m[6 + c] as number) + (m[9 + c] as number);
    }
  }
  checkFinite(positions, `3MF object ${id}`);
  const indices = Uint32Array.from(object.triangles);
  const det =
    (m[0] as number) * ((m[4] as number) * (m[8] as number) - (m[5] as number) * (m[7] as number)) -
    (m[1] as number) * ((m[3] as number) * (m[8] as number) - (m[5] as number) * (m[6] as number)) +
    (m[2] as number) * ((m[3] as number) * (m[7] as number) - (m[4] as number) * (m[6] as number));
  if (det < 0) {
    // A mirroring transform turns the surface inside out; swap two corners to keep it outward.
    for (let t = 0; t < indices.length; t += 3) {
      const tmp = indices[t + 1] as number;
      indices[t + 1] = indices[t + 2] as number;
      indices[t + 2] = tmp;
    }
  }
  return { positions, indices };
}

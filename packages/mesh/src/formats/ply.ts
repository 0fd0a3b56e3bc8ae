import { MeshError } from "../errors";
import { checkFinite, checkIndices, checkTriangleLimit, type FormatResult, type ParseLimits } from "./limits";
import { withoutBom } from "./text";

type Encoding = "ascii" | "binary_little_endian" | "binary_big_endian";
type ScalarType = "int8" | "uint8" | "int16" | "uint16" | "int32" | "uint32" | "float32" | "float64";

interface Property {
  name: string;
  type: ScalarType;
  /** For list properties: the type of the leading count. */
  countType?: ScalarType;
}

interface Element {
  name: string;
  count: number;
  properties: Property[];
}

const TYPE_ALIASES: Record<string, ScalarType> = {
  char: "int8",
  int8: "int8",
  uchar: "uint8",
  uint8: "uint8",
  short: "int16",
  int16: "int16",
  ushort: "uint16",
  uint16: "uint16",
  int: "int32",
  int32: "int32",
  uint: "uint32",
  uint32: "uint32",
  float: "float32",
  float32: "float32",
  double: "float64",
  float64: "float64",
};

const SIZE: Record<ScalarType, number> = {
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  float64: 8,
};

export function isPly(file: Uint8Array): boolean {
  const bytes = withoutBom(file);
  return (
    bytes[0] === 0x70 && bytes[1] === 0x6c && bytes[2] === 0x79 && (bytes[3] === 0x0a || bytes[3] === 0x0d)
  );
}

function scalarType(name: string | undefined): ScalarType {
  const t = name === undefined ? undefined : TYPE_ALIASES[name];
  if (!t) throw new MeshError("PLY_INVALID_HEADER", `The PLY header names an unknown type "${name}".`);
  return t;
}

function parseHeader(bytes: Uint8Array): { encoding: Encoding; elements: Element[]; bodyStart: number } {
  const probe = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  const end = /end_header[ \t]*\r?\n/.exec(probe);
  if (!end) throw new MeshError("PLY_INVALID_HEADER", "The PLY header has no end_header line.");
  const lines = probe.slice(0, end.index).split(/\r?\n/);
  let encoding: Encoding | undefined;
  const elements: Element[] = [];
  for (const raw of lines) {
    const words = raw.trim().split(/\s+/);
    switch (words[0]) {
      case "format":
        if (words[1] !== "ascii" && words[1] !== "binary_little_endian" && words[1] !== "binary_big_endian") {
          throw new MeshError("PLY_INVALID_HEADER", `The PLY format "${words[1]}" is not supported.`);
        }
        encoding = words[1];
        break;
      case "element": {
        const count = Number(words[2]);
        if (!words[1] || !Number.isInteger(count) || count < 0) {
          throw new MeshError("PLY_INVALID_HEADER", `The PLY header line "${raw.trim()}" is malformed.`);
        }
        elements.push({ name: words[1], count, properties: [] });
        break;
      }
      case "property": {
        const element = elements.at(-1);
        if (!element)
          throw new MeshError("PLY_INVALID_HEADER", "The PLY header has a property before any element.");
        if (words[1] === "list") {
          element.properties.push({
            countType: scalarType(words[2]),
            type: scalarType(words[3]),
            name: words[4] ?? "",
          });
        } else {
          element.properties.push({ type: scalarType(words[1]), name: words[2] ?? "" });
        }
        break;
      }
      default:
        break;
    }
  }
  if (!encoding) throw new MeshError("PLY_INVALID_HEADER", "The PLY header has no format line.");
  return { encoding, elements, bodyStart: end.index + end[0].length };
}

/** Reads the body one value at a time, whatever the encoding. */
interface ValueReader {
  read(type: ScalarType): number;
}

function binaryReader(bytes: Uint8Array, start: number, littleEndian: boolean): ValueReader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = start;
  return {
    read(type) {
      const size = SIZE[type];
      if (pos + size > bytes.length) throw truncated();
      let v: number;
      switch (type) {
        case "int8":
          v = view.getInt8(pos);
          break;
        case "uint8":
          v = view.getUint8(pos);
          break;
        case "int16":
          v = view.getInt16(pos, littleEndian);
          break;
        case "uint16":
          v = view.getUint16(pos, littleEndian);
          break;
        case "int32":
          v = view.getInt32(pos, littleEndian);
          break;
        case "uint32":
          v = view.getUint32(pos, littleEndian);
          break;
        case "float32":
          v = view.getFloat32(pos, littleEndian);
          break;
        default:
          v = view.getFloat64(pos, littleEndian);
      }
      pos += size;
      return v;
    },
  };
}

function asciiReader(bytes: Uint8Array, start: number): ValueReader {
  const text = new TextDecoder("latin1").decode(bytes.subarray(start));
  const token = /\S+/g;
  return {
    read() {
      const m = token.exec(text);
      if (!m) throw truncated();
      const v = Number(m[0]);
      if (Number.isNaN(v) && !/nan/i.test(m[0])) {
        throw new MeshError(
          "PLY_TRUNCATED",
          `The PLY body has "${m[0].slice(0, 40)}" where a number belongs.`,
        );
      }
      return v;
    },
  };
}

function truncated(): MeshError {
  return new MeshError("PLY_TRUNCATED", "The PLY file ends before all declared vertices and faces.");
}

/**
 * PLY (Stanford polygon files), ASCII and binary of either byte order: the vertices' x, y, z and
 * the faces' vertex_indices (or vertex_index) list; polygons are fanned into triangles.
 *
 * Limitations: every other property (normals, colours, texture coordinates) is skipped, and so
 * are elements other than vertex and face (a "tristrips" element is not read). Polygons are
 * fanned from their first corner, which is wrong for concave ones. The header must fit in the
 * first 64 KiB.
 */
export function parsePly(file: Uint8Array, limits: ParseLimits): FormatResult {
  // A byte-order mark may precede the header; binary offsets count from after it.
  const bytes = withoutBom(file);
  const { encoding, elements, bodyStart } = parseHeader(bytes);
  const vertexElement = elements.find((e) => e.name === "vertex");
  const faceElement = elements.find((e) => e.name === "face");
  if (!vertexElement) throw new MeshError("PLY_INVALID_HEADER", "The PLY header declares no vertex element.");
  if (!faceElement || faceElement.count === 0) {
    throw new MeshError("PLY_NO_FACES", "The PLY file has no faces (it is a point cloud, not a surface).");
  }
  const axes = ["x", "y", "z"].map((n) =>
    vertexElement.properties.findIndex((p) => p.name === n && !p.countType),
  );
  if (axes.some((i) => i < 0)) throw new MeshError("PLY_INVALID_HEADER", "The PLY vertices lack x, y or z.");
  const listIndex = faceElement.properties.findIndex(
    (p) => p.countType && (p.name === "vertex_indices" || p.name === "vertex_index"),
  );
  if (listIndex < 0) throw new MeshError("PLY_INVALID_HEADER", "The PLY faces have no vertex_indices list.");
  checkTriangleLimit(faceElement.count, limits);

  const reader =
    encoding === "ascii"
      ? asciiReader(bytes, bodyStart)
      : binaryReader(bytes, bodyStart, encoding === "binary_little_endian");
  const positions = new Float32Array(vertexElement.count * 3);
  const triangles: number[] = [];
  const polygon: number[] = [];
  for (const element of elements) {
    for (let row = 0; row < element.count; row++) {
      for (let p = 0; p < element.properties.length; p++) {
        const prop = element.properties[p] as Property;
        if (prop.countType) {
          const n = reader.read(prop.countType);
          polygon.length = 0;
          for (let k = 0; k < n; k++) polygon.push(reader.read(prop.type));
          if (element === faceElement && p === listIndex) {
            // Polygons are fanned into triangles.
            for (let k = 1; k + 1 < polygon.length; k++) {
              triangles.push(polygon[0] as number, polygon[k] as number, polygon[k + 1] as number);
            }
            if (triangles.length > limits.maxTriangles * 3) checkTriangleLimit(triangles.length / 3, limits);
          }
        } else {
          const v = reader.read(prop.type);
          if (element === vertexElement) {
            const axis = axes.indexOf(p);
            if (axis >= 0) positions[3 * row + axis] = v;
          }
        }
      }
    }
  }
  if (triangles.length === 0) throw new MeshError("PLY_NO_FACES", "The PLY faces contain no triangles.");
  checkFinite(positions, "The PLY file");
  for (const i of triangles) {
    if (i < 0 || !Number.isInteger(i)) {
      throw new MeshError("INDEX_OUT_OF_RANGE", `The PLY file refers to vertex ${i}.`);
    }
  }
  const indices = Uint32Array.from(triangles);
  checkIndices(indices, vertexElement.count, "The PLY file");
  return { mesh: { positions, indices }, bodies: 1 };
}

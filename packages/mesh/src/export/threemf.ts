import { crc32, deflateRawSync } from "node:zlib";
import { Zip, ZipPassThrough } from "fflate";
import type { Mesh } from "../mesh";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;

// The repeated markup, encoded once: encoding short strings one by one costs more than the numbers.
const MARKUP = Object.fromEntries(
  Object.entries({
    vertexX: '<vertex x="',
    y: '" y="',
    z: '" z="',
    triangleV1: '<triangle v1="',
    v2: '" v2="',
    v3: '" v3="',
    end: '"/>\n',
  }).map(([key, text]) => [key, new TextEncoder().encode(text)]),
) as Record<"vertexX" | "y" | "z" | "triangleV1" | "v2" | "v3" | "end", Uint8Array>;

/** A short decimal that reads back as the same 32-bit float. */
function float32Text(v: number): string {
  const short = Number(v.toPrecision(7));
  return String(Math.fround(short) === v ? short : Number(v.toPrecision(9)));
}

/**
 * A 3MF (core specification) holding the mesh as one object in millimetres; reading it back
 * gives the same vertices and triangles.
 */
export function export3mf(mesh: Mesh, name = "model"): Uint8Array {
  const out = new AsciiWriter(mesh.positions.length * 12 + mesh.indices.length * 14 + 1024);
  out.text('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.text(
    '<model unit="millimeter" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n',
  );
  out.text(`<resources>\n<object id="1" type="model" name="${escapeXml(name)}">\n<mesh>\n<vertices>\n`);
  const p = mesh.positions;
  const vertex = [MARKUP.vertexX, MARKUP.y, MARKUP.z];
  for (let v = 0; v < p.length; v += 3) out.element(vertex, p, v);
  out.text("</vertices>\n<triangles>\n");
  const i = mesh.indices;
  const triangle = [MARKUP.triangleV1, MARKUP.v2, MARKUP.v3];
  for (let t = 0; t < i.length; t += 3) out.element(triangle, i, t);
  out.text(
    '</triangles>\n</mesh>\n</object>\n</resources>\n<build>\n<item objectid="1"/>\n</build>\n</model>\n',
  );
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, text] of [
    ["[Content_Types].xml", CONTENT_TYPES],
    ["_rels/.rels", RELS],
  ] as const) {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(encoder.encode(text), true);
  }
  const model = new NativeDeflate("3D/3dmodel.model");
  zip.add(model);
  model.push(out.bytes(), true);
  zip.end();
  return concat(parts);
}

/**
 * A ZIP entry deflated by Node's zlib (native code, about five times faster than fflate's
 * JavaScript deflate on a large model) in one piece, its checksum by zlib too (fflate's
 * JavaScript CRC took a fifth of an export); fflate writes the archive around it.
 */
class NativeDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename);
    this.compression = 8;
  }

  override push(chunk: Uint8Array, final = false): void {
    if (!final) throw new Error("NativeDeflate takes its data in one piece");
    this.crc = crc32(chunk);
    this.size = chunk.length;
    this.process(chunk as Uint8Array<ArrayBuffer>);
  }

  protected override process(chunk: Uint8Array<ArrayBuffer>): void {
    // Level 1: several times faster than the default on large models, for a few percent more bytes.
    const deflated = deflateRawSync(chunk, { level: 1 });
    this.ondata?.(null, new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength), true);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const MINUS = new Uint8Array([45]);

/** Builds a large ASCII document as bytes, without a giant intermediate string. */
class AsciiWriter {
  private buffer: Uint8Array;
  private length = 0;
  private readonly encoder = new TextEncoder();

  constructor(capacity: number) {
    this.buffer = new Uint8Array(capacity);
  }

  text(s: string) {
    this.reserve(s.length);
    this.length += this.encoder.encodeInto(s, this.buffer.subarray(this.length)).written;
  }

  /** An element with three attributes (`markup` before each) holding values[at..at+3): floats are coordinates, integers indices. */
  element(markup: Uint8Array[], values: Float32Array | Uint32Array, at: number) {
    for (let k = 0; k < 3; k++) {
      this.raw(markup[k] as Uint8Array);
      if (values instanceof Float32Array) this.coordinate(values[at + k] as number);
      else this.integer(values[at + k] as number);
    }
    this.raw(MARKUP.end);
  }

  raw(bytes: Uint8Array) {
    this.reserve(bytes.length);
    for (let k = 0; k < bytes.length; k++) this.buffer[this.length + k] = bytes[k] as number;
    this.length += bytes.length;
  }

  /**
   * A 32-bit float as the decimal with the fewest places after the point that reads back as
   * the same float, in integer arithmetic: toPrecision on every coordinate cost most of an export.
   * Very small and very large values take float32Text.
   */
  coordinate(v: number) {
    const m = Math.abs(v);
    for (let places = 0, scale = 1; places <= 9 && m * scale < 2 ** 52; places++, scale *= 10) {
      const q = Math.round(m * scale);
      if (Math.fround((v < 0 ? -q : q) / scale) !== v) continue;
      if (v < 0 && q > 0) this.raw(MINUS);
      this.fixed(q, places);
      return;
    }
    this.text(float32Text(v));
  }

  /** q / 10^places in plain decimal notation. */
  private fixed(q: number, places: number) {
    if (places === 0) {
      this.integer(q);
      return;
    }
    const whole = Math.floor(q / 10 ** places);
    this.integer(whole);
    this.reserve(places + 1);
    this.buffer[this.length++] = 46;
    let fraction = q - whole * 10 ** places;
    for (let k = places - 1; k >= 0; k--) {
      this.buffer[this.length + k] = 48 + (fraction % 10);
      fraction = Math.floor(fraction / 10);
    }
    this.length += places;
  }

  integer(n: number) {
    this.reserve(20);
    if (n === 0) {
      this.buffer[this.length++] = 48;
      return;
    }
    let digits = 0;
    for (let m = n; m > 0; m = Math.floor(m / 10)) digits++;
    for (let k = digits - 1, m = n; k >= 0; k--, m = Math.floor(m / 10))
      this.buffer[this.length + k] = 48 + (m % 10);
    this.length += digits;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + extra));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

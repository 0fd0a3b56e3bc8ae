/**
 * Writers for small test files in every format we read, so tests build their inputs from
 * known meshes instead of shipping opaque binaries.
 */
import { zipSync } from "fflate";
import { exportStl } from "../export/stl";
import type { Mesh } from "../mesh";

const encoder = new TextEncoder();

export function asciiStl(mesh: Mesh, name = "part"): Uint8Array {
  const lines = [`solid ${name}`];
  const p = mesh.positions;
  for (let t = 0; t < mesh.indices.length; t += 3) {
    lines.push("  facet normal 0 0 0", "    outer loop");
    for (let k = 0; k < 3; k++) {
      const v = 3 * (mesh.indices[t + k] as number);
      lines.push(`      vertex ${p[v]} ${p[v + 1]} ${p[v + 2]}`);
    }
    lines.push("    endloop", "  endfacet");
  }
  lines.push(`endsolid ${name}`);
  return encoder.encode(`${lines.join("\n")}\n`);
}

/** A binary STL whose header starts with "solid", as many exporters write. */
export function binaryStlStartingWithSolid(mesh: Mesh): Uint8Array {
  const bytes = exportStl(mesh);
  bytes.fill(0x20, 0, 80);
  bytes.set(encoder.encode("solid binary-but-says-solid"));
  return bytes;
}

export type PlyEncoding = "ascii" | "binary_little_endian" | "binary_big_endian";

export function ply(mesh: Mesh, encoding: PlyEncoding, options: { withFaces?: boolean } = {}): Uint8Array {
  const withFaces = options.withFaces ?? true;
  const nv = mesh.positions.length / 3;
  const nf = mesh.indices.length / 3;
  const header = [
    "ply",
    `format ${encoding} 1.0`,
    "comment written by the Druckwerk tests",
    `element vertex ${nv}`,
    "property float x",
    "property float y",
    "property float z",
    "property uchar red",
    ...(withFaces ? [`element face ${nf}`, "property list uchar int vertex_indices"] : []),
    "end_header",
    "",
  ].join("\n");
  if (encoding === "ascii") {
    const body: string[] = [];
    for (let v = 0; v < nv; v++) {
      body.push(`${mesh.positions[3 * v]} ${mesh.positions[3 * v + 1]} ${mesh.positions[3 * v + 2]} 200`);
    }
    if (withFaces) {
      for (let t = 0; t < nf; t++) {
        body.push(`3 ${mesh.indices[3 * t]} ${mesh.indices[3 * t + 1]} ${mesh.indices[3 * t + 2]}`);
      }
    }
    return encoder.encode(`${header}${body.join("\n")}\n`);
  }
  const le = encoding === "binary_little_endian";
  const head = encoder.encode(header);
  const bytes = new Uint8Array(head.length + nv * 13 + (withFaces ? nf * 13 : 0));
  bytes.set(head);
  const view = new DataView(bytes.buffer);
  let o = head.length;
  for (let v = 0; v < nv; v++) {
    for (let k = 0; k < 3; k++) view.setFloat32(o + 4 * k, mesh.positions[3 * v + k] as number, le);
    view.setUint8(o + 12, 200);
    o += 13;
  }
  if (withFaces) {
    for (let t = 0; t < nf; t++) {
      view.setUint8(o, 3);
      for (let k = 0; k < 3; k++) view.setInt32(o + 1 + 4 * k, mesh.indices[3 * t + k] as number, le);
      o += 13;
    }
  }
  return bytes;
}

export function obj(mesh: Mesh): Uint8Array {
  const lines = ["# test", "o part"];
  for (let v = 0; v < mesh.positions.length; v += 3) {
    lines.push(`v ${mesh.positions[v]} ${mesh.positions[v + 1]} ${mesh.positions[v + 2]}`);
  }
  for (let t = 0; t < mesh.indices.length; t += 3) {
    lines.push(
      `f ${(mesh.indices[t] as number) + 1} ${(mesh.indices[t + 1] as number) + 1} ${(mesh.indices[t + 2] as number) + 1}`,
    );
  }
  return encoder.encode(`${lines.join("\n")}\n`);
}

/** A 3DS file with one named object per mesh. */
export function threeDs(meshes: Mesh[]): Uint8Array {
  const chunk = (id: number, ...children: Uint8Array[]): Uint8Array => {
    const length = 6 + children.reduce((s, c) => s + c.length, 0);
    const out = new Uint8Array(length);
    const view = new DataView(out.buffer);
    view.setUint16(0, id, true);
    view.setUint32(2, length, true);
    let o = 6;
    for (const c of children) {
      out.set(c, o);
      o += c.length;
    }
    return out;
  };
  const objects = meshes.map((mesh, i) => {
    const nv = mesh.positions.length / 3;
    const vertices = new Uint8Array(2 + 12 * nv);
    const vv = new DataView(vertices.buffer);
    vv.setUint16(0, nv, true);
    for (let k = 0; k < nv * 3; k++) vv.setFloat32(2 + 4 * k, mesh.positions[k] as number, true);
    const nf = mesh.indices.length / 3;
    const faces = new Uint8Array(2 + 8 * nf);
    const fv = new DataView(faces.buffer);
    fv.setUint16(0, nf, true);
    for (let t = 0; t < nf; t++) {
      for (let k = 0; k < 3; k++) fv.setUint16(2 + 8 * t + 2 * k, mesh.indices[3 * t + k] as number, true);
    }
    const name = encoder.encode(`part${i}\0`);
    return chunk(0x4000, name, chunk(0x4100, chunk(0x4110, vertices), chunk(0x4120, faces)));
  });
  const version = chunk(0x0002, new Uint8Array([3, 0, 0, 0]));
  return chunk(0x4d4d, version, chunk(0x3d3d, ...objects));
}

export function meshObjectXml(id: number, mesh: Mesh): string {
  const v: string[] = [];
  for (let i = 0; i < mesh.positions.length; i += 3) {
    v.push(`<vertex x="${mesh.positions[i]}" y="${mesh.positions[i + 1]}" z="${mesh.positions[i + 2]}"/>`);
  }
  const t: string[] = [];
  for (let i = 0; i < mesh.indices.length; i += 3) {
    t.push(`<triangle v1="${mesh.indices[i]}" v2="${mesh.indices[i + 1]}" v3="${mesh.indices[i + 2]}"/>`);
  }
  return `<object id="${id}" type="model"><mesh><vertices>${v.join("")}</vertices><triangles>${t.join("")}</triangles></mesh></object>`;
}

export function modelXml(unit: string, resources: string, build: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<model unit="${unit}" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">
<resources>${resources}</resources>
<build>${build}</build>
</model>`;
}

/** A 3MF archive with the model at `modelPath`; `parts` adds entries or replaces them (e.g. "_rels/.rels"). */
export function threeMfZip(
  model: string | Uint8Array | undefined,
  options: { modelPath?: string; parts?: Record<string, string> } = {},
): Uint8Array {
  const path = options.modelPath ?? "3D/3dmodel.model";
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": encoder.encode('<?xml version="1.0"?><Types/>'),
    "_rels/.rels": encoder.encode(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/${path}" Id="r0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>`,
    ),
  };
  if (model !== undefined) files[path] = typeof model === "string" ? encoder.encode(model) : model;
  for (const [name, text] of Object.entries(options.parts ?? {})) files[name] = encoder.encode(text);
  return zipSync(files);
}

/**
 * A STEP (AP214) file holding one box-shaped solid as a B-rep with planar faces, in the
 * given unit; with `solid: false` the file declares products but no shape.
 */
export function stepBox(
  size: [number, number, number],
  unit: "mm" | "inch",
  options: { solid?: boolean } = {},
): Uint8Array {
  const lines: string[] = [];
  let next = 1;
  const add = (entity: string): number => {
    const id = next++;
    lines.push(`#${id}=${entity};`);
    return id;
  };
  const [sx, sy, sz] = size;
  const corners: [number, number, number][] = [
    [0, 0, 0],
    [sx, 0, 0],
    [sx, sy, 0],
    [0, sy, 0],
    [0, 0, sz],
    [sx, 0, sz],
    [sx, sy, sz],
    [0, sy, sz],
  ];
  const num = (n: number) => (Number.isInteger(n) ? `${n}.` : String(n));
  const point = (p: number[]) => add(`CARTESIAN_POINT('',(${p.map(num).join(",")}))`);
  const direction = (d: number[]) => add(`DIRECTION('',(${d.map(num).join(",")}))`);
  const origin = point([0, 0, 0]);
  const placement = add(
    `AXIS2_PLACEMENT_3D('',#${origin},#${direction([0, 0, 1])},#${direction([1, 0, 0])})`,
  );
  const mm = add("(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))");
  let length = mm;
  if (unit === "inch") {
    const measure = add(`LENGTH_MEASURE_WITH_UNIT(LENGTH_MEASURE(25.4),#${mm})`);
    const exponents = add("DIMENSIONAL_EXPONENTS(1.,0.,0.,0.,0.,0.,0.)");
    length = add(`(CONVERSION_BASED_UNIT('INCH',#${measure})LENGTH_UNIT()NAMED_UNIT(#${exponents}))`);
  }
  const angle = add("(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.))");
  const solidAngle = add("(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT())");
  const uncertainty = add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),#${length},'distance_accuracy_value','')`,
  );
  const context = add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((#${uncertainty}))GLOBAL_UNIT_ASSIGNED_CONTEXT((#${length},#${angle},#${solidAngle}))REPRESENTATION_CONTEXT('',''))`,
  );
  const items = [`#${placement}`];
  if (options.solid ?? true) {
    const vertexIds = corners.map((c) => add(`VERTEX_POINT('',#${point(c)})`));
    const edges = new Map<string, { id: number; start: number }>();
    const edge = (a: number, b: number): string => {
      const key = a < b ? `${a}-${b}` : `${b}-${a}`;
      let e = edges.get(key);
      if (!e) {
        const pa = corners[a] as number[];
        const pb = corners[b] as number[];
        const d = pb.map((v, i) => v - (pa[i] as number));
        const len = Math.hypot(...d);
        const line = add(
          `LINE('',#${point(pa)},#${add(`VECTOR('',#${direction(d.map((v) => v / len))},${num(len)})`)})`,
        );
        e = { id: add(`EDGE_CURVE('',#${vertexIds[a]},#${vertexIds[b]},#${line},.T.)`), start: a };
        edges.set(key, e);
      }
      return `#${add(`ORIENTED_EDGE('',*,*,#${e.id},${e.start === a ? ".T." : ".F."})`)}`;
    };
    // Corner loops counter-clockwise seen from outside, with the outward normal and a reference direction.
    const faces: [number[], number[], number[]][] = [
      [
        [0, 3, 2, 1],
        [0, 0, -1],
        [1, 0, 0],
      ],
      [
        [4, 5, 6, 7],
        [0, 0, 1],
        [1, 0, 0],
      ],
      [
        [0, 1, 5, 4],
        [0, -1, 0],
        [1, 0, 0],
      ],
      [
        [2, 3, 7, 6],
        [0, 1, 0],
        [1, 0, 0],
      ],
      [
        [1, 2, 6, 5],
        [1, 0, 0],
        [0, 1, 0],
      ],
      [
        [3, 0, 4, 7],
        [-1, 0, 0],
        [0, 1, 0],
      ],
    ];
    const faceIds = faces.map(([loop, normal, ref]) => {
      const oriented = loop.map((v, i) => edge(v, loop[(i + 1) % loop.length] as number));
      const edgeLoop = add(`EDGE_LOOP('',(${oriented.join(",")}))`);
      const bound = add(`FACE_OUTER_BOUND('',#${edgeLoop},.T.)`);
      const plane = add(
        `PLANE('',#${add(`AXIS2_PLACEMENT_3D('',#${point(corners[loop[0] as number] as number[])},#${direction(normal)},#${direction(ref)})`)})`,
      );
      return `#${add(`ADVANCED_FACE('',(#${bound}),#${plane},.T.)`)}`;
    });
    const shell = add(`CLOSED_SHELL('',(${faceIds.join(",")}))`);
    items.push(`#${add(`MANIFOLD_SOLID_BREP('box',#${shell})`)}`);
  }
  const representation = add(`ADVANCED_BREP_SHAPE_REPRESENTATION('',(${items.join(",")}),#${context})`);
  const app = add("APPLICATION_CONTEXT('automotive design')");
  const product = add(`PRODUCT('box','box','',(#${add(`PRODUCT_CONTEXT('',#${app},'mechanical')`)}))`);
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',#${product})`);
  const definition = add(
    `PRODUCT_DEFINITION('design','',#${formation},#${add(`PRODUCT_DEFINITION_CONTEXT('part definition',#${app},'design')`)})`,
  );
  const shape = add(`PRODUCT_DEFINITION_SHAPE('','',#${definition})`);
  add(`SHAPE_DEFINITION_REPRESENTATION(#${shape},#${representation})`);
  const text = [
    "ISO-10303-21;",
    "HEADER;",
    "FILE_DESCRIPTION(('box'),'2;1');",
    "FILE_NAME('box.step','2024-01-01T00:00:00',(''),(''),'druckwerk','druckwerk','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...lines,
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ].join("\n");
  return encoder.encode(text);
}

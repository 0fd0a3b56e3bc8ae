import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MeshError } from "../errors";
import { exportStl } from "../export/stl";
import { boxMesh, hollowBox } from "../generate/shapes";
import { measureMesh } from "../measure/measure";
import {
  asciiStl,
  binaryStlStartingWithSolid,
  meshObjectXml,
  modelXml,
  obj,
  ply,
  stepBox,
  threeDs,
  threeMfZip,
} from "../testing/fixtures";
import { detectFormat, parseModel } from "./parse";

const cube = boxMesh([0, 0, 0], [10, 20, 30]);
const encoder = new TextEncoder();

function withBom(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(bytes, 3);
  return out;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(MeshError);
    return (error as MeshError).code;
  }
  throw new Error("expected a MeshError");
}

function expectCube(mesh: Parameters<typeof measureMesh>[0], scale = 1) {
  const m = measureMesh(mesh);
  expect(m.triangles).toBe(12);
  expect(m.vertices).toBe(8);
  expect(m.dimensions.x).toBeCloseTo(10 * scale, 4);
  expect(m.dimensions.y).toBeCloseTo(20 * scale, 4);
  expect(m.dimensions.z).toBeCloseTo(30 * scale, 4);
  expect(m.volume).toBeCloseTo(6000 * scale ** 3, 0);
  expect(m.manifold).toBe(true);
}

describe("reading formats", () => {
  it("reads binary STL, including one whose header starts with 'solid'", async () => {
    const plain = await parseModel(exportStl(cube), { filename: "cube.stl" });
    expect(plain.format).toBe("stl-binary");
    expectCube(plain.mesh);
    const solid = await parseModel(binaryStlStartingWithSolid(cube), { filename: "cube.stl" });
    expect(solid.format).toBe("stl-binary");
    expectCube(solid.mesh);
  });

  it("reads ASCII STL", async () => {
    const r = await parseModel(asciiStl(cube), { filename: "cube.stl" });
    expect(r.format).toBe("stl-ascii");
    expectCube(r.mesh);
  });

  it("reads an ASCII STL that starts with a UTF-8 byte-order mark", async () => {
    const bytes = withBom(asciiStl(cube));
    expect(detectFormat(bytes)).toBe("stl-ascii");
    const r = await parseModel(bytes, { filename: "cube.stl" });
    expect(r.format).toBe("stl-ascii");
    expectCube(r.mesh);
  });

  it.each([
    ["ascii PLY", "cube.ply", "ply", withBom(ply(cube, "ascii"))],
    ["binary PLY", "cube.ply", "ply", withBom(ply(cube, "binary_little_endian"))],
    ["OBJ", "cube.obj", "obj", withBom(obj(cube))],
    ["STEP", "cube.step", "step", withBom(stepBox([10, 20, 30], "mm"))],
  ])(
    "recognises and reads %s that starts with a UTF-8 byte-order mark",
    async (_kind, filename, format, bytes) => {
      expect(detectFormat(bytes)).toBe(format);
      const r = await parseModel(bytes, { filename });
      expect(r.format).toBe(format);
      expectCube(r.mesh);
    },
  );

  it.each(["ascii", "binary_little_endian", "binary_big_endian"] as const)(
    "reads PLY %s",
    async (encoding) => {
      const r = await parseModel(ply(cube, encoding), { filename: "cube.ply" });
      expect(r.format).toBe("ply");
      expectCube(r.mesh);
    },
  );

  it("reads OBJ", async () => {
    const r = await parseModel(obj(cube), { filename: "cube.obj" });
    expect(r.format).toBe("obj");
    expectCube(r.mesh);
  });

  it("drops vertices no triangle uses, and leaves them out of the bounds", async () => {
    const text = "v 0 0 0\nv 10 0 0\nv 99 99 99\nv 0 10 0\nf 1 2 4\n";
    const r = await parseModel(new TextEncoder().encode(text), { filename: "stray.obj" });
    expect(Array.from(r.mesh.positions)).toEqual([0, 0, 0, 10, 0, 0, 0, 10, 0]);
    expect(Array.from(r.mesh.indices)).toEqual([0, 1, 2]);
    expect(r.bounds).toEqual({ min: [0, 0, 0], max: [10, 10, 0] });
  });

  it("reads 3DS with each object as its own shell", async () => {
    const second = boxMesh([20, 0, 0], [25, 5, 5]);
    const r = await parseModel(threeDs([cube, second]), { filename: "two.3ds" });
    expect(r.format).toBe("3ds");
    expect(r.bodies).toBe(2);
    const m = measureMesh(r.mesh);
    expect(m.shells).toBe(2);
    expect(m.volume).toBeCloseTo(6000 + 125, 3);
  });

  it("reads 3MF objects, components with transforms, build items and the unit", async () => {
    const small = boxMesh([0, 0, 0], [1, 1, 1]);
    const resources =
      meshObjectXml(1, small) +
      '<object id="2" type="model"><components>' +
      '<component objectid="1"/><component objectid="1" transform="2 0 0 0 2 0 0 0 2 5 0 0"/>' +
      "</components></object>";
    const build = '<item objectid="2"/><item objectid="1" transform="1 0 0 0 1 0 0 0 1 0 0 10"/>';
    const r = await parseModel(threeMfZip(modelXml("centimeter", resources, build)), {
      filename: "a.3mf",
      unit: "inch",
    });
    expect(r.format).toBe("3mf");
    expect(r.unit).toBe("cm");
    expect(r.unitSource).toBe("file");
    expect(r.bodies).toBe(3);
    const m = measureMesh(r.mesh);
    expect(m.shells).toBe(3);
    // 1 + 8 + 1 cubic centimetres.
    expect(m.volume).toBeCloseTo(10_000, 1);
    expect(m.dimensions).toEqual({ x: 70, y: 20, z: 110 });
  });

  it("reads 3MF written with single-quoted, mixed-quoted and entity-bearing attributes", async () => {
    // Quotes of the other kind and ">" are literal inside a value; entities are decoded, so each
    // reference below only finds its object when its value is read exactly.
    const vertices: string[] = [];
    const p = cube.positions;
    for (let i = 0; i < p.length; i += 3) {
      const quote = i % 2 ? "'" : '"';
      vertices.push(`<vertex x='${p[i]}' y=${quote}${p[i + 1]}${quote}\n\tz = "${p[i + 2]}" />`);
    }
    const triangles: string[] = [];
    for (let i = 0; i < cube.indices.length; i += 3) {
      const [a, b, c] = [cube.indices[i], cube.indices[i + 1], cube.indices[i + 2]];
      triangles.push(`<triangle v1='${a}' v2="${b}" v3='&#${48 + (c as number)};'/>`);
    }
    const model = `<?xml version='1.0' encoding='UTF-8'?>
<model unit='centimeter' xml:lang="en-US" xmlns='http://schemas.microsoft.com/3dmanufacturing/core/2015/02'>
  <metadata name='Title'>Bob's "part" &amp; more</metadata>
  <resources>
    <object id='cube &quot;A&quot;' name='Bob&apos;s part > 1 "mm"' type="model">
      <mesh><vertices>${vertices.join("")}</vertices><triangles>${triangles.join("")}</triangles></mesh>
    </object>
    <object id="Bob&apos;s" type='model'>
      <components><component objectid='cube "A"' transform='1 0 0 0 1 0 0 0 1 0 0 0'/></components>
    </object>
  </resources>
  <build><item objectid="Bob's" transform = '2 0 0 0 2 0 0 0 2 0 0 0'/></build>
</model>`;
    const decoy = modelXml(
      "millimeter",
      meshObjectXml(1, boxMesh([0, 0, 0], [1, 1, 1])),
      '<item objectid="1"/>',
    );
    const archive = zipSync({
      "_rels/.rels": encoder.encode(
        "<?xml version='1.0'?><Relationships xmlns='http://schemas.openxmlformats.org/package/2006/relationships'>" +
          "<Relationship Target='/3D/part.model' Id='r0' Type='http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel'/>" +
          "</Relationships>",
      ),
      "3D/part.model": encoder.encode(model),
      "3D/3dmodel.model": encoder.encode(decoy),
    });
    const r = await parseModel(archive, { filename: "quotes.3mf" });
    expect(r.unit).toBe("cm");
    // Scaled by 2 in the build, then centimetres to millimetres.
    expectCube(r.mesh, 20);
  });

  it("keeps a mirrored 3MF instance facing outward", async () => {
    const build = '<item objectid="1" transform="-1 0 0 0 1 0 0 0 1 0 0 0"/>';
    const r = await parseModel(threeMfZip(modelXml("millimeter", meshObjectXml(1, cube), build)), {
      filename: "m.3mf",
    });
    expect(measureMesh(r.mesh).volume).toBeCloseTo(6000, 3);
  });

  it("reads STEP through OpenCascade with the file's unit", async () => {
    const mm = await parseModel(stepBox([10, 20, 30], "mm"), { filename: "box.step" });
    expect(mm.format).toBe("step");
    expect(mm.unit).toBe("mm");
    expectCube(mm.mesh);
    const inch = await parseModel(stepBox([1, 2, 3], "inch"), { filename: "box.stp", unit: "mm" });
    expect(inch.unit).toBe("inch");
    expect(inch.unitSource).toBe("file");
    expectCube(inch.mesh, 2.54);
  });

  it("scales by the caller's unit when the format has none", async () => {
    const cm = await parseModel(exportStl(cube), { filename: "cube.stl", unit: "cm" });
    expect(cm.unit).toBe("cm");
    expect(measureMesh(cm.mesh).dimensions.z).toBeCloseTo(300, 3);
    const inch = await parseModel(exportStl(cube), { filename: "cube.stl", unit: "inch" });
    expect(measureMesh(inch.mesh).dimensions.x).toBeCloseTo(254, 3);
  });

  it("suggests inches for a part far too small in millimetres", async () => {
    const tiny = boxMesh([0, 0, 0], [0.8, 0.5, 0.3]);
    const r = await parseModel(exportStl(tiny), { filename: "tiny.stl", unit: "mm" });
    expect(r.unitSuggestion?.unit).toBe("inch");
    expect(r.unitSuggestion?.dimensions.x).toBeCloseTo(20.32, 2);
    const plausible = await parseModel(exportStl(cube), { filename: "cube.stl" });
    expect(plausible.unitSuggestion).toBeUndefined();
  });

  it("keeps a hollow body as two shells", async () => {
    const r = await parseModel(
      exportStl(
        hollowBox(
          [
            [0, 0, 0],
            [20, 20, 20],
          ],
          [
            [2, 2, 2],
            [18, 18, 18],
          ],
        ),
      ),
      {
        filename: "hollow.stl",
      },
    );
    expect(measureMesh(r.mesh).shells).toBe(2);
  });

  it("reads by content and warns when the extension names another model format", async () => {
    const r = await parseModel(obj(cube), { filename: "cube.stl" });
    expect(r.format).toBe("obj");
    expect(r.warnings.map((w) => w.code)).toEqual(["EXTENSION_MISMATCH"]);
    expect(await codeOf(parseModel(obj(cube), { filename: "cube.stl", onExtensionMismatch: "error" }))).toBe(
      "EXTENSION_MISMATCH",
    );
  });
});

describe("refusing bad input with a stable code", () => {
  const stl = exportStl(cube);
  const withCount = (count: number) => {
    const copy = stl.slice();
    new DataView(copy.buffer).setUint32(80, count, true);
    return copy;
  };
  const nanStl = () => {
    const copy = stl.slice();
    new DataView(copy.buffer).setFloat32(84 + 12, Number.NaN, true);
    return copy;
  };
  const infStl = () => {
    const copy = stl.slice();
    new DataView(copy.buffer).setFloat32(84 + 16, Number.POSITIVE_INFINITY, true);
    return copy;
  };
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const brokenXml = modelXml("millimeter", meshObjectXml(1, cube), '<item objectid="1"/>').replace(
    "</vertices>",
    "",
  );
  const missingObject = modelXml("millimeter", meshObjectXml(1, cube), '<item objectid="7"/>');
  const missingComponent = modelXml(
    "millimeter",
    '<object id="2" type="model"><components><component objectid="9"/></components></object>',
    '<item objectid="2"/>',
  );
  const badIndex = modelXml(
    "millimeter",
    '<object id="1" type="model"><mesh><vertices><vertex x="0" y="0" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object>',
    '<item objectid="1"/>',
  );
  const unterminatedQuote = modelXml("millimeter", meshObjectXml(1, cube), "<item objectid='1/>");
  const unquotedValue = modelXml(
    "millimeter",
    meshObjectXml(1, cube).replace('x="0"', "x=0"),
    '<item objectid="1"/>',
  );
  const bomb = threeMfZip(new Uint8Array(2 * 1024 * 1024).fill(0x20));

  const cases: [string, () => Promise<unknown>][] = [
    ["EMPTY_FILE", () => parseModel(new Uint8Array(0), { filename: "a.stl" })],
    ["FILE_TOO_LARGE", () => parseModel(stl, { filename: "a.stl", maxFileBytes: 100 })],
    ["UNKNOWN_FORMAT", () => parseModel(new TextEncoder().encode("hello world"), { filename: "notes.txt" })],
    [
      "UNKNOWN_FORMAT",
      () => parseModel(new TextEncoder().encode("Einkaufsliste:\nMilch\nBrot\n"), { filename: "liste.stl" }),
    ],
    ["EXTENSION_MISMATCH", () => parseModel(png, { filename: "photo.stl" })],
    ["INVALID_UNIT", () => parseModel(stl, { filename: "a.stl", unit: "furlong" })],
    ["STL_TRUNCATED", () => parseModel(stl.subarray(0, stl.length - 10), { filename: "a.stl" })],
    ["STL_COUNT_MISMATCH", () => parseModel(withCount(11), { filename: "a.stl" })],
    [
      "STL_ASCII_INVALID",
      () =>
        parseModel(
          new TextEncoder().encode(
            "solid x\nfacet normal 0 0 0\nouter loop\nvertex 1 2 oops\nendloop\nendfacet\nendsolid\n",
          ),
          { filename: "a.stl" },
        ),
    ],
    ["NON_FINITE_COORDINATE", () => parseModel(nanStl(), { filename: "a.stl" })],
    ["NON_FINITE_COORDINATE", () => parseModel(infStl(), { filename: "a.stl" })],
    ["NO_TRIANGLES", () => parseModel(withCount(0).subarray(0, 84), { filename: "a.stl" })],
    ["TOO_MANY_TRIANGLES", () => parseModel(stl, { filename: "a.stl", limits: { maxTriangles: 5 } })],
    ["PLY_NO_FACES", () => parseModel(ply(cube, "ascii", { withFaces: false }), { filename: "a.ply" })],
    [
      "PLY_INVALID_HEADER",
      () =>
        parseModel(new TextEncoder().encode("ply\nformat ascii 1.0\nelement vertex 1\n"), {
          filename: "a.ply",
        }),
    ],
    [
      "PLY_TRUNCATED",
      () => parseModel(ply(cube, "binary_little_endian").subarray(0, 300), { filename: "a.ply" }),
    ],
    [
      "INDEX_OUT_OF_RANGE",
      () => parseModel(new TextEncoder().encode("v 0 0 0\nv 1 0 0\nf 1 2 9\n"), { filename: "a.obj" }),
    ],
    [
      "OBJ_INVALID",
      () =>
        parseModel(new TextEncoder().encode("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 x\n"), { filename: "a.obj" }),
    ],
    ["THREEDS_INVALID", () => parseModel(threeDs([cube]).subarray(0, 60), { filename: "a.3ds" })],
    ["THREEMF_NOT_ZIP", () => parseModel(new TextEncoder().encode("<model/>"), { filename: "a.3mf" })],
    ["THREEMF_NO_MODEL", () => parseModel(threeMfZip(undefined), { filename: "a.3mf" })],
    ["THREEMF_BAD_XML", () => parseModel(threeMfZip(brokenXml), { filename: "a.3mf" })],
    ["THREEMF_MISSING_REFERENCE", () => parseModel(threeMfZip(missingObject), { filename: "a.3mf" })],
    ["THREEMF_MISSING_REFERENCE", () => parseModel(threeMfZip(missingComponent), { filename: "a.3mf" })],
    ["THREEMF_BAD_XML", () => parseModel(threeMfZip(unterminatedQuote), { filename: "a.3mf" })],
    ["THREEMF_BAD_XML", () => parseModel(threeMfZip(unquotedValue), { filename: "a.3mf" })],
    ["INDEX_OUT_OF_RANGE", () => parseModel(threeMfZip(badIndex), { filename: "a.3mf" })],
    [
      "ZIP_TOO_LARGE",
      () => parseModel(bomb, { filename: "a.3mf", limits: { maxDecompressedBytes: 1024 * 1024 } }),
    ],
    ["STEP_NO_SOLIDS", () => parseModel(stepBox([1, 1, 1], "mm", { solid: false }), { filename: "a.step" })],
    ["STEP_INVALID", () => parseModel(new TextEncoder().encode("not a step file"), { filename: "a.stp" })],
  ];

  it.each(cases)("%s", async (code, run) => {
    expect(await codeOf(run())).toBe(code);
  });

  it("gives every error a human message", async () => {
    try {
      await parseModel(stl.subarray(0, 100), { filename: "a.stl" });
    } catch (error) {
      expect((error as MeshError).message).toMatch(/declares 12 triangles/);
    }
  });
});

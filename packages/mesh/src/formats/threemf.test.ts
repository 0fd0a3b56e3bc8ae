import { describe, expect, it } from "vitest";
import { MeshError } from "../errors";
import { boxMesh } from "../generate/shapes";
import { measureMesh } from "../measure/measure";
import { meshObjectXml, modelXml, threeMfZip } from "../testing/fixtures";
import { parseModel } from "./parse";

// Small 3MF files, each breaking the 3MF core or materials specification the way one of the
// 3MF Consortium's MUSTFAIL samples does (docs/runbook.md, "3MF conformance").

const cube = boxMesh([0, 0, 0], [10, 10, 10]);
const CORE = "http://schemas.microsoft.com/3dmanufacturing/core/2015/02";
const MATERIAL = "http://schemas.microsoft.com/3dmanufacturing/material/2015/02";
const MODEL_REL = "http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel";
const cubeModel = modelXml("millimeter", meshObjectXml(1, cube), '<item objectid="1"/>');

function rels(...relationships: [target: string, type: string, id?: string][]): string {
  const rows = relationships.map(
    ([target, type, id], i) => `<Relationship Target="${target}" Id="${id ?? `r${i}`}" Type="${type}"/>`,
  );
  return `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rows.join("")}</Relationships>`;
}

function model(body: string, attributes = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="${CORE}" ${attributes}>${body}</model>`;
}

async function refusal(bytes: Uint8Array): Promise<MeshError> {
  try {
    await parseModel(bytes, { filename: "part.3mf" });
  } catch (error) {
    if (error instanceof MeshError) return error;
    throw error;
  }
  throw new Error("the file was read");
}

describe("3MF files whose shape is ambiguous are refused with a code", () => {
  const cases: [string, string, Uint8Array][] = [
    [
      "an object of an unknown type",
      "THREEMF_INVALID_OBJECT_TYPE",
      threeMfZip(cubeModel.replace('type="model"', 'type="invalidtype"')),
    ],
    [
      'a build item placing an object of type "other"',
      "THREEMF_ITEM_NOT_MODEL",
      threeMfZip(cubeModel.replace('type="model"', 'type="other"')),
    ],
    [
      "no 3D model relationship",
      "THREEMF_NO_MODEL",
      threeMfZip(cubeModel, { parts: { "_rels/.rels": rels() } }),
    ],
    [
      "a 3D model relationship to a missing part",
      "THREEMF_NO_MODEL",
      threeMfZip(cubeModel, { parts: { "_rels/.rels": rels(["/3D/other.model", MODEL_REL]) } }),
    ],
    [
      "a second 3D model part",
      "THREEMF_MULTIPLE_MODELS",
      threeMfZip(cubeModel, {
        parts: {
          "3D/second.model": cubeModel,
          "_rels/.rels": rels(["/3D/3dmodel.model", MODEL_REL], ["/3D/second.model", MODEL_REL]),
        },
      }),
    ],
    [
      "a second model in one part",
      "THREEMF_BAD_XML",
      threeMfZip(cubeModel + cubeModel.replace(/<\?xml[^>]*>/, "")),
    ],
    [
      "no build element",
      "THREEMF_MISSING_ELEMENT",
      threeMfZip(model(`<resources>${meshObjectXml(1, cube)}</resources>`)),
    ],
    [
      "no resources element",
      "THREEMF_MISSING_ELEMENT",
      threeMfZip(model('<build><item objectid="1"/></build>')),
    ],
    [
      "two objects with one id",
      "THREEMF_DUPLICATE_ID",
      threeMfZip(
        modelXml("millimeter", meshObjectXml(1, cube) + meshObjectXml(1, cube), '<item objectid="1"/>'),
      ),
    ],
  ];

  it.each(cases)("%s: %s", async (_what, code, bytes) => {
    const error = await refusal(bytes);
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(20);
  });

  it("still reads support objects placed by the build, as 3MF allows", async () => {
    const support = boxMesh([20, 0, 0], [22, 2, 10]);
    const resources =
      meshObjectXml(1, cube) + meshObjectXml(2, support).replace('type="model"', 'type="support"');
    const bytes = threeMfZip(modelXml("millimeter", resources, '<item objectid="1"/><item objectid="2"/>'));
    const parsed = await parseModel(bytes, { filename: "supported.3mf" });
    expect(parsed.bodies).toBe(2);
    expect(parsed.warnings).toEqual([]);
  });
});

describe("3MF files that break the specification where the shape does not depend on it", () => {
  const materials = (resources: string) =>
    threeMfZip(
      model(
        `<resources>${resources}${meshObjectXml(9, cube)}</resources><build><item objectid="9"/></build>`,
        `xmlns:m="${MATERIAL}"`,
      ),
    );
  const base = '<basematerials id="1"><base name="PLA" displaycolor="#0000FF"/></basematerials>';
  const colors = (id: number) => `<m:colorgroup id="${id}"><m:color color="#FFFFFF"/></m:colorgroup>`;

  const cases: [string, string, Uint8Array, RegExp][] = [
    [
      "a relationship out of the package",
      "THREEMF_PACKAGE_ISSUE",
      threeMfZip(cubeModel, {
        parts: {
          "3D/_rels/3dmodel.model.rels": rels([
            "C:/thumbnail.png",
            "http://schemas.microsoft.com/3dmanufacturing/2013/01/3dtexture",
          ]),
        },
      }),
      /outside the package to "C:\/thumbnail.png"/,
    ],
    [
      "a thumbnail that is not in the archive",
      "THREEMF_PACKAGE_ISSUE",
      threeMfZip(cubeModel, {
        parts: {
          "_rels/.rels": rels(
            ["/3D/3dmodel.model", MODEL_REL],
            [
              "/Metadata/thumbnail.png",
              "http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail",
            ],
          ),
        },
      }),
      /missing part \/Metadata\/thumbnail.png/,
    ],
    [
      "two print tickets",
      "THREEMF_PACKAGE_ISSUE",
      threeMfZip(cubeModel, {
        parts: {
          "3D/Metadata/a.xml": "<a/>",
          "3D/_rels/3dmodel.model.rels": rels(
            ["Metadata/a.xml", "http://schemas.microsoft.com/3dmanufacturing/2013/01/printticket"],
            ["Metadata/a.xml", "http://schemas.microsoft.com/3dmanufacturing/2013/01/printticket"],
          ),
        },
      }),
      /more than one print ticket/,
    ],
    [
      "a DOCTYPE",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(cubeModel.replace("<model", "<!DOCTYPE model [ <!ELEMENT model ANY> ]>\n<model")),
      /DOCTYPE/,
    ],
    [
      "an undeclared namespace prefix",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(cubeModel.replace("<resources>", "<dc:created>2015</dc:created><resources>")),
      /prefix "dc"/,
    ],
    [
      "an unknown 3MF namespace not marked ignorable",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(
        cubeModel
          .replace("<model ", '<model xmlns:v2="http://schemas.microsoft.com/3dmanufacturing/v2" ')
          .replace('type="model"', 'type="model" v2:newproperty="x"'),
      ),
      /v2:newproperty/,
    ],
    [
      "xml:space",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(cubeModel.replace("<model ", '<model xml:space="default" ')),
      /xml:space/,
    ],
    [
      "a metadata name given twice",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(
        cubeModel.replace(
          "<resources>",
          '<metadata name="Title">A</metadata><metadata name="Title">B</metadata><resources>',
        ),
      ),
      /metadata "Title" twice/,
    ],
    [
      "a metadata name 3MF does not define, without a prefix",
      "THREEMF_MARKUP_ISSUE",
      threeMfZip(cubeModel.replace("<resources>", '<metadata name="Undefined">A</metadata><resources>')),
      /metadata name "Undefined", which 3MF does not define/,
    ],
    [
      "two colour groups with one id",
      "THREEMF_MATERIALS_IGNORED",
      materials(colors(2) + colors(2)),
      /id 2 twice/,
    ],
    [
      "a colour without a value",
      "THREEMF_MATERIALS_IGNORED",
      materials('<m:colorgroup id="2"><m:color/></m:colorgroup>'),
      /color without a valid color value/,
    ],
    [
      "a composite naming no base materials",
      "THREEMF_MATERIALS_IGNORED",
      materials(`${base}${colors(2)}<m:compositematerials id="3" matid="2" matindices="0"/>`),
      /matid that names no basematerials/,
    ],
    [
      "multiproperties layering two colour groups",
      "THREEMF_MATERIALS_IGNORED",
      materials(`${colors(2)}${colors(3)}<m:multiproperties id="4" pids="2 3"/>`),
      /more than one colorgroup/,
    ],
    [
      "a texture without a path",
      "THREEMF_MATERIALS_IGNORED",
      materials('<m:texture2d id="2" contenttype="image/png"/>'),
      /texture2d 2 without a path/,
    ],
  ];

  it.each(cases)("%s: read with %s", async (_what, code, bytes, detail) => {
    const parsed = await parseModel(bytes, { filename: "part.3mf" });
    expect(measureMesh(parsed.mesh).volume).toBeCloseTo(1000, 3);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]?.code).toBe(code);
    expect(parsed.warnings[0]?.message).toMatch(detail);
  });

  it("reads a conforming file with colours, ignorable markup and a present thumbnail without warnings", async () => {
    const bytes = threeMfZip(
      model(
        `<metadata name="Title">Cube</metadata><metadata name="v2:Note">x</metadata><resources>${base}${colors(2)}<m:multiproperties id="3" pids="1 2"/>${meshObjectXml(9, cube).replace('type="model"', 'type="model" pid="1" pindex="0" v2:note="x"')}</resources><build><item objectid="9"/></build>`,
        `xmlns:m="${MATERIAL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v2="http://schemas.microsoft.com/3dmanufacturing/v2" mc:Ignorable="v2"`,
      ),
      {
        parts: {
          "Metadata/thumbnail.png": "png",
          "_rels/.rels": rels(
            ["/3D/3dmodel.model", MODEL_REL],
            [
              "Metadata/thumbnail.png",
              "http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail",
            ],
          ),
        },
      },
    );
    const parsed = await parseModel(bytes, { filename: "cube.3mf" });
    expect(parsed.warnings).toEqual([]);
    expect(measureMesh(parsed.mesh).volume).toBeCloseTo(1000, 3);
  });

  it("names three problems of a kind and counts the rest", async () => {
    const twice = [2, 3, 4, 5].map((id) => colors(id) + colors(id)).join("");
    const parsed = await parseModel(materials(twice), { filename: "part.3mf" });
    expect(parsed.warnings[0]?.message).toMatch(
      /id 2 twice.*id 4 twice \(colorgroup and colorgroup\) \(and 1 more\)\.$/,
    );
  });
});

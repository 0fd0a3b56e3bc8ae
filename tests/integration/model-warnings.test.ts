import { boxMesh } from "@druckwerk/mesh";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser } from "./browser";
import { eventually } from "./eventually";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";

const UPLOAD = `mutation ($file: Upload!) {
  uploadModel(file: $file) { ... on UploadModelSuccess { modelFile { id } } }
}`;
const FILE = `query ($id: ID!) {
  modelFile(id: $id) { status error { code } warnings { code message } dimensions { x y z } }
}`;

interface FileAnswer {
  status: string;
  error: { code: string } | null;
  warnings: { code: string; message: string }[];
  dimensions: { x: number; y: number; z: number } | null;
}

const encoder = new TextEncoder();

/** A 3MF holding a 20 x 10 x 5 mm block, with `edit` applied to its model part. */
function blockThreeMf(edit: (model: string) => string = (model) => model): Uint8Array {
  const mesh = boxMesh([0, 0, 0], [20, 10, 5]);
  const vertices: string[] = [];
  for (let i = 0; i < mesh.positions.length; i += 3) {
    vertices.push(
      `<vertex x="${mesh.positions[i]}" y="${mesh.positions[i + 1]}" z="${mesh.positions[i + 2]}"/>`,
    );
  }
  const triangles: string[] = [];
  for (let i = 0; i < mesh.indices.length; i += 3) {
    triangles.push(
      `<triangle v1="${mesh.indices[i]}" v2="${mesh.indices[i + 1]}" v3="${mesh.indices[i + 2]}"/>`,
    );
  }
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02" xmlns:m="http://schemas.microsoft.com/3dmanufacturing/material/2015/02">
<resources><m:colorgroup id="2"><m:color color="#FF0000"/></m:colorgroup>
<object id="1" type="model"><mesh><vertices>${vertices.join("")}</vertices><triangles>${triangles.join("")}</triangles></mesh></object></resources>
<build><item objectid="1"/></build>
</model>`;
  return zipSync({
    "_rels/.rels": encoder.encode(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Target="/3D/3dmodel.model" Id="r0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>',
    ),
    "3D/3dmodel.model": encoder.encode(edit(model)),
  });
}

describe("what reading a model file overlooked reaches the shopper", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
  });
  afterAll(() => shop?.stop());

  async function analysed(bytes: Uint8Array, filename: string): Promise<FileAnswer> {
    const shopper = browser(shop, "203.0.113.7");
    const { data } = await shopper.upload<{ uploadModel: { modelFile: { id: string } } }>(
      UPLOAD,
      {},
      { bytes, filename },
    );
    const id = data?.uploadModel.modelFile.id;
    return eventually(async () => {
      const file = (await shopper.graphql<{ modelFile: FileAnswer }>(FILE, { id })).data?.modelFile;
      return file && (file.status === "COMPLETED" || file.status === "FAILED") ? file : undefined;
    }, "the analysis ends");
  }

  it("lists a 3MF's invalid colour data as a warning and measures the block", async () => {
    const file = await analysed(
      blockThreeMf((model) => model.replace('<m:color color="#FF0000"/>', "<m:color/>")),
      "block.3mf",
    );
    expect(file).toMatchObject({
      status: "COMPLETED",
      error: null,
      warnings: [{ code: "THREEMF_MATERIALS_IGNORED", message: expect.stringMatching(/color/) }],
    });
    expect(file.dimensions?.x).toBeCloseTo(20, 4);
  });

  it("lists no warning for a conforming 3MF, and one for an STL named .ply", async () => {
    expect(await analysed(blockThreeMf(), "block.3mf")).toMatchObject({ status: "COMPLETED", warnings: [] });
    expect(await analysed(models.block(), "block.ply")).toMatchObject({
      status: "COMPLETED",
      warnings: [{ code: "EXTENSION_MISMATCH" }],
    });
  });

  it("fails a 3MF whose build places an object of type other with its code", async () => {
    const file = await analysed(
      blockThreeMf((model) => model.replace('type="model"', 'type="other"')),
      "other.3mf",
    );
    expect(file).toMatchObject({ status: "FAILED", error: { code: "THREEMF_ITEM_NOT_MODEL" }, warnings: [] });
  });
});

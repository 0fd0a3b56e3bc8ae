import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import { type Browser, browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models, stlOf } from "./models";

const UPLOAD = `mutation ($file: Upload!) {
  uploadModel(file: $file) { ... on UploadModelSuccess { task { id stage } modelFile { id analysisStage } } }
}`;
const PROGRESS = `subscription ($id: ID!) { analysisProgress(taskId: $id) { status phase progress stage } }`;
const MODEL = `query ($id: ID!) {
  modelFile(id: $id) {
    status analysisStage dimensions { x } analysis { volume thickness { min } }
    viewerModelUrl wallThicknessDataUrl frontPictureUrl
  }
}`;

interface Task {
  status: string;
  phase: string;
  progress: number;
  stage: string;
}
interface Price {
  printable: boolean;
  tooSmall: boolean;
  gross: number | null;
}
interface Matrix {
  printModes: {
    id: string;
    features: { minFeatureSize: number };
    surfaceFinishes: { colors: { price: Price | null }[] }[];
  }[];
}

/** Each mode's first colour's price, by mode id, with the mode's minimum feature size. */
const firstPrices = (matrix: Matrix) =>
  new Map(
    matrix.printModes.map((mode) => [
      mode.id,
      { min: mode.features.minFeatureSize, price: mode.surfaceFinishes[0]?.colors[0]?.price },
    ]),
  );

describe.each(testDatabaseKinds())("the instant quote (%s)", (kind) => {
  let shop: TestShop;
  let shopper: Browser;
  beforeAll(async () => {
    shop = await startTestShop(kind);
    shopper = browser(shop, "203.0.113.61");
  });
  afterAll(() => shop?.stop());

  const matrix = async (modelFileId: string) => {
    const answer = await shopper.graphql<Matrix>(print(PriceMatrixDocument), {
      modelFileId,
      scale: 1,
      unit: "MM",
      quantity: 1,
      language: "DE",
    });
    expect(answer.errors).toBeUndefined();
    return answer.data as Matrix;
  };

  // A 40 mm box with 0.5 mm walls in about 400,000 triangles: large sides, walls too thin for
  // the modes with a larger minimum feature size, and walls that take a while to measure.
  it("prices a model once it is measured, before its walls are, and refines tooSmall when they are", async () => {
    const uploaded = await shopper.upload<{
      uploadModel: { task: { id: string; stage: string }; modelFile: { id: string; analysisStage: string } };
    }>(UPLOAD, {}, { bytes: stlOf(models.thinWalled(40, 130)), filename: "thin box.stl" });
    const { task, modelFile } = uploaded.data?.uploadModel ?? expect.unreachable();
    expect(task.stage).toBe("NONE");
    expect(modelFile.analysisStage).toBe("NONE");

    // What the shop answers at the first MEASURED state of the task, and at its end.
    const seen: Task[] = [];
    let atMeasured: Promise<{ model: unknown; matrix: Matrix; model3mf: number }> | undefined;
    const client = shopper.socket();
    await new Promise<void>((resolve, reject) =>
      client.subscribe(
        { query: PROGRESS, variables: { id: task.id } },
        {
          next: ({ data }) => {
            const state = (data as { analysisProgress: Task }).analysisProgress;
            seen.push(state);
            if (state.stage === "MEASURED" && !atMeasured)
              atMeasured = Promise.all([
                shopper.graphql(MODEL, { id: modelFile.id }),
                matrix(modelFile.id),
                fetch(`${shop.servicesUrl}/analytx/file/${modelFile.id}/files.3mf`).then((r) => r.status),
              ]).then(([model, prices, model3mf]) => ({ model: model.data, matrix: prices, model3mf }));
          },
          error: reject,
          complete: resolve,
        },
      ),
    ).finally(() => client.dispose());

    // The states in order: measured while running, then completed.
    const measuredAt = seen.findIndex((state) => state.stage === "MEASURED");
    expect(measuredAt, JSON.stringify(seen)).toBeGreaterThan(-1);
    expect(seen[measuredAt]).toMatchObject({ status: "RUNNING", phase: "MEASURING", progress: 90 });
    expect(seen.at(-1)).toMatchObject({ status: "COMPLETED", stage: "COMPLETED", progress: 100 });
    expect(seen.slice(measuredAt + 1, -1).every((state) => state.stage === "MEASURED")).toBe(true);

    const measured = await (atMeasured ?? expect.unreachable());
    expect(measured.model).toEqual({
      modelFile: {
        status: "PROCESSING",
        analysisStage: "MEASURED",
        dimensions: { x: expect.closeTo(40, 3) },
        analysis: { volume: expect.closeTo(40 ** 3 - 39 ** 3, 0), thickness: null },
        viewerModelUrl: null,
        wallThicknessDataUrl: null,
        frontPictureUrl: null,
      },
    });
    expect(measured.model3mf).toBe(409); // the model files follow with the rest

    const after = await shopper.graphql<{ modelFile: { analysis: { thickness: { min: number } } } }>(MODEL, {
      id: modelFile.id,
    });
    expect(after.data?.modelFile).toMatchObject({
      status: "COMPLETED",
      analysisStage: "COMPLETED",
      viewerModelUrl: expect.any(String),
    });
    expect(after.data?.modelFile.analysis.thickness.min).toBeCloseTo(0.5, 1);

    // The same prices before and after; the walls under a mode's minimum make it tooSmall only after.
    const before = firstPrices(measured.matrix);
    const completed = firstPrices(await matrix(modelFile.id));
    const thinForSome = [...before].filter(([, { min }]) => min > 0.5);
    expect(thinForSome.length).toBeGreaterThan(0);
    for (const [id, { min, price }] of before) {
      expect(price?.printable, id).toBe(true);
      expect(price?.tooSmall, id).toBe(false);
      const later = completed.get(id)?.price;
      expect(later?.gross, id).toBe(price?.gross);
      expect(later?.tooSmall, id).toBe(min > 0.5);
    }
  }, 120_000);
});

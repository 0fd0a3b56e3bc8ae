import { readdirSync } from "node:fs";
import { exportObj, exportStl, hollowBox, torusMesh } from "@druckwerk/mesh";
import type { Database } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../db/schema";
import type { AnalysisEngine, EngineInput } from "../engine/engine";
import { meshEngine } from "../engine/mesh-engine";
import { settledTaskStatus, startTestAnalytx, uploadTo } from "../testing/service";

/** An STL upload is read while it arrives: refused early when it cannot be read, analysed without reading it again. */
describe("reading an upload while it arrives", () => {
  let analytx: Awaited<ReturnType<typeof startTestAnalytx>>;
  let url: string;
  let database: Database;
  let filesDir: string;
  const inner = meshEngine({ threads: 1 });
  /** What each analysis was given: the model read while uploaded, or the file alone. */
  const given: { filename: string; read: boolean }[] = [];
  /** When set, the analysis reads the stored file although a model was read (as on another replica). */
  let dropRead = false;
  const engine: AnalysisEngine = {
    ...inner,
    analyse: (input: EngineInput) => {
      given.push({ filename: input.filename, read: input.read !== undefined });
      const { read: _read, ...withoutRead } = input;
      return inner.analyse(dropRead ? withoutRead : input);
    },
  };

  beforeAll(async () => {
    analytx = await startTestAnalytx(engine);
    ({ url, database, filesDir } = analytx);
  });
  afterAll(() => analytx.close());

  const upload = (bytes: Uint8Array, filename: string, unit = "mm") => uploadTo(url, bytes, filename, unit);
  const analysed = async (bytes: Uint8Array, filename: string, unit = "mm") => {
    const { status, body } = await upload(bytes, filename, unit);
    expect(status).toBe(201);
    expect(await settledTaskStatus(url, body.taskId)).toBe("completed");
    const file = (await (await fetch(`${url}/analytx/file/${body.createdObject._id}`)).json()) as Record<
      string,
      unknown
    >;
    // What the analysis found (the rest names the file and its task).
    const { repairImages, ...repairCounts } = file.repairInfo as Record<string, unknown>;
    const fields = ["status", "format", "givenUnitOfLength", "detectedUnitOfLength", "suggestedUnitOfLength"];
    return {
      ...Object.fromEntries(fields.map((field) => [field, file[field]])),
      analysedProperties: file.analysedProperties,
      warnings: file.warnings,
      repairCounts,
    };
  };
  const storedFiles = () =>
    readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

  it("analyses the model read while uploaded, and the stored file alike when it is not there", async () => {
    const stl = exportStl(torusMesh(20, 6, 60, 40));
    const box = exportStl(
      hollowBox(
        [
          [0, 0, 0],
          [30, 20, 10],
        ],
        [
          [2, 2, 2],
          [28, 18, 8],
        ],
      ),
    );
    for (const [bytes, unit] of [
      [stl, "mm"],
      [box, "cm"],
    ] as const) {
      given.length = 0;
      dropRead = false;
      const fromUpload = await analysed(bytes, "part.stl", unit);
      dropRead = true;
      const fromFile = await analysed(bytes, "part.stl", unit);
      dropRead = false;
      expect(given).toEqual([
        { filename: "part.stl", read: true },
        { filename: "part.stl", read: true }, // given, and dropped by this engine: the file is read
      ]);
      expect(fromUpload).toEqual(fromFile);
      expect(fromUpload).toMatchObject({
        status: "completed",
        format: "stl-binary",
        givenUnitOfLength: unit,
      });
    }
  }, 60_000);

  it("reads other formats from the stored file", async () => {
    given.length = 0;
    const fromObj = await analysed(exportObj(torusMesh(20, 6, 30, 20)), "part.obj");
    expect(fromObj).toMatchObject({ status: "completed", format: "obj" });
    expect(given).toEqual([{ filename: "part.obj", read: false }]);
  }, 30_000);

  it("refuses an STL that cannot be read while it arrives: its task fails with the engine's code, nothing is stored", async () => {
    const before = storedFiles().length;
    const stl = exportStl(torusMesh(20, 6, 60, 40));
    const triangles = (stl.length - 84) / 50;
    const declaring = (count: number) => {
      const copy = stl.slice();
      new DataView(copy.buffer).setUint32(80, count, true);
      return copy;
    };
    given.length = 0;
    for (const [bytes, code] of [
      [declaring(triangles - 1), "STL_COUNT_MISMATCH"], // runs past its count after 99.98 % of it
      [declaring(100), "STL_COUNT_MISMATCH"], // runs past its count after 5 kB
      [declaring(2_000_000), "STL_TRUNCATED"], // needs 100 MB: more than the upload has
      [stl.subarray(0, stl.length - 10), "STL_TRUNCATED"],
    ] as const) {
      const { status, body } = await upload(bytes, "broken.stl");
      expect(status).toBe(201);
      const task = await (await fetch(`${url}/analytx/task/${body.taskId}`)).json();
      expect(task).toMatchObject({ status: "failed", phase: "failed", error: { code } });
      const [file] = await database.db.select().from(files).where(eq(files.id, body.createdObject._id));
      expect(file).toMatchObject({ sizeBytes: bytes.length, error: { code }, analysis: null });
      // Nothing to analyse again: a retry answers the task as it failed.
      const retry = await fetch(`${url}/analytx/task/${body.taskId}/retry`, { method: "POST" });
      expect(await retry.json()).toMatchObject({ status: "failed", error: { code } });
    }
    expect(given).toEqual([]); // no analysis ran
    expect(storedFiles()).toHaveLength(before);
    // The service goes on as before.
    expect(await analysed(stl, "fine.stl")).toMatchObject({ status: "completed" });
  }, 30_000);
});

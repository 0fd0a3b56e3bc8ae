import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { parseModel } from "@druckwerk/mesh";
import { NodeIO } from "@gltf-transform/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models, stlOf } from "./models";
import { json, uploadFile, waitForTask } from "./rest-client";

const PNG = [0x89, 0x50, 0x4e, 0x47];

describe("analytx: upload, analysis and pictures over REST", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
  });
  afterAll(() => shop?.stop());

  it("stores an upload, answers the task at once and analyses the model", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.block(), "Halter v2.stl");
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      taskId: expect.any(String),
      createdObject: { _id: expect.any(String), name: "Halter v2" },
    });
    const task = await waitForTask(shop.servicesUrl, upload.body.taskId);
    expect(task).toMatchObject({
      status: "completed",
      phase: "completed",
      message: "completed",
      progress: 100,
    });

    const file = await json(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}`);
    expect(file.body).toMatchObject({
      status: "completed",
      format: "stl-binary",
      givenUnitOfLength: "mm",
      analysedProperties: { triangles: 12, shells: 1, manifold: true, openEdges: 0 },
      repairInfo: { flippedPolygons: 0, closedOpenLoops: 0, removedFlatOpenShells: 0, mergedVertexPairs: 0 },
    });
    const { dimensions, volume, area } = file.body.analysedProperties;
    expect(dimensions.x).toBeCloseTo(20, 4);
    expect(dimensions.y).toBeCloseTo(10, 4);
    expect(dimensions.z).toBeCloseTo(5, 4);
    expect(volume).toBeCloseTo(1000, 2);
    expect(area).toBeCloseTo(700, 2);
    expect(Object.keys(file.body.repairInfo.repairImages)).toHaveLength(24);
  });

  it("takes a Wavefront OBJ and measures it like the same block in STL", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.blockObj(), "Halter.obj");
    expect(upload.status).toBe(201);
    expect(await waitForTask(shop.servicesUrl, upload.body.taskId)).toMatchObject({ status: "completed" });
    const file = await json(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}`);
    expect(file.body).toMatchObject({
      format: "obj",
      analysedProperties: { triangles: 12, shells: 1, manifold: true },
    });
    expect(file.body.analysedProperties.volume).toBeCloseTo(1000, 2);
  });

  it("serves the viewer's 3MF, the repaired STL, the front picture and the repair and thickness pictures", async () => {
    const upload = await uploadFile(shop.servicesUrl, stlOf(models.thinWalled()), "box.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    const id = upload.body.createdObject._id;
    const file = (await json(`${shop.servicesUrl}/analytx/file/${id}`)).body;
    expect(file.analysedProperties.thickness.min).toBeCloseTo(0.5, 1);

    const model = await fetch(`${shop.servicesUrl}${file.files["3mf"]}`);
    expect(model.headers.get("content-type")).toContain("model/3mf");
    expect([...new Uint8Array(await model.arrayBuffer()).slice(0, 2)]).toEqual([0x50, 0x4b]); // a ZIP
    const repaired = await fetch(`${shop.servicesUrl}${file.files.repaired}`);
    expect(repaired.headers.get("content-disposition")).toContain("box-repaired.stl");
    for (const path of [
      file.frontPictures[0],
      file.repairInfo.repairImages["x-m-90"],
      `/analytx/file/${id}/histogram-image?scale=1&unitOfLength=mm&direction=pz&rotation=0&threshold=0.7`,
    ]) {
      const picture = await fetch(`${shop.servicesUrl}${path}`);
      expect(picture.status, path).toBe(200);
      expect([...new Uint8Array(await picture.arrayBuffer()).slice(0, 4)]).toEqual(PNG);
    }
  });

  it("draws the thickness picture against the threshold it is given, and needs one with a print mode", async () => {
    const upload = await uploadFile(shop.servicesUrl, stlOf(models.thinWalled()), "box.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    const picture = (query: string) =>
      fetch(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}/histogram-image?${query}`);
    const bytes = async (query: string) => Buffer.from(await (await picture(query)).arrayBuffer());
    // The 0.5 mm walls are thick enough against 0.4 mm and too thin against 0.7 mm.
    expect((await bytes("threshold=0.4")).equals(await bytes("threshold=0.7"))).toBe(false);

    const modeOnly = await picture("printModeId=sls-pa12-white");
    expect(modeOnly.status).toBe(422);
    expect(((await modeOnly.json()) as { error: { code: string } }).error.code).toBe("THRESHOLD_REQUIRED");
  });

  it("gives the wall thickness of every triangle of the viewer's GLB and the 3MF, in the shopper's unit", async () => {
    const upload = await uploadFile(shop.servicesUrl, stlOf(models.thinWalled()), "box.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    const id = upload.body.createdObject._id;
    const model = await fetch(`${shop.servicesUrl}/analytx/file/${id}/files.3mf`);
    const { mesh } = await parseModel(new Uint8Array(await model.arrayBuffer()), { filename: "files.3mf" });

    const answer = await fetch(`${shop.servicesUrl}/analytx/file/${id}/thickness`);
    expect(answer.headers.get("content-type")).toContain("application/octet-stream");
    const inMillimetres = new Float32Array(await answer.arrayBuffer());
    expect(inMillimetres.length).toBe(mesh.indices.length / 3);
    // Every face of a box with 0.5 mm walls, inside and out, is 0.5 mm from the opposite surface.
    for (const value of inMillimetres) expect(value).toBeCloseTo(0.5, 1);

    const viewer = await fetch(`${shop.servicesUrl}/analytx/file/${id}/viewer.glb`);
    expect(viewer.headers.get("content-type")).toBe("model/gltf-binary");
    const glb = await new NodeIO().readBinary(new Uint8Array(await viewer.arrayBuffer()));
    const primitive = glb.getRoot().listMeshes()[0]?.listPrimitives()[0];
    expect(Array.from(primitive?.getIndices()?.getArray() ?? [])).toEqual(Array.from(mesh.indices));
    expect(Array.from(primitive?.getAttribute("POSITION")?.getArray() ?? [])).toEqual(
      Array.from(mesh.positions),
    );

    const inCentimetres = await fetch(`${shop.servicesUrl}/analytx/file/${id}/thickness?unitOfLength=cm`);
    expect(new Float32Array(await inCentimetres.arrayBuffer())[0]).toBeCloseTo(5, 0);
    expect((await fetch(`${shop.servicesUrl}/analytx/file/${id}/thickness?unitOfLength=m`)).status).toBe(400);
  });

  describe("render data stored by an earlier version, without magic and format version", () => {
    const stored = (id: string, name: string) => path.join(shop.dataDir, "files", "analytx", id, name);
    /** Rewrites a file's render data as the first deploys stored it: the same counts and arrays, no header. */
    const downgrade = (id: string) => {
      const current = readFileSync(stored(id, "render-data.bin"));
      // Version 1 is "DWRD", the version, then [vertexCount][triangleCount] and the arrays.
      expect(current.subarray(0, 4).toString("latin1")).toBe("DWRD");
      writeFileSync(stored(id, "render-data.bin"), current.subarray(8));
    };
    const analysed = async () => {
      const upload = await uploadFile(shop.servicesUrl, stlOf(models.thinWalled()), "old.stl");
      await waitForTask(shop.servicesUrl, upload.body.taskId);
      return upload.body.createdObject._id as string;
    };

    it("is made again from the upload: the thickness answer is right and the copy is current again", async () => {
      const id = await analysed();
      const thickness = async () =>
        new Float32Array(
          await (await fetch(`${shop.servicesUrl}/analytx/file/${id}/thickness`)).arrayBuffer(),
        );
      const fresh = await thickness();
      downgrade(id);

      const again = await thickness();
      expect(again).toEqual(fresh);
      // Every face of a box with 0.5 mm walls is 0.5 mm from the opposite surface.
      for (const value of again) expect(value).toBeCloseTo(0.5, 1);
      expect(readFileSync(stored(id, "render-data.bin")).subarray(0, 4).toString("latin1")).toBe("DWRD");
      const picture = await fetch(
        `${shop.servicesUrl}/analytx/file/${id}/repair-image?axis=x&direction=m&rotation=90`,
      );
      expect(picture.status).toBe(200);
    });

    it("answers 410 ORIGINAL_UPLOAD_MISSING when the upload to make it from is gone", async () => {
      const id = await analysed();
      downgrade(id);
      rmSync(stored(id, "original.stl"));
      const answer = await json(`${shop.servicesUrl}/analytx/file/${id}/thickness`);
      expect(answer.status).toBe(410);
      expect(answer.body.error.code).toBe("ORIGINAL_UPLOAD_MISSING");
    });
  });

  it("re-measures in a new unit and renames, trimming the name", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.block(), "block.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    const id = upload.body.createdObject._id;
    const patched = await json(`${shop.servicesUrl}/analytx/file/${id}`, {
      method: "PATCH",
      json: { givenUnitOfLength: "cm", name: "  Bracket  " },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe("Bracket");
    expect(patched.body.analysedProperties.dimensions.x).toBeCloseTo(200, 3);
    expect(patched.body.analysedProperties.volume).toBeCloseTo(1_000_000, 0);
  });

  it("counts a flipped face as one flipped polygon", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.flippedBlock(), "flipped.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    const file = await json(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}`);
    expect(file.body.repairInfo.flippedPolygons).toBe(1);
  });

  it("fails a broken file's task with the engine's code, and the service stays usable", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.truncated(), "broken.stl");
    expect(upload.status).toBe(201);
    const task = await waitForTask(shop.servicesUrl, upload.body.taskId);
    expect(task).toMatchObject({ status: "failed", error: { code: "STL_TRUNCATED" } });
    const file = await json(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}`);
    expect(file.body).toMatchObject({
      status: "failed",
      error: { code: "STL_TRUNCATED" },
      analysedProperties: null,
    });
    const again = await uploadFile(shop.servicesUrl, models.block(), "fine.stl");
    expect((await waitForTask(shop.servicesUrl, again.body.taskId)).status).toBe("completed");
  });

  it("refuses wrong types and empty files before analysing them", async () => {
    const pdf = await uploadFile(shop.servicesUrl, new Uint8Array([1, 2, 3]), "drawing.pdf");
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.code).toBe("UNSUPPORTED_FILE_TYPE");
    const empty = await uploadFile(shop.servicesUrl, new Uint8Array(), "empty.stl");
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("EMPTY_FILE");
  });

  it("refuses a body announced over 100 MB before reading it", async () => {
    const answer = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const req = request(`${shop.servicesUrl}/analytx/file/`, {
          method: "POST",
          headers: {
            "content-type": "multipart/form-data; boundary=x",
            "content-length": String(101 * 1024 * 1024 + 2_000_000),
          },
        });
        req.on("response", (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
          });
        });
        req.on("error", reject);
        req.write("--x\r\n"); // a few bytes, never the announced 103 MB
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
    expect(JSON.parse(answer.body).error.code).toBe("FILE_TOO_LARGE");
  });

  it("streams the task's phases as server-sent events until it completes", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.block(), "events.stl");
    const response = await fetch(`${shop.servicesUrl}/analytx/task/${upload.body.taskId}/events`);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const text = await response.text();
    const events = text
      .split("\n\n")
      .filter((block) => block.startsWith("event: task"))
      .map((block) => JSON.parse(block.split("data: ")[1] ?? "{}"));
    expect(events.at(-1)).toMatchObject({ status: "completed", progress: 100 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("answers unknown ids with 404", async () => {
    expect((await json(`${shop.servicesUrl}/analytx/file/nope`)).status).toBe(404);
    expect((await json(`${shop.servicesUrl}/analytx/task/00000000-0000-0000-0000-000000000000`)).status).toBe(
      404,
    );
  });
});

describe("analytx: a task whose worker died", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop("pglite");
  });
  afterAll(() => shop?.stop());

  it("is picked up again once its lease has run out, as after a restart", async () => {
    const upload = await uploadFile(shop.servicesUrl, models.block(), "crash.stl");
    await waitForTask(shop.servicesUrl, upload.body.taskId);
    // Put the task back where a crashed worker leaves it: running, mid-analysis, its lease expired.
    await shop.database.db.execute(
      sql`update analytx.tasks set status = 'running', phase = 'repairing', progress = 55,
          lease_until = now() - interval '1 second' where id = ${upload.body.taskId}`,
    );
    await shop.database.db.execute(
      sql`update analytx.files set analysis = null where id = ${upload.body.createdObject._id}`,
    );
    expect((await json(`${shop.servicesUrl}/analytx/task/${upload.body.taskId}`)).body.status).toBe(
      "running",
    );
    const task = await waitForTask(shop.servicesUrl, upload.body.taskId, 80);
    expect(task).toMatchObject({ status: "completed", phase: "completed" });
    const file = await json(`${shop.servicesUrl}/analytx/file/${upload.body.createdObject._id}`);
    expect(file.body.analysedProperties.dimensions.x).toBeCloseTo(20, 4);
  });
});

import { type Database, type FileStorage, HttpError, isUuid, notFound } from "@druckwerk/platform";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  fileClaimAnswerSchema,
  fileClaimRequestSchema,
  fileLookupAnswerSchema,
  fileLookupRequestSchema,
  fileSchema,
  fileUpdateSchema,
  histogramQuerySchema,
  MAX_UPLOAD_BYTES,
  type Task,
  taskSchema,
  type UnitOfLength,
  unitOfLengthSchema,
  uploadAnswerSchema,
  viewQuerySchema,
} from "./contract";
import { files, tasks } from "./db/schema";
import type { AnalysisEngine, ExportRequest, PictureRequest, PictureView } from "./engine/engine";
import { thicknessOf } from "./engine/render-data";
import { storedRenderData } from "./engine/stored-render-data";
import { attachmentDisposition } from "./files/attachment";
import { fileKeys } from "./files/keys";
import { hashUploaderKey, mayRead, type Owner, readableFile, readableTask, readerOf } from "./files/owner";
import { pictureCache } from "./files/picture-cache";
import { presentFile, unitFactor } from "./files/present";
import type { ReadAheadModels } from "./files/read-ahead";
import { storeUpload, tooLarge } from "./files/upload";
import { type UploadQuota, uploadQuota } from "./files/upload-quota";
import type { TaskEvents } from "./tasks/events";
import { latestTaskOf, presentTask, requeueTask, type TaskRow } from "./tasks/repository";

export interface AnalytxRouteOptions {
  database: Database;
  storage: FileStorage;
  engine: AnalysisEngine;
  events: TaskEvents;
  /** Called after an upload so the runner starts at once. */
  onQueued: () => void;
  /** The models read while uploaded, for their analyses. */
  readAhead: ReadAheadModels;
  /** What one client may upload. */
  uploadQuota: UploadQuota;
  /** The memory rendered pictures may take, in bytes. */
  pictureCacheBytes: number;
}

// Ids that are not UUIDs name nothing here: they answer 404 like any unknown id.
const idParams = z.object({ id: z.string() });
const taskParams = z.object({ taskId: z.string() });
/** The thickness a picture is measured against when the request names none. */
const DEFAULT_THRESHOLD_MM = 1;
/** Multipart framing around the file is small; anything far beyond MAX_UPLOAD_BYTES is refused unread. */
const MULTIPART_OVERHEAD = 1024 * 1024;

export const analytxRoutes: FastifyPluginAsyncZod<AnalytxRouteOptions> = async (app, options) => {
  const { database, storage, engine, events } = options;
  const { db } = database;
  const renderDataOf = storedRenderData(storage, engine);
  const quota = uploadQuota(database, options.uploadQuota);
  const pictures = pictureCache(options.pictureCacheBytes);

  // Every route that reads or changes a file or its task finds it through these two, for the
  // request's reader: another owner's file is answered exactly as an unknown one.
  async function loadFile(id: string, reader: Owner | null) {
    const file = await readableFile(db, id, reader);
    if (!file) throw notFound(`3D file ${id}`);
    return file;
  }

  async function loadTask(id: string, reader: Owner | null) {
    const task = await readableTask(db, id, reader);
    if (!task) throw notFound(`Task ${id}`);
    return task;
  }

  async function fileEntity(id: string, reader: Owner | null) {
    const file = await loadFile(id, reader);
    return presentFile(file, await latestTaskOf(db, file.id));
  }

  async function completedFile(id: string, reader: Owner | null) {
    const file = await loadFile(id, reader);
    // Measured is not enough: pictures, thickness and model files need the stored render data.
    if (file.analysisStage !== "completed")
      throw new HttpError(409, "FILE_NOT_ANALYSED", "The 3D file has not been analysed yet");
    return file;
  }

  for (const url of ["/analytx/file", "/analytx/file/"]) {
    app.post(
      url,
      {
        schema: { response: { 201: uploadAnswerSchema } },
        onRequest: async (request, reply) => {
          const length = Number(request.headers["content-length"] ?? 0);
          if (length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
            reply.header("connection", "close"); // the rest of the body is never read
            throw tooLarge();
          }
          try {
            await quota.admit(request.ip);
          } catch (error) {
            reply.header("connection", "close");
            throw error;
          }
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new HttpError(415, "NOT_MULTIPART", "Send the file as multipart/form-data");
        const fields: Record<string, string> = {};
        for await (const part of request.parts({
          limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
        })) {
          if (part.type === "field") {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const owner = readerOf(request.headers) ?? { uploaderHash: null, userId: null };
          const length = Number(request.headers["content-length"]);
          const sizeHint = Number.isSafeInteger(length) && length > 0 ? length : undefined;
          const upload = await storeUpload(db, storage, part, fields, owner, sizeHint);
          const { file, task, model } = upload;
          // Its analysis, queued in this process, starts from the model read while it arrived.
          if (model) options.readAhead.put(file.id, model);
          await quota.stored(request.ip, file.sizeBytes);
          if (!upload.refused) options.onQueued();
          return reply.code(201).send({ taskId: task.id, createdObject: presentFile(file, task) });
        }
        throw new HttpError(400, "NO_FILE", "The request carries no file");
      },
    );
  }

  app.get(
    "/analytx/task/:taskId",
    { schema: { params: taskParams, response: { 200: taskSchema } } },
    async (request) => presentTask(await loadTask(request.params.taskId, readerOf(request.headers))),
  );

  app.post(
    "/analytx/task/:taskId/retry",
    { schema: { params: taskParams, response: { 200: taskSchema } } },
    async (request) => {
      const task = await loadTask(request.params.taskId, readerOf(request.headers));
      if (task.status !== "failed")
        throw new HttpError(409, "TASK_NOT_FAILED", "Only a failed task can be retried");
      // A file with nothing stored (refused while it arrived) has nothing to analyse again.
      const [file] = await db.select().from(files).where(eq(files.id, task.fileId));
      if (file && !(await storage.exists(fileKeys.original(file.id, file.extension))))
        return presentTask(task);
      const row = await requeueTask(db, task.id);
      options.onQueued();
      return presentTask(row ?? task);
    },
  );

  // Server-sent events: the task now, then every change until it completes or fails. The stream
  // subscribes before it reads the task (TaskEvents.subscribe), so no change between them is lost;
  // the changes of every replica arrive over the database's LISTEN/NOTIFY.
  app.get("/analytx/task/:taskId/events", { schema: { params: taskParams } }, async (request, reply) => {
    const { id } = await loadTask(request.params.taskId, readerOf(request.headers));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-request-id": request.id,
    });
    let last = "";
    let closed = false;
    const send = (task: Task) => {
      const data = JSON.stringify(task);
      if (closed || data === last) return;
      last = data;
      raw.write(`event: task\ndata: ${data}\n\n`);
      if (task.status === "completed" || task.status === "failed") finish();
    };
    function finish() {
      closed = true;
      unsubscribe();
      raw.end();
    }
    const unsubscribe = events.subscribe(id, send);
    request.raw.on("close", () => {
      if (!closed) finish();
    });
  });

  app.get(
    "/analytx/file/:id",
    { schema: { params: idParams, response: { 200: fileSchema } } },
    async (request) => fileEntity(request.params.id, readerOf(request.headers)),
  );

  /** Every file named by `ids` as `GET /analytx/file/{id}` answers it, with two queries for all of them. */
  async function fileEntities(ids: readonly string[], reader: Owner | null) {
    // UUIDs are matched case-insensitively, as the single read does; each file is answered once.
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const [rows, taskRows] = await Promise.all([
      db.select().from(files).where(inArray(files.id, wanted)),
      db.select().from(tasks).where(inArray(tasks.fileId, wanted)).orderBy(desc(tasks.createdAt)),
    ]);
    const latest = new Map<string, TaskRow>();
    for (const task of taskRows) if (!latest.has(task.fileId)) latest.set(task.fileId, task);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const file = byId.get(id);
      return file && mayRead(file, reader) ? [presentFile(file, latest.get(id))] : [];
    });
  }

  app.post(
    "/analytx/files/lookup",
    { schema: { body: fileLookupRequestSchema, response: { 200: fileLookupAnswerSchema } } },
    async (request) => ({ files: await fileEntities(request.body.ids, readerOf(request.headers)) }),
  );

  // The gateway's call when a customer signs in: this browser's uploads become the customer's too.
  app.post(
    "/analytx/files/claim",
    { schema: { body: fileClaimRequestSchema, response: { 200: fileClaimAnswerSchema } } },
    async (request) => {
      const claimed = await db
        .update(files)
        .set({ userId: request.body.userId })
        .where(and(eq(files.uploaderHash, hashUploaderKey(request.body.uploaderKey)), isNull(files.userId)))
        .returning({ id: files.id });
      return { claimed: claimed.length };
    },
  );

  app.patch(
    "/analytx/file/:id",
    { schema: { params: idParams, body: fileUpdateSchema, response: { 200: fileSchema } } },
    async (request) => {
      const reader = readerOf(request.headers);
      const file = await loadFile(request.params.id, reader);
      await db
        .update(files)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(files.id, file.id));
      return fileEntity(file.id, reader);
    },
  );

  /** A stored artifact, made by `make` on its first request and kept. */
  async function artifact(key: string, make: () => Promise<Uint8Array>) {
    if (!(await storage.exists(key))) await storage.write(key, await make());
    return storage.read(key);
  }

  type FileRow = Awaited<ReturnType<typeof completedFile>>;
  const download = (
    name: string,
    type: string,
    key: (id: string) => string,
    options: { make?: (file: FileRow) => Promise<Uint8Array>; attachment?: (name: string) => string } = {},
  ) =>
    app.get(`/analytx/file/:id/${name}`, { schema: { params: idParams } }, async (request, reply) => {
      const file = await completedFile(request.params.id, readerOf(request.headers));
      const { make, attachment } = options;
      const body = make ? await artifact(key(file.id), () => make(file)) : await storage.read(key(file.id));
      reply.type(type).header("cache-control", "private, max-age=3600");
      if (attachment) reply.header("content-disposition", attachmentDisposition(attachment(file.name)));
      return reply.send(body);
    });
  // The model files are written from the repaired mesh on first request, not during the analysis.
  const exported = (format: ExportRequest["format"]) => async (file: FileRow) =>
    engine.exportModel({
      renderData: await renderDataOf(file),
      format,
      name: file.name,
    });
  download("files.3mf", "model/3mf", fileKeys.model3mf, { make: exported("3mf") });
  download("viewer.glb", "model/gltf-binary", fileKeys.viewerGlb, { make: exported("glb") });
  download("repaired.stl", "model/stl", fileKeys.repairedStl, {
    make: exported("stl"),
    attachment: (name) => `${name}-repaired.stl`,
  });

  // The upload byte for byte under its own name, analysed or not (staff look into failed ones).
  app.get("/analytx/file/:id/original", { schema: { params: idParams } }, async (request, reply) => {
    const file = await loadFile(request.params.id, readerOf(request.headers));
    return reply
      .type("application/octet-stream")
      .header("cache-control", "private, max-age=3600")
      .header("content-length", file.sizeBytes)
      .header("content-disposition", attachmentDisposition(file.originalFilename))
      .send(await storage.read(fileKeys.original(file.id, file.extension)));
  });
  // Drawn on first request too (the cart's thumbnail), then kept with the upload.
  download("front.png", "image/png", fileKeys.front, {
    make: async (file) => engine.picture({ kind: "front", size: 400, renderData: await renderDataOf(file) }),
  });

  /** Renders a picture once and keeps it while the picture cache has room. */
  const picture = (file: FileRow, name: string, request: Omit<PictureRequest, "renderData">) =>
    pictures.picture(`${file.id}/${name}`, async () =>
      engine.picture({ ...request, renderData: await renderDataOf(file) }),
    );

  app.get(
    "/analytx/file/:id/repair-image",
    {
      schema: {
        params: idParams,
        querystring: viewQuerySchema.extend({ size: histogramQuerySchema.shape.size }),
      },
    },
    async (request, reply) => {
      const file = await completedFile(request.params.id, readerOf(request.headers));
      const { axis, direction, rotation, size } = request.query;
      const view = { axis, direction, rotation: rotation as PictureView["rotation"] };
      const png = await picture(file, `repair-${axis}-${direction}-${rotation}-${size}`, {
        kind: "repair",
        view,
        size,
      });
      return reply.type("image/png").header("cache-control", "private, max-age=3600").send(png);
    },
  );

  /** The stored model is in mm for its analysis unit at scale 1; this converts to `unit` (default: the given one). */
  const storedLengthFactor = (file: FileRow, unit?: UnitOfLength) => {
    const given = file.givenUnitOfLength as UnitOfLength;
    return unitFactor((file.analysisUnit ?? given) as UnitOfLength, unit ?? given);
  };

  app.get(
    "/analytx/file/:id/thickness",
    { schema: { params: idParams, querystring: z.object({ unitOfLength: unitOfLengthSchema.optional() }) } },
    async (request, reply) => {
      const file = await completedFile(request.params.id, readerOf(request.headers));
      const values = thicknessOf(await renderDataOf(file));
      const factor = storedLengthFactor(file, request.query.unitOfLength);
      if (factor !== 1) for (let t = 0; t < values.length; t++) values[t] = (values[t] as number) * factor;
      return reply
        .type("application/octet-stream")
        .header("cache-control", "private, max-age=3600")
        .send(Buffer.from(values.buffer, values.byteOffset, values.byteLength));
    },
  );

  app.get(
    "/analytx/file/:id/histogram-image",
    { schema: { params: idParams, querystring: histogramQuerySchema } },
    async (request, reply) => {
      const file = await completedFile(request.params.id, readerOf(request.headers));
      const q = request.query;
      // analytx does not read the catalogue: the caller (the gateway) passes the mode's minimum.
      if (q.printModeId && q.threshold === undefined) {
        throw new HttpError(
          422,
          "THRESHOLD_REQUIRED",
          "printModeId is not looked up here: pass threshold, the print mode's minFeatureSize in mm",
        );
      }
      const minimum = q.threshold ?? DEFAULT_THRESHOLD_MM;
      // Thickness is shown at the shopper's unit and scale, against the mode's minimum there.
      const factor = storedLengthFactor(file, q.unitOfLength) * q.scale;
      const view = {
        direction: q.direction[0]?.toLowerCase() as "p" | "m",
        axis: q.direction[1]?.toLowerCase() as "x" | "y" | "z",
        rotation: q.rotation as PictureView["rotation"],
      };
      const name = `thickness-${view.axis}-${view.direction}-${view.rotation}-${q.size}-${minimum}-${factor.toPrecision(8)}`;
      const png = await picture(file, name, {
        kind: "thickness",
        view,
        size: q.size,
        threshold: minimum,
        lengthFactor: factor,
      });
      return reply.type("image/png").header("cache-control", "private, max-age=3600").send(png);
    },
  );
};

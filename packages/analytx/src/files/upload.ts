import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { MeshError, ModelStream, type ReadModel } from "@druckwerk/mesh";
import type { Db, FileStorage } from "@druckwerk/platform";
import { HttpError } from "@druckwerk/platform";
import type { MultipartFile } from "@fastify/multipart";
import {
  acceptedExtensions,
  FILE_TOO_LARGE_MESSAGE,
  type UnitOfLength,
  unitOfLengthSchema,
} from "../contract";
import { files, tasks } from "../db/schema";
import { fileKeys } from "./keys";
import type { Owner } from "./owner";

export const extensionOf = (filename: string) => filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";

/** The file's name without its extension, trimmed, as the shop shows it. */
export const displayName = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, "")
    .trim()
    .slice(0, 200) || "Model";

export function checkExtension(filename: string): string {
  const extension = extensionOf(filename);
  if (!(acceptedExtensions as readonly string[]).includes(extension)) {
    throw new HttpError(
      415,
      "UNSUPPORTED_FILE_TYPE",
      `Files of type .${extension || "?"} are not accepted; upload one of ${acceptedExtensions.map((e) => `.${e}`).join(", ")}`,
    );
  }
  return extension;
}

export const tooLarge = () => new HttpError(413, "FILE_TOO_LARGE", FILE_TOO_LARGE_MESSAGE);

/**
 * The upload on its way to storage, counted, and read as it passes (a `.stl` file). A refusal
 * ends the writing with the MeshError (the file written so far is removed) and drops the rest of
 * the upload as it arrives. Nothing flows before storage reads: a refusal always has the writing
 * to end.
 */
function readWhileStoring(part: MultipartFile, sizeHint: number | undefined) {
  const upload = part.file;
  let received = 0;
  upload.on("data", (chunk: Buffer) => {
    received += chunk.length;
  });
  upload.pause();
  if (!ModelStream.accepts(part.filename))
    return { source: upload, model: async () => undefined, received: () => received };
  const stream = new ModelStream({ filename: part.filename, ...(sizeHint ? { sizeHint } : {}) });
  let refused = false;
  const source = new Readable({ read: () => void upload.resume() });
  upload.on("data", (chunk: Buffer) => {
    if (refused) return;
    try {
      stream.push(chunk);
    } catch (error) {
      refused = true;
      source.destroy(error as Error);
      return;
    }
    if (!source.push(chunk)) upload.pause();
  });
  upload.on("end", () => source.push(null));
  // The upload's own errors (a cut connection) end the writing as before.
  upload.on("error", (error) => source.destroy(error));
  return { source, model: () => stream.end(), received: () => received };
}

/**
 * Streams the upload to storage (refusing it, and keeping none of it, once it passes 100 MB), then records the
 * file, with its owner, and its queued task in one transaction: the upload is stored before it is
 * acknowledged. A `.stl` file is read while it arrives (`ModelStream`), and the model read is
 * answered with the file for its analysis. One the engine refuses while it arrives
 * (`STL_TRUNCATED`, `STL_COUNT_MISMATCH`, `TOO_MANY_TRIANGLES`) is not written on from then and
 * nothing of it is kept: it is recorded with its task failed with that code, as its analysis would
 * have failed, and no analysis is queued (`refused`).
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  part: MultipartFile,
  fields: { givenUnitOfLength?: string | undefined; name?: string | undefined },
  owner: Owner,
  /** The request's length: the file has no more bytes. */
  sizeHint?: number,
) {
  const extension = checkExtension(part.filename);
  const unit: UnitOfLength = unitOfLengthSchema.catch("mm").parse(fields.givenUnitOfLength ?? "mm");
  const id = crypto.randomUUID();
  const key = fileKeys.original(id, extension);
  const reading = readWhileStoring(part, sizeHint);
  let size: number;
  let refusal: MeshError | undefined;
  try {
    ({ size } = await storage.write(key, reading.source));
  } catch (error) {
    if (!(error instanceof MeshError)) {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" || part.file.truncated)
        throw tooLarge();
      throw error;
    }
    // Nothing was kept; the rest of the upload is read and dropped: the answer follows the request.
    refusal = error;
    part.file.resume();
    await finished(part.file).catch(() => {});
    size = reading.received();
  }
  // Past the limit the multipart parser ends the file early, cut at the limit, and only marks it
  // truncated: the cut file is written whole, so it is removed here, before anything records it.
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge();
  }
  if (size === 0) {
    await storage.remove(key);
    throw new HttpError(400, "EMPTY_FILE", "The file is empty");
  }
  let model: ReadModel | undefined;
  if (!refusal) {
    try {
      model = await reading.model();
    } catch (error) {
      if (!(error instanceof MeshError)) throw error;
      refusal = error;
      await storage.remove(key);
    }
  }
  const error = refusal && { code: refusal.code, message: refusal.message };
  try {
    const { file, task } = await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          id,
          name: fields.name?.trim() || displayName(part.filename),
          originalFilename: part.filename.slice(0, 255),
          extension,
          sizeBytes: size,
          givenUnitOfLength: unit,
          ...owner,
          ...(error ? { error } : {}),
        })
        .returning();
      const [task] = await tx
        .insert(tasks)
        .values(
          error
            ? { fileId: id, status: "failed", phase: "failed", progress: 100, error }
            : { fileId: id, status: "queued", phase: "queued" },
        )
        .returning();
      if (!file || !task) throw new Error("insert returned nothing");
      return { file, task };
    });
    return { file, task, model, refused: error !== undefined };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

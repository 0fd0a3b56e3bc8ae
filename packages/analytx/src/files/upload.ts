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
 * Streams the upload to storage (refusing it, and keeping none of it, once it passes 100 MB), then records the
 * file, with its owner, and its queued task in one transaction: the upload is stored before it is
 * acknowledged.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  part: MultipartFile,
  fields: { givenUnitOfLength?: string | undefined; name?: string | undefined },
  owner: Owner,
) {
  const extension = checkExtension(part.filename);
  const unit: UnitOfLength = unitOfLengthSchema.catch("mm").parse(fields.givenUnitOfLength ?? "mm");
  const id = crypto.randomUUID();
  const key = fileKeys.original(id, extension);
  let size: number;
  try {
    ({ size } = await storage.write(key, part.file));
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" || part.file.truncated)
      throw tooLarge();
    throw error;
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
  try {
    return await db.transaction(async (tx) => {
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
        })
        .returning();
      const [task] = await tx
        .insert(tasks)
        .values({ fileId: id, status: "queued", phase: "queued" })
        .returning();
      if (!file || !task) throw new Error("insert returned nothing");
      return { file, task };
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { type Db, isUuid } from "@druckwerk/platform";
import { eq } from "drizzle-orm";
import { readerHeaders } from "../contract";
import { files, tasks } from "../db/schema";

/** A file's owner as stored: the hash of the uploading browser's key and the customer's id. */
export interface Owner {
  uploaderHash: string | null;
  userId: string | null;
}

/** Only the hash is stored: the database never holds what a browser's cookie holds. */
export const hashUploaderKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * The shopper a request is made for, from its reader headers; null when it sends neither (an
 * internal caller, who reads every file). A blank header names nobody and matches no file.
 */
export function readerOf(headers: IncomingHttpHeaders): Owner | null {
  const key = headers[readerHeaders.uploaderKey];
  const user = headers[readerHeaders.userId];
  if (key === undefined && user === undefined) return null;
  return {
    uploaderHash: typeof key === "string" && key ? hashUploaderKey(key) : null,
    userId: typeof user === "string" && user ? user : null,
  };
}

/** Whether `reader` may read a file of `owner`: its uploader or its customer, or anyone for a file without owner. */
export function mayRead(owner: Owner, reader: Owner | null): boolean {
  if (!reader) return true;
  if (owner.uploaderHash === null && owner.userId === null) return true;
  return (
    (reader.uploaderHash !== null && reader.uploaderHash === owner.uploaderHash) ||
    (reader.userId !== null && reader.userId === owner.userId)
  );
}

/** The file `id` for `reader`: undefined for an unknown id and for another owner's file alike. */
export async function readableFile(db: Db, id: string, reader: Owner | null) {
  const [file] = isUuid(id) ? await db.select().from(files).where(eq(files.id, id)) : [];
  return file && mayRead(file, reader) ? file : undefined;
}

/** The task `id` for `reader`, by its file's owner: undefined for an unknown id and for another's task alike. */
export async function readableTask(db: Db, id: string, reader: Owner | null) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ task: tasks, uploaderHash: files.uploaderHash, userId: files.userId })
    .from(tasks)
    .innerJoin(files, eq(files.id, tasks.fileId))
    .where(eq(tasks.id, id));
  return row && mayRead(row, reader) ? row.task : undefined;
}

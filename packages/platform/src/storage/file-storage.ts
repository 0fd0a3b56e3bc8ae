import type { Readable } from "node:stream";
import { HttpError } from "../errors";

/** Where services keep files (uploads, renders, thumbnails): local disk, or an S3-compatible object store. */
export interface FileStorage {
  /** Writes a file atomically: readers see the old content or the whole new one, never a part. */
  write(key: string, data: Readable | Uint8Array): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  readBytes(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every file under `prefix` (a folder of keys, e.g. `checkout/orders/{id}`), and the folder. */
  removeAll(prefix: string): Promise<void>;
  /**
   * Calls `use` with a path on local disk holding the file, for libraries that want a path: the
   * disk's own file, or a temporary copy that is removed once `use` has settled.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T>;
  /** Throws when the storage cannot be used (`/ready`): disk writes, reads and removes a small file, S3 asks for the bucket. */
  probe(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Whether `key` names a file: path segments of letters, digits, `_`, `-` and `.`, none of them `..`. */
export const isFileKey = (key: string) => KEY.test(key) && !key.split("/").some((part) => part === "..");

export function checkKey(key: string): string {
  if (!isFileKey(key)) {
    throw new HttpError(400, "INVALID_FILE_KEY", `Invalid file key ${JSON.stringify(key)}`);
  }
  return key;
}

export const fileNotFound = (key: string) => new HttpError(404, "FILE_NOT_FOUND", `File ${key} not found`);

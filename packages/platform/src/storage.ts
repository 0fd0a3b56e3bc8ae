import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { HttpError } from "./errors";

/** Where services keep files (uploads, renders, thumbnails): local disk by default. */
export interface FileStorage {
  /** Writes a file atomically: readers see the old content or the whole new one, never a part. */
  write(key: string, data: Readable | Uint8Array): Promise<{ size: number }>;
  read(key: string): Promise<Readable>;
  readBytes(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes every file under `prefix` (a folder of keys, e.g. `checkout/orders/{id}`), and the folder. */
  removeAll(prefix: string): Promise<void>;
  /** The file's path on local disk, for libraries that want a path. */
  localPath(key: string): string;
  /** Writes, reads and removes a small file: throws when the storage cannot be used (`/ready`). */
  probe(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "..")) {
    throw new HttpError(400, "INVALID_FILE_KEY", `Invalid file key ${JSON.stringify(key)}`);
  }
  return key;
}

export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  const missing = (key: string) => new HttpError(404, "FILE_NOT_FOUND", `File ${key} not found`);
  return {
    async write(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(data instanceof Readable ? data : Readable.from([data]), createWriteStream(temporary));
        const { size } = await stat(temporary);
        await rename(temporary, target);
        return { size };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      const file = resolve(key);
      if (!(await this.exists(key))) throw missing(key);
      return createReadStream(file);
    },
    async readBytes(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw missing(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeAll(prefix) {
      await rm(resolve(prefix), { force: true, recursive: true });
    },
    localPath: resolve,
    async probe() {
      const key = `ready-probe/${randomUUID()}`;
      await this.write(key, Buffer.from("ready"));
      try {
        if ((await this.readBytes(key)).toString() !== "ready")
          throw new Error("the probe file read back wrong");
      } finally {
        await this.remove(key);
      }
    },
  };
}

import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey, type FileStorage, fileNotFound } from "./file-storage";

/** Files under `root` on local disk: the embedded mode's storage, and a single host's. */
export function diskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  const storage: FileStorage = {
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
      if (!(await storage.exists(key))) throw fileNotFound(key);
      return createReadStream(file);
    },
    async readBytes(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw fileNotFound(key);
        throw error;
      }
    },
    async exists(key) {
      const file = resolve(key);
      try {
        return (await stat(file)).isFile();
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
    async withLocalFile(key, use) {
      const file = resolve(key);
      if (!(await storage.exists(key))) throw fileNotFound(key);
      return use(file);
    },
    probe: () => probeStorage(storage),
  };
  return storage;
}

/** A small file written, read back and removed. */
async function probeStorage(storage: FileStorage): Promise<void> {
  const key = `ready-probe/${randomUUID()}`;
  await storage.write(key, Buffer.from("ready"));
  try {
    if ((await storage.readBytes(key)).toString() !== "ready")
      throw new Error("the probe file read back wrong");
  } finally {
    await storage.remove(key);
  }
}

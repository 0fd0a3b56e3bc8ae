import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage, type FileStorage, s3Storage } from "./storage";
import { startTestS3Server, TEST_BUCKET, TEST_S3_CREDENTIALS, type TestS3Server } from "./testing/s3-server";

const MiB = 1024 * 1024;

/** `size` bytes of a repeatable pattern in chunks of 64 KiB, failing after `failAfter` bytes if given. */
function* pattern(size: number, failAfter = Number.POSITIVE_INFINITY) {
  for (let offset = 0; offset < size; offset += 64 * 1024) {
    if (offset >= failAfter) throw new Error("client went away");
    const chunk = Buffer.alloc(Math.min(64 * 1024, size - offset));
    for (let i = 0; i < chunk.length; i++) chunk[i] = (offset + i) % 251;
    yield chunk;
  }
}
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

const diskRoot = mkdtempSync(path.join(tmpdir(), "druckwerk-storage-"));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  rmSync(diskRoot, { recursive: true, force: true });
  await s3?.stop();
});

const s3StorageOn = (endpoint: string, prefix?: string) =>
  s3Storage({
    bucket: TEST_BUCKET,
    prefix,
    client: { endpoint, region: "us-east-1", forcePathStyle: true, credentials: TEST_S3_CREDENTIALS },
    pageSize: 7, // removeAll's 30 objects come in pages
  });

const backends: [string, () => FileStorage][] = [
  ["disk", () => diskStorage(diskRoot)],
  ["S3", () => s3StorageOn(s3.endpoint, `run-${Date.now()}`)],
];

describe.each(backends)("%s storage", (_name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it("writes streams and bytes and reads them back", async () => {
    expect(
      await storage.write("a/b/file.bin", Readable.from([Buffer.from("he"), Buffer.from("llo")])),
    ).toEqual({ size: 5 });
    expect((await storage.readBytes("a/b/file.bin")).toString()).toBe("hello");
    await storage.write("a/b/file.bin", new Uint8Array([1, 2, 3]));
    expect([...(await storage.readBytes("a/b/file.bin"))]).toEqual([1, 2, 3]);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read("a/b/file.bin")) chunks.push(chunk);
    expect([...Buffer.concat(chunks)]).toEqual([1, 2, 3]);
    expect(await storage.exists("a/b/file.bin")).toBe(true);
    expect(await storage.exists("a/b")).toBe(false); // a folder of keys is no file
    await storage.remove("a/b/file.bin");
    expect(await storage.exists("a/b/file.bin")).toBe(false);
    await storage.remove("a/b/file.bin"); // gone already: no error
  });

  it("streams a file of several parts in and out whole", async () => {
    const size = 12 * MiB + 12_345;
    expect(await storage.write("big/model.stl", Readable.from(pattern(size)))).toEqual({ size });
    const hash = createHash("sha256");
    let read = 0;
    for await (const chunk of await storage.read("big/model.stl")) {
      hash.update(chunk);
      read += chunk.length;
    }
    expect(read).toBe(size);
    expect(hash.digest("hex")).toBe(sha256(Buffer.concat([...pattern(size)])));
  });

  it("leaves nothing of a write whose data fails midway, and an older file as it was", async () => {
    for (const size of [100, 12 * MiB]) {
      const failing = Readable.from(pattern(size + 64 * 1024, size));
      await expect(storage.write(`broken/${size}.bin`, failing)).rejects.toThrow("client went away");
      expect(await storage.exists(`broken/${size}.bin`)).toBe(false);
    }
    await storage.write("kept/file.bin", Buffer.from("old"));
    const failing = Readable.from(pattern(7 * MiB, 6 * MiB));
    await expect(storage.write("kept/file.bin", failing)).rejects.toThrow("client went away");
    expect((await storage.readBytes("kept/file.bin")).toString()).toBe("old");
  });

  it("removes a folder of keys with everything in it, and nothing beside it", async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        storage.write(`folder/${i % 3 === 0 ? `deep/${i}` : i}.bin`, new Uint8Array([i])),
      ),
    );
    await storage.write("folder-kept/one.bin", new Uint8Array([1]));
    await storage.write("kept.bin", new Uint8Array([3]));
    await storage.removeAll("folder");
    const left = await Promise.all(
      Array.from({ length: 30 }, (_, i) => storage.exists(`folder/${i % 3 === 0 ? `deep/${i}` : i}.bin`)),
    );
    expect(left.filter(Boolean)).toEqual([]);
    expect(await storage.exists("folder-kept/one.bin")).toBe(true);
    expect(await storage.exists("kept.bin")).toBe(true);
    await storage.removeAll("folder"); // nothing there: no error
    await expect(storage.removeAll("../evil")).rejects.toMatchObject({ code: "INVALID_FILE_KEY" });
  });

  it("refuses keys that escape the root", async () => {
    await expect(storage.write("../evil", new Uint8Array([1]))).rejects.toMatchObject({
      statusCode: 400,
      code: "INVALID_FILE_KEY",
    });
    await expect(storage.readBytes("a/../../etc/passwd")).rejects.toMatchObject({ code: "INVALID_FILE_KEY" });
    await expect(storage.exists("/etc/passwd")).rejects.toMatchObject({ code: "INVALID_FILE_KEY" });
  });

  it("answers a missing file with FILE_NOT_FOUND", async () => {
    await expect(storage.readBytes("nope")).rejects.toMatchObject({
      statusCode: 404,
      code: "FILE_NOT_FOUND",
    });
    await expect(storage.read("nope")).rejects.toMatchObject({ code: "FILE_NOT_FOUND" });
    await expect(storage.withLocalFile("nope", async () => 1)).rejects.toMatchObject({
      code: "FILE_NOT_FOUND",
    });
  });

  it("gives a library a local file with the file's bytes", async () => {
    await storage.write("local/model.stl", Buffer.from("solid cube"));
    let seen = "";
    const answer = await storage.withLocalFile("local/model.stl", async (file) => {
      seen = file;
      expect(path.basename(file)).toBe("model.stl");
      expect(readFileSync(file, "utf8")).toBe("solid cube");
      return 42;
    });
    expect(answer).toBe(42);
    const failing = storage.withLocalFile("local/model.stl", async (file) => {
      seen = file;
      throw new Error("engine crashed");
    });
    await expect(failing).rejects.toThrow("engine crashed");
    // A copy is gone once used, whatever happened; the disk's own file stays.
    expect(existsSync(seen)).toBe(_name === "disk");
    expect(await storage.exists("local/model.stl")).toBe(true);
  });

  it("probes itself", async () => {
    await expect(storage.probe()).resolves.toBeUndefined();
  });
});

describe("S3 storage's readiness probe", () => {
  it("fails for a bucket that does not exist", async () => {
    const missing = s3Storage({
      bucket: "no-such-bucket",
      client: {
        endpoint: s3.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: TEST_S3_CREDENTIALS,
      },
    });
    await expect(missing.probe()).rejects.toThrow("The bucket no-such-bucket does not exist");
  });
});

describe("S3 storage with its store down", () => {
  it("refuses writes and probes clearly, and leaves nothing half-written", async () => {
    const storage = s3StorageOn(s3.endpoint, "down");
    let sent = 0;
    const slow = Readable.from(
      (async function* () {
        for (const chunk of pattern(12 * MiB)) {
          sent += chunk.length;
          if (sent === 6 * MiB) await s3.kill(); // the store goes down after the first part
          yield chunk;
        }
      })(),
    );
    const unavailable = { statusCode: 503, code: "STORAGE_UNAVAILABLE" };
    await expect(storage.write("down/model.stl", slow)).rejects.toMatchObject(unavailable);
    await expect(storage.probe()).rejects.toMatchObject(unavailable);
    await expect(storage.write("down/small.bin", Buffer.from("x"))).rejects.toMatchObject(unavailable);
    await s3.restart();
    expect(await storage.exists("down/model.stl")).toBe(false);
    expect(await storage.exists("down/small.bin")).toBe(false);
    await expect(storage.probe()).resolves.toBeUndefined();
  });
});

import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { diskStorage } from "./storage";

describe("disk storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "druckwerk-storage-"));
  const storage = diskStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes streams and bytes and reads them back", async () => {
    expect(
      await storage.write("a/b/file.bin", Readable.from([Buffer.from("he"), Buffer.from("llo")])),
    ).toEqual({ size: 5 });
    expect((await storage.readBytes("a/b/file.bin")).toString()).toBe("hello");
    await storage.write("a/b/file.bin", new Uint8Array([1, 2, 3]));
    expect([...(await storage.readBytes("a/b/file.bin"))]).toEqual([1, 2, 3]);
    expect(await storage.exists("a/b/file.bin")).toBe(true);
  });

  it("leaves no partial file when a write fails midway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.write("broken/file.bin", failing)).rejects.toThrow("client went away");
    expect(await storage.exists("broken/file.bin")).toBe(false);
    expect(readdirSync(path.join(root, "broken"))).toEqual([]);
  });

  it("removes a folder of keys with everything in it", async () => {
    await storage.write("folder/x/one.bin", new Uint8Array([1]));
    await storage.write("folder/two.bin", new Uint8Array([2]));
    await storage.write("kept.bin", new Uint8Array([3]));
    await storage.removeAll("folder");
    expect(readdirSync(root)).not.toContain("folder");
    expect(await storage.exists("kept.bin")).toBe(true);
    await storage.removeAll("folder"); // nothing there: no error
    await expect(storage.removeAll("../evil")).rejects.toMatchObject({ code: "INVALID_FILE_KEY" });
  });

  it("refuses keys that escape the root", async () => {
    await expect(storage.write("../evil", new Uint8Array([1]))).rejects.toMatchObject({
      code: "INVALID_FILE_KEY",
    });
    await expect(storage.readBytes("a/../../etc/passwd")).rejects.toMatchObject({ code: "INVALID_FILE_KEY" });
  });

  it("answers a missing file with FILE_NOT_FOUND", async () => {
    await expect(storage.readBytes("nope")).rejects.toMatchObject({
      statusCode: 404,
      code: "FILE_NOT_FOUND",
    });
    await expect(storage.read("nope")).rejects.toMatchObject({ code: "FILE_NOT_FOUND" });
  });
});

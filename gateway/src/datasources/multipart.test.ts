import { Readable } from "node:stream";
import { createLogger, createServiceApp, HttpError, type ServiceApp } from "@druckwerk/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMultipart, type UploadedFile } from "./multipart";

/** A file whose stream counts the bytes anyone read from it. */
function countedFile(size: number) {
  let read = 0;
  const file: UploadedFile = {
    filename: "part.stl",
    mimetype: "model/stl",
    createReadStream: () =>
      Readable.from(
        (function* () {
          for (let sent = 0; sent < size; sent += 64 * 1024) {
            const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 1);
            read += chunk.length;
            yield chunk;
          }
        })(),
      ),
  };
  return { file, read: () => read };
}

/** Posting an upload on to a service (the real service app, over loopback HTTP). */
describe("postMultipart", () => {
  let app: ServiceApp;
  let url: string;
  beforeAll(async () => {
    app = createServiceApp({ logger: createLogger("test", "silent") });
    await app.register(import("@fastify/multipart"));
    app.post(
      "/upload",
      {
        onRequest: async (request, reply) => {
          if (request.headers["x-refuse"]) {
            reply.header("connection", "close");
            throw new HttpError(429, "UPLOAD_QUOTA_EXCEEDED", "At most 2 uploads an hour");
          }
        },
      },
      async (request) => {
        const part = await request.file();
        let bytes = 0;
        for await (const chunk of part?.file ?? []) bytes += (chunk as Buffer).length;
        return { bytes, name: part?.filename };
      },
    );
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("sends the whole file once the service has let it in", async () => {
    const { file, read } = countedFile(1_000_000);
    const answer = await postMultipart(new URL(`${url}/upload`), file, {}, {});
    expect(answer).toEqual({ status: 200, body: { bytes: 1_000_000, name: "part.stl" } });
    expect(read()).toBe(1_000_000);
  });

  it("gets a refusal before any of the file is sent, every time", async () => {
    for (let i = 0; i < 20; i++) {
      const { file, read } = countedFile(5_000_000);
      const answer = await postMultipart(new URL(`${url}/upload`), file, {}, { "x-refuse": "1" });
      expect(answer).toMatchObject({ status: 429, body: { error: { code: "UPLOAD_QUOTA_EXCEEDED" } } });
      expect(read()).toBe(0);
    }
  });
});

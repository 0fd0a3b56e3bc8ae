import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FILE_TOO_LARGE_MESSAGE } from "@druckwerk/analytx/contract";

/** A file in a GraphQL multipart request, as graphql-upload hands it over. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  createReadStream(): Readable;
}

/** The shopper's file passed the upload limit while it was being passed on: nothing is stored. */
export class FileTooLarge extends Error {}

const quote = (value: string) => value.replace(/["\r\n]/g, "_");

/** graphql-upload's refusal of a file over its `maxFileSize` (an HTTP 413 error). */
const isSizeLimit = (error: unknown) => (error as { status?: number }).status === 413;

async function* parts(boundary: string, fields: Record<string, string>, file: UploadedFile) {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`,
    );
  }
  yield Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${quote(file.filename)}"\r\n` +
      `content-type: ${file.mimetype || "application/octet-stream"}\r\n\r\n`,
  );
  try {
    yield* file.createReadStream();
  } catch (error) {
    throw isSizeLimit(error) ? new FileTooLarge(FILE_TOO_LARGE_MESSAGE, { cause: error }) : error;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/**
 * Posts a file on to a service as multipart/form-data, chunk by chunk as it arrives and no
 * faster than the service takes it (a core HTTP request piped with backpressure): the gateway
 * never holds the whole file.
 */
export function postMultipart(
  url: URL,
  file: UploadedFile,
  fields: Record<string, string>,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const boundary = `----druckwerk${crypto.randomUUID().replace(/-/g, "")}`;
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? httpsRequest : httpRequest)(url, {
      method: "POST",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    request.on("response", async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      resolve({ status: response.statusCode ?? 0, body });
    });
    // Cut off because the file passed the limit, the request fails for that reason, not the network's.
    let tooLarge: FileTooLarge | undefined;
    request.on("error", (error) => reject(tooLarge ?? error));
    // A service that refuses early answers before reading everything: the answer still counts.
    pipeline(Readable.from(parts(boundary, fields, file)), request).catch((error: unknown) => {
      if (error instanceof FileTooLarge) {
        tooLarge = error;
        reject(error);
      }
    });
  });
}

/** The `Upload` scalar's value in a resolver: a promise of the file. */
export type UploadScalar = Promise<UploadedFile>;

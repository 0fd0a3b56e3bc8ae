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

/** How long a service may take to answer "100 Continue" before the body is sent without it. */
const CONTINUE_WAIT_MS = 3000;

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
 * never holds the whole file. The body goes out only after the service's "100 Continue": a service
 * that refuses the upload (quota, size) answers before a byte of it is sent, and that answer is
 * never lost to a connection the service closed while the file was still being written.
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
      headers: {
        ...headers,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        expect: "100-continue",
      },
    });
    let sending = false;
    request.on("response", async (response) => {
      clearTimeout(unanswered);
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        body = undefined;
      }
      resolve({ status: response.statusCode ?? 0, body });
      // Refused before the body: the connection is left half-used and is not reused.
      if (!sending) request.destroy();
    });
    // Cut off because the file passed the limit, the request fails for that reason, not the network's.
    let tooLarge: FileTooLarge | undefined;
    request.on("error", (error) => {
      clearTimeout(unanswered);
      reject(tooLarge ?? error);
    });
    const send = () => {
      if (sending) return;
      sending = true;
      clearTimeout(unanswered);
      // A service that refuses midway answers before reading everything: the answer still counts.
      pipeline(Readable.from(parts(boundary, fields, file)), request).catch((error: unknown) => {
        if (error instanceof FileTooLarge) {
          tooLarge = error;
          reject(error);
        }
      });
    };
    request.once("continue", send);
    // A service that ignores the expectation gets the body anyway after a while (RFC 9110, 10.1.1).
    const unanswered = setTimeout(send, CONTINUE_WAIT_MS);
    request.flushHeaders();
  });
}

/** The `Upload` scalar's value in a resolver: a promise of the file. */
export type UploadScalar = Promise<UploadedFile>;

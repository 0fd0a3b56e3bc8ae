import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { HttpError } from "../errors";
import { checkKey, type FileStorage, fileNotFound } from "./file-storage";

export interface S3StorageOptions {
  bucket: string;
  /** A folder of keys in the bucket that holds the shop's files (`prefix/key`); the bucket's root when unset. */
  prefix?: string;
  /** Endpoint, region, credentials, path-style addressing: as the AWS SDK takes them. */
  client: Pick<S3ClientConfig, "endpoint" | "region" | "credentials" | "forcePathStyle">;
  /** Objects listed and deleted per request by `removeAll`: at most 1000, S3's limit. */
  pageSize?: number;
}

/** S3's smallest part (5 MiB): a write holds at most `QUEUE_SIZE` parts in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Files as objects in an S3-compatible store (AWS S3, MinIO, R2, Ceph). A write streams its data in
 * parts (multipart upload), never holding a whole file; the object appears only when the upload
 * completes, and a failed upload is aborted, so readers see the old object or the whole new one.
 */
export function s3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, pageSize = 1000 } = options;
  const client = new S3Client({
    ...options.client,
    // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's default
    // trailing checksums (aws-chunked bodies); TLS and S3's MD5 ETags still guard the transfer.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    followRegionRedirects: true,
    requestHandler: { connectionTimeout: 5000 },
  });
  const objectKey = (key: string) => (options.prefix ? `${options.prefix}/${checkKey(key)}` : checkKey(key));

  const storage: FileStorage = {
    async write(key, data) {
      const Key = objectKey(key);
      let size = 0;
      let sourceError: unknown;
      async function* counted(source: Readable) {
        try {
          for await (const chunk of source) {
            size += chunk.byteLength;
            yield chunk;
          }
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: data instanceof Readable ? Readable.from(counted(data)) : data },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // Aborted below, so that a failed abort does not hide why the upload failed.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // An upload never completed is never seen; aborting it frees its parts. Parts a failed
        // abort leaves behind (the store down) go by the bucket's lifecycle rule (see the runbook).
        if (upload.uploadId) {
          const abort = new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId: upload.uploadId });
          await client.send(abort).catch(() => {});
        }
        // The data's own error (a client gone) is the caller's. Once the store failed, the upload
        // stops reading and the data ends with an error too, but the upload fails with the store's.
        throw error === sourceError ? error : storageError(error, key);
      }
      return { size: data instanceof Readable ? size : data.byteLength };
    },
    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return Body as Readable;
      } catch (error) {
        throw storageError(error, key);
      }
    },
    async readBytes(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(key)) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw storageError(error, key);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        throw storageError(error, key);
      }
    },
    async removeAll(prefix) {
      const Prefix = `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix, MaxKeys: pageSize, ContinuationToken }),
          );
          const objects = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
          if (objects.length > 0) {
            const { Errors } = await client.send(
              new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
            );
            if (Errors?.length) {
              const [first] = Errors;
              throw new Error(
                `Could not remove ${Errors.length} file(s) under ${prefix}: ${first?.Key}: ${first?.Message}`,
              );
            }
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw storageError(error, prefix);
      }
    },
    async withLocalFile(key, use) {
      const source = await storage.read(key);
      // In the system's temporary folder (TMPDIR): it must have room for the largest upload.
      const folder = await mkdtemp(path.join(tmpdir(), "druckwerk-s3-"));
      try {
        // The key's own name, so that a library reading the file by its extension still can.
        const file = path.join(folder, path.basename(key));
        await pipeline(source, createWriteStream(file));
        return await use(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    /**
     * The bucket is there and these credentials may use it (HeadBucket): asked at every check of
     * a balancer, it writes nothing (a written probe object costs a request fee each time, and
     * gives a store with a bug in concurrent reads and deletes something to trip on).
     */
    async probe() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (isMissing(error)) throw new Error(`The bucket ${bucket} does not exist`);
        throw storageError(error, "");
      }
    },
  };
  return storage;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

/**
 * The error to throw for a failed request about `key`: a missing object is FILE_NOT_FOUND as on
 * disk; a store that cannot be reached or fails (5xx) is STORAGE_UNAVAILABLE (503), saying why
 * without naming the store's address; any other (access denied, no such bucket) as the SDK gave it.
 */
function storageError(error: unknown, key: string): unknown {
  if (error instanceof HttpError) return error;
  if (isMissing(error)) return fileNotFound(key);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (error as NodeJS.ErrnoException).code; // a connection's (ECONNREFUSED, ETIMEDOUT)
  const name = (error as Error).name;
  if ((status === undefined && code) || (status ?? 0) >= 500 || name === "TimeoutError") {
    const reason = code ?? name;
    const unavailable = new HttpError(
      503,
      "STORAGE_UNAVAILABLE",
      `The file storage cannot be reached (${reason})`,
    );
    unavailable.cause = error;
    return unavailable;
  }
  return error;
}

import { z } from "zod";
import { configError, httpUrl } from "../config";
import { diskStorage } from "./disk";
import { type FileStorage, isFileKey } from "./file-storage";
import { s3Storage } from "./s3";

/** S3's rule for a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket` or `s3://bucket/prefix`, the prefix a folder of keys. */
const storageUrl = z.string().transform((value, context) => {
  const [, bucket = "", prefix] = /^s3:\/\/([^/]*)(?:\/(.*?))?\/?$/.exec(value) ?? [];
  if (!BUCKET.test(bucket) || (prefix && !isFileKey(prefix))) {
    context.addIssue({
      code: "custom",
      message: "must be s3://bucket or s3://bucket/prefix (a bucket name of 3-63 a-z, 0-9, '.', '-')",
    });
    return z.NEVER;
  }
  return { bucket, prefix: prefix || undefined };
});

/** Where the services that keep files (analytx, checkout) keep them. */
export const storageConfigSchema = z.object({
  /** `s3://bucket[/prefix]` for an S3-compatible object store; unset: `$DATA_DIR/files` on local disk. */
  STORAGE_URL: storageUrl.optional(),
  /** The object store's address (MinIO, R2, Ceph): the S3 one first, as the AWS tools read them. */
  AWS_ENDPOINT_URL_S3: httpUrl.optional(),
  AWS_ENDPOINT_URL: httpUrl.optional(),
  AWS_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be a region's name such as eu-central-1")
    .default("us-east-1"),
  /** Unset both to let the AWS SDK find credentials itself (an instance's or a task's role). */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  /** `true` for stores that address buckets in the path (`host/bucket/key`), such as MinIO. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((value) => value === "true")
    .default(false),
});

export type StorageConfig = z.output<typeof storageConfigSchema> & { DATA_DIR: string };

/** The file storage the configuration names: the one place every process builds it. */
export function fileStorageOf(config: StorageConfig): FileStorage {
  if (!config.STORAGE_URL) return diskStorage(`${config.DATA_DIR}/files`);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID";
    const given = accessKeyId ? "AWS_ACCESS_KEY_ID" : "AWS_SECRET_ACCESS_KEY";
    throw configError([`${missing}: must be set when ${given} is (or unset both)`]);
  }
  return s3Storage({
    ...config.STORAGE_URL,
    client: {
      endpoint: config.AWS_ENDPOINT_URL_S3 ?? config.AWS_ENDPOINT_URL,
      region: config.AWS_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(accessKeyId && secretAccessKey
        ? { credentials: { accessKeyId, secretAccessKey, sessionToken: config.AWS_SESSION_TOKEN } }
        : {}),
    },
  });
}

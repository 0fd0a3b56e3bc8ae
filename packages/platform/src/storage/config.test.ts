import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baseConfigSchema, ConfigError, parseConfig } from "../config";
import { startTestS3Server, TEST_BUCKET, TEST_S3_CREDENTIALS } from "../testing/s3-server";
import { fileStorageOf, storageConfigSchema } from "./config";
import { s3Storage } from "./s3";

const schema = baseConfigSchema.extend(storageConfigSchema.shape);
const parse = (env: NodeJS.ProcessEnv) => parseConfig(schema, env);

describe("STORAGE_URL and the S3 variables", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-storage-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps files under $DATA_DIR/files when STORAGE_URL is unset or empty", async () => {
    for (const env of [{ DATA_DIR: dataDir }, { DATA_DIR: dataDir, STORAGE_URL: "" }]) {
      const config = parse(env);
      expect(config.STORAGE_URL).toBeUndefined();
      await fileStorageOf(config).write("a/file.txt", Buffer.from("on disk"));
      expect(readFileSync(path.join(dataDir, "files/a/file.txt"), "utf8")).toBe("on disk");
    }
  });

  it("reads a bucket and an optional prefix", () => {
    expect(parse({ STORAGE_URL: "s3://shop-files" })).toMatchObject({
      STORAGE_URL: { bucket: "shop-files", prefix: undefined },
      AWS_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(parse({ STORAGE_URL: "s3://shop.files/" }).STORAGE_URL).toEqual({
      bucket: "shop.files",
      prefix: undefined,
    });
    expect(
      parse({ STORAGE_URL: "s3://shop-files/druckwerk/prod", S3_FORCE_PATH_STYLE: "true" }),
    ).toMatchObject({
      STORAGE_URL: { bucket: "shop-files", prefix: "druckwerk/prod" },
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it("names a wrong STORAGE_URL with the value it got", () => {
    for (const wrong of [
      "/srv/files",
      "http://bucket",
      "s3://",
      "s3://ab",
      "s3://Shop-Files",
      "s3://shop_files",
      "s3://shop-files/../etc",
      "s3://shop-files//x",
    ]) {
      const parseWrong = () => parse({ STORAGE_URL: wrong });
      expect(parseWrong).toThrow(ConfigError);
      expect(parseWrong).toThrow(`STORAGE_URL: must be s3://bucket or s3://bucket/prefix`);
      expect(parseWrong).toThrow(`(got ${JSON.stringify(wrong)})`);
    }
  });

  it("names a wrong endpoint, region or path-style flag", () => {
    const parseWrong = () =>
      parse({
        STORAGE_URL: "s3://shop-files",
        AWS_ENDPOINT_URL_S3: "minio:9000",
        AWS_ENDPOINT_URL: "ftp://minio",
        AWS_REGION: "Frankfurt am Main",
        S3_FORCE_PATH_STYLE: "yes",
      });
    expect(parseWrong).toThrow(/AWS_ENDPOINT_URL_S3: .*\(got "minio:9000"\)/);
    expect(parseWrong).toThrow(/AWS_ENDPOINT_URL: .*\(got "ftp:\/\/minio"\)/);
    expect(parseWrong).toThrow(/AWS_REGION: must be a region's name such as eu-central-1/);
    expect(parseWrong).toThrow(/S3_FORCE_PATH_STYLE: must be true or false \(got "yes"\)/);
  });

  it("wants both halves of a key or neither", () => {
    const config = parse({ STORAGE_URL: "s3://shop-files", AWS_ACCESS_KEY_ID: "AKIA" });
    expect(() => fileStorageOf(config)).toThrow(ConfigError);
    expect(() => fileStorageOf(config)).toThrow(
      "AWS_SECRET_ACCESS_KEY: must be set when AWS_ACCESS_KEY_ID is (or unset both)",
    );
    const secretOnly = parse({ STORAGE_URL: "s3://shop-files", AWS_SECRET_ACCESS_KEY: "x" });
    expect(() => fileStorageOf(secretOnly)).toThrow("AWS_ACCESS_KEY_ID: must be set when");
  });

  it("keeps files in the bucket under the prefix when STORAGE_URL names one", async () => {
    const s3 = await startTestS3Server();
    try {
      const config = parse({
        STORAGE_URL: `s3://${TEST_BUCKET}/shop`,
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        AWS_ENDPOINT_URL: "http://127.0.0.1:9", // the S3 one wins
        AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      });
      const storage = fileStorageOf(config);
      await storage.probe();
      await storage.write("a/file.txt", Buffer.from("in the bucket"));
      const bucketRoot = s3Storage({
        bucket: TEST_BUCKET,
        client: {
          endpoint: s3.endpoint,
          region: "us-east-1",
          forcePathStyle: true,
          credentials: TEST_S3_CREDENTIALS,
        },
      });
      expect((await bucketRoot.readBytes("shop/a/file.txt")).toString()).toBe("in the bucket");
    } finally {
      await s3.stop();
    }
  });
});

import { existsSync } from "node:fs";
import path from "node:path";
import { exportObj, torusMesh } from "@druckwerk/mesh";
import { s3Storage } from "@druckwerk/platform";
import {
  startTestS3Server,
  TEST_BUCKET,
  TEST_S3_CREDENTIALS,
  type TestS3Server,
} from "@druckwerk/platform/testing/s3-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalysisEngine } from "../engine/engine";
import { meshEngine } from "../engine/mesh-engine";
import { settledTaskStatus, startTestAnalytx, uploadTo } from "../testing/service";

/** analytx on an S3 bucket (the distributed mode): the engine reads a temporary copy of the upload. */
describe("analytx on S3 storage", () => {
  let s3: TestS3Server;
  let analytx: Awaited<ReturnType<typeof startTestAnalytx>>;
  const inner = meshEngine({ threads: 1 });
  /** The paths the engine was given to read. */
  const paths: string[] = [];
  const engine: AnalysisEngine = {
    ...inner,
    analyse: (input) => {
      paths.push(input.path);
      return inner.analyse(input);
    },
  };

  beforeAll(async () => {
    s3 = await startTestS3Server();
    const storage = s3Storage({
      bucket: TEST_BUCKET,
      prefix: "analytx",
      client: {
        endpoint: s3.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: TEST_S3_CREDENTIALS,
      },
    });
    analytx = await startTestAnalytx(engine, { storage });
  });
  afterAll(async () => {
    await analytx?.close();
    await s3?.stop();
  });

  it("analyses an upload from the bucket, and serves its original and picture from there", async () => {
    const obj = exportObj(torusMesh(20, 6, 30, 20));
    const { status, body } = await uploadTo(analytx.url, obj, "ring.obj");
    expect(status).toBe(201);
    expect(await settledTaskStatus(analytx.url, body.taskId)).toBe("completed");
    // An OBJ is read from storage: a temporary copy under its own extension, gone after the analysis.
    expect(paths).toHaveLength(1);
    expect(path.extname(paths[0] as string)).toBe(".obj");
    expect(existsSync(paths[0] as string)).toBe(false);
    const fileUrl = `${analytx.url}/analytx/file/${body.createdObject._id}`;
    const original = await fetch(`${fileUrl}/original`);
    expect(Buffer.from(await original.arrayBuffer()).equals(Buffer.from(obj))).toBe(true);
    const front = await fetch(`${fileUrl}/front.png`);
    expect(front.headers.get("content-type")).toBe("image/png");
    expect((await front.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }, 60_000);
});

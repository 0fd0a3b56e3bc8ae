import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

const s3rverBin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");

/** The bucket the test server creates at its start. */
export const TEST_BUCKET = "druckwerk-test";

/** s3rver's fixed credentials: it checks requests' signatures against these. */
export const TEST_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3Server {
  endpoint: string;
  port: number;
  /** Ends the server at once (SIGKILL): requests in flight fail as with a store gone down. */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder, with the objects it had. */
  restart(): Promise<void>;
  /** Ends it and removes its folder. */
  stop(): Promise<void>;
}

/**
 * A real S3-speaking server for tests: s3rver (an npm package) in a process of its own, on a free
 * loopback port, keeping its objects in a temporary folder, with `TEST_BUCKET` created.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "druckwerk-s3rver-"));
  let child: ChildProcess | undefined;
  const start = async (port: number) => {
    const options = ["-d", directory, "-a", "127.0.0.1", "-p", String(port), "--silent"];
    child = spawn(
      process.execPath,
      // s3rver's continuation tokens (a listing's next page) use DES, in OpenSSL 3's legacy provider.
      ["--openssl-legacy-provider", s3rverBin, ...options, "--configure-bucket", TEST_BUCKET],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const exited = once(child, "exit").then(([code]) => {
      throw new Error(`s3rver exited with ${code} before it listened`);
    });
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const listening = (async () => {
      for await (const line of lines) {
        const match = /listening on [\d.]+:(\d+)/.exec(line);
        if (match) return Number(match[1]);
      }
      throw new Error("s3rver said nothing of its port");
    })();
    const listeningOn = await Promise.race([listening, exited]);
    child.stdout?.resume(); // anything more it says is drained, never left to block it
    return listeningOn;
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGKILL");
    await exited;
  };
  const port = await start(0);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    kill,
    async restart() {
      await kill();
      await start(port);
    },
    async stop() {
      await kill();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  startTestS3Server,
  TEST_BUCKET,
  TEST_S3_CREDENTIALS,
  type TestS3Server,
} from "@druckwerk/platform/testing/s3-server";
import { freshDatabase } from "./database";
import { haproxyConfig } from "./haproxy";
import { type ClusterPorts, type ClusterProcess, topology } from "./topology";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ClusterOptions extends ClusterPorts {
  /** The cluster's folder: its logs, HAProxy's configuration and the mail outbox. */
  dir: string;
  /** A PostgreSQL server the cluster creates its database on (and drops it from at the end). */
  postgresUrl: string;
  /** The analytx workers behind HAProxy: two by default (the load test measures one against two). */
  analytxReplicas?: number;
}

export interface RunningCluster {
  shopUrl: string;
  /** The cluster's database, for a look behind the shop and for taking it away. */
  databaseUrl: string;
  /** Each Node process's own address by name (`analytx-1`…), past the balancer. */
  urls: Map<string, string>;
  /** Every process by name (`gateway-1`, `analytx-2`, `haproxy`…), for fault tests. */
  processes: Map<string, ChildProcess>;
  /** The object store every process keeps its files in (s3rver), to take down and back up. */
  objectStore: TestS3Server;
  /** Starts a process again under its name, after it was killed. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Waits until `url` answers 200 or `child` ends. */
async function answering(url: string, child: ChildProcess, name: string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; see its log`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not answer ${url} within 60 s`);
}

/**
 * Starts the distributed shop (topology.ts) on one machine and answers once the shop answers
 * through HAProxy: a database of its own on the PostgreSQL server, files in an S3 object store
 * (s3rver, the npm package the storage tests use; in production a real bucket). Each process logs
 * to `<dir>/logs/<name>.log`.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const logs = path.join(options.dir, "logs");
  mkdirSync(logs, { recursive: true });
  const database = await freshDatabase(options.postgresUrl);
  const objectStore = await startTestS3Server();
  const processes = new Map<string, ChildProcess>();
  const specs = new Map<string, { command: string; args: string[]; env: Record<string, string> }>();

  const launch = (name: string) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`no process ${name}`);
    const log = createWriteStream(path.join(logs, `${name}.log`), { flags: "a" });
    const child = spawn(spec.command, spec.args, {
      cwd: root,
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    processes.set(name, child);
    return child;
  };
  const node = async (service: ClusterProcess) => {
    specs.set(service.name, {
      command: process.execPath,
      args: ["--import", "tsx", service.script],
      env: service.env,
    });
    await answering(`http://127.0.0.1:${service.port}/ready`, launch(service.name), service.name);
  };

  const stop = async () => {
    const running = [...processes.values()].filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    for (const child of running) child.kill("SIGTERM");
    await Promise.all(running.map((child) => once(child, "exit")));
    await objectStore.stop();
    await database.drop();
  };

  try {
    const shared = {
      DATABASE_URL: database.url,
      STORAGE_URL: `s3://${TEST_BUCKET}`,
      AWS_ENDPOINT_URL_S3: objectStore.endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      // Only the mail outbox is kept here (SMTP_URL sends it instead).
      DATA_DIR: options.dir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    };
    const { gateways, storefronts, analytx, services } = topology(options, shared, options.analytxReplicas);
    // The services each prepare their own schema; the replicas of one wait for the first.
    await Promise.all(services.map(node));
    for (const replica of analytx) await node(replica);
    // HAProxy before the gateways: they are ready once analytx answers them through it.
    const config = path.join(options.dir, "haproxy.cfg");
    writeFileSync(
      config,
      haproxyConfig(
        { port: options.shop, replicas: gateways, check: "/ready" },
        { replicas: storefronts, check: "/health" },
        { port: options.analytx, replicas: analytx, check: "/ready" },
      ),
    );
    specs.set("haproxy", { command: "haproxy", args: ["-f", config, "-db"], env: {} });
    const haproxy = launch("haproxy");
    await answering(`http://127.0.0.1:${options.analytx}/health`, haproxy, "haproxy");
    await Promise.all([...gateways, ...storefronts].map(node));
    const shopUrl = `http://localhost:${options.shop}`;
    await answering(`${shopUrl}/health`, haproxy, "haproxy");
    return {
      shopUrl,
      databaseUrl: database.url,
      urls: new Map(
        [...gateways, ...storefronts, ...analytx, ...services].map((replica) => [
          replica.name,
          `http://127.0.0.1:${replica.port}`,
        ]),
      ),
      processes,
      objectStore,
      restart: async (name) => {
        const replica = [...gateways, ...storefronts, ...analytx, ...services].find(
          (candidate) => candidate.name === name,
        );
        if (replica) await node(replica);
        else launch(name);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import autocannon from "autocannon";
import { type DocumentNode, print } from "graphql";
import {
  AddCartItemsDocument,
  CreateCartDocument,
  PriceMatrixDocument,
  PrintModesDocument,
} from "../../storefront/src/gql/graphql";
import { type RunningCluster, startCluster } from "../cluster/launch";
import { relaxedLimits } from "../e2e/relaxed-limits";
import { torusStl, uploadForm, uploadThroughGateway } from "./gateway-upload";
import { percentile, start, stopAll, waitFor, waitForTask } from "./processes";
import { printTable, redPlaItem } from "./shop-client";

/**
 * The shop under load, printed, on the embedded shop and on the distributed one (tests/cluster):
 * a mix of the catalogue (printModes), the price matrix of an uploaded model at a new scale each
 * time, cart writes (createCart, addCartItems) and uploads of a small STL, from 1 to 32
 * connections at once, each step `STEP_SECONDS` long: requests a second, p50/p95/p99 and the
 * errors; then the analysis throughput of the cluster with one analytx worker and with two.
 * Loopback only, bounded (about three minutes). The load generator is one client, so the shop's
 * per-client limits are raised for it (and for no one else: no one else is there). The embedded
 * shop listens on `BENCH_PORT` (4690) and its services 10 above; the cluster on `CLUSTER_PORT`
 * (4900) and the 20 ports above; `CLUSTER_POSTGRES_URL` names the PostgreSQL server.
 */
const CONNECTIONS = [1, 4, 16, 32];
const STEP_SECONDS = 8;
/** Models of about 100k triangles each, all different, uploaded at once for the throughput. */
const MODELS = 12;

const benchPort = Number(process.env.BENCH_PORT ?? 4690);
const clusterPort = Number(process.env.CLUSTER_PORT ?? 4900);
const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Every process the bench starts inherits them. The gateway also lets one client have only two
// requests to the services at once, which would make the 32 connections wait for each other.
Object.assign(process.env, { ...relaxedLimits, GATEWAY_UPSTREAM_REQUESTS_PER_CLIENT: "1000" });

interface Target {
  shop: string;
  /** Where analytx answers a task's status. */
  analytx: string;
}

const json = { method: "POST" as const, path: "/graphql", headers: { "content-type": "application/json" } };
/** The body of a request of the operation `document`, printed once, with the variables given. */
const operation = (document: DocumentNode) => {
  const query = print(document);
  return (variables: Record<string, unknown>) => JSON.stringify({ query, variables });
};
const printModes = operation(PrintModesDocument);
const priceMatrix = operation(PriceMatrixDocument);
const createCart = operation(CreateCartDocument);
const addCartItems = operation(AddCartItemsDocument);

/** An answer refused inside GraphQL: errors, or the error member of a result union. */
const refusedInGraphql = (body: string) => {
  const answer = JSON.parse(body) as { errors?: unknown; data?: Record<string, { __typename?: string }> };
  return (
    answer.errors !== undefined ||
    Object.values(answer.data ?? {}).some((field) =>
      ["CartError", "FileRejected"].includes(field?.__typename ?? ""),
    )
  );
};

/** One model, uploaded and analysed: its id and the cookie that reads it. */
async function uploadedModel(target: Target) {
  const upload = await uploadThroughGateway(target.shop, torusStl(10_000), "torus.stl");
  await waitForTask(target.analytx, upload.task.id);
  return { modelFileId: upload.modelFile.id, cookie: upload.cookie };
}

/** The requests of a connection's round, in their order. */
const CALLS = ["catalogue", "price matrix", "new cart", "add item", "upload"] as const;
type Call = (typeof CALLS)[number];

/** What a connection keeps from one request of its round for the next. */
interface Round {
  cartId?: string;
}

type Model = Awaited<ReturnType<typeof uploadedModel>>;

/** The mix at `connections` connections for `seconds`, priced and carted `model`: its figures as a table row. */
async function mix(target: Target, { modelFileId, cookie }: Model, connections: number, seconds: number) {
  const upload = new Request("http://upload", {
    method: "POST",
    body: uploadForm(exportStl(boxMesh([0, 0, 0], [20, 10, 5])), "block.stl"),
  });
  const uploadBody = Buffer.from(await upload.arrayBuffer());
  const times: number[] = [];
  const byCall = new Map<Call, number[]>(CALLS.map((call) => [call, []]));
  let graphqlErrors = 0;
  let scales = 0;
  // autocannon hands a request's answer to its onResponse just before it reports the answer's
  // time, on the same connection and in the same turn of the event loop.
  let answered: Call = "catalogue";
  const count = (call: Call) => (status: number, body: string) => {
    answered = call;
    if (status < 300 && refusedInGraphql(body)) graphqlErrors++;
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.shop,
        connections,
        duration: seconds,
        headers: { cookie },
        requests: [
          { ...json, body: printModes({ language: "EN" }), onResponse: count("catalogue") },
          {
            ...json,
            // A scale not priced before, as a shopper dragging the scale.
            setupRequest: (request) => ({
              ...request,
              body: priceMatrix({
                modelFileId,
                scale: 1 + ++scales / 1000,
                unit: "MM",
                quantity: 1,
                language: "EN",
              }),
            }),
            onResponse: count("price matrix"),
          },
          {
            ...json,
            body: createCart({}),
            onResponse: (status, body, context: Round) => {
              count("new cart")(status, body);
              context.cartId = status < 300 ? JSON.parse(body).data?.createCart?.id : undefined;
            },
          },
          {
            ...json,
            // After a refused new cart, the item is refused too (and counted).
            setupRequest: (request, context: Round) => ({
              ...request,
              body: addCartItems({ cartId: context.cartId ?? "", items: [redPlaItem(modelFileId)] }),
            }),
            onResponse: count("add item"),
          },
          {
            method: "POST",
            path: "/graphql",
            headers: {
              "content-type": upload.headers.get("content-type") ?? "",
              "apollo-require-preflight": "true",
            },
            body: uploadBody,
            onResponse: count("upload"),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => {
      times.push(ms);
      byCall.get(answered)?.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  const p95ByCall = CALLS.map(
    (call) => percentile(byCall.get(call)?.sort((a, b) => a - b) ?? [], 0.95) ?? "-",
  );
  return [
    String(connections),
    (times.length / result.duration).toFixed(0),
    percentile(times, 0.5) ?? "",
    percentile(times, 0.95) ?? "",
    percentile(times, 0.99) ?? "",
    String(result.non2xx),
    String(graphqlErrors),
    String(result.errors),
    p95ByCall.join(" / "),
  ];
}

/** The mix at rising concurrency, printed as a table; a short first run warms the shop up. */
async function load(title: string, target: Target) {
  const model = await uploadedModel(target);
  await mix(target, model, 4, 2);
  const rows: string[][] = [];
  for (const connections of CONNECTIONS) rows.push(await mix(target, model, connections, STEP_SECONDS));
  printTable(
    `${title}: the mix (${CALLS.join(", ")}), ${STEP_SECONDS} s a step, ${availableParallelism()} cores`,
    [
      "connections",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "non-2xx",
      "GraphQL errors",
      "socket errors",
      `p95 ms: ${CALLS.join(" / ")}`,
    ],
    rows,
  );
}

/**
 * Models analysed a minute: `models` uploaded at once, from the first upload to the last analysis
 * completed; and the seconds until the last upload was answered and until the last analysis.
 */
async function analysisThroughput(target: Target, models: Uint8Array[]) {
  const t0 = performance.now();
  let uploaded = 0;
  await Promise.all(
    models.map(async (bytes, i) => {
      const upload = await uploadThroughGateway(target.shop, bytes, `torus-${i}.stl`);
      uploaded = Math.max(uploaded, performance.now() - t0);
      await waitForTask(target.analytx, upload.task.id);
    }),
  );
  const ms = performance.now() - t0;
  return { perMinute: models.length / (ms / 60_000), uploaded: uploaded / 1000, analysed: ms / 1000 };
}

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `druckwerk-bench-load-${name}-`));
  dirs.push(dir);
  return dir;
};
let starting: Promise<RunningCluster> | undefined;
const clusterTarget = async (analytxReplicas: number): Promise<Target> => {
  starting = startCluster({
    shop: clusterPort,
    analytx: clusterPort + 1,
    firstProcess: clusterPort + 10,
    dir: tempDir(`cluster${analytxReplicas}`),
    postgresUrl,
    analytxReplicas,
  });
  return { shop: (await starting).shopUrl, analytx: `http://127.0.0.1:${clusterPort + 1}` };
};
const stopCluster = async () => {
  const cluster = await starting?.catch(() => undefined);
  starting = undefined;
  await cluster?.stop();
};
/** Stops everything once, whether a signal or the end (or failure) of the run asks first. */
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await stopAll();
    await stopCluster();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  })());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
}

try {
  const services = `http://127.0.0.1:${benchPort + 10}`;
  start("packages/embedded/src/main.ts", {
    PORT: String(benchPort),
    SERVICES_PORT: String(benchPort + 10),
    DATA_DIR: tempDir("embedded"),
  });
  const embedded = { shop: `http://127.0.0.1:${benchPort}`, analytx: services };
  await waitFor(`${embedded.shop}/health`);
  await load("The embedded shop", embedded);
  await stopAll();

  const models = Array.from({ length: MODELS }, (_, i) => torusStl(100_000 + 4_000 * i));
  const rows: string[][] = [];
  const perMinute: number[] = [];
  for (const replicas of [1, 2]) {
    const cluster = await clusterTarget(replicas);
    const throughput = await analysisThroughput(cluster, models);
    perMinute.push(throughput.perMinute);
    rows.push([
      String(replicas),
      throughput.perMinute.toFixed(1),
      throughput.uploaded.toFixed(1),
      throughput.analysed.toFixed(1),
    ]);
    if (replicas === 2) await load("The cluster (2 gateways, 2 analytx behind HAProxy)", cluster);
    await stopCluster();
  }
  const [one = 0, two = 0] = perMinute;
  printTable(
    `Analysis throughput of the cluster: ${MODELS} models of 100k-144k triangles uploaded at once, ${availableParallelism()} cores`,
    ["analytx workers", "models/min", "last upload answered s", "last analysis completed s"],
    rows,
  );
  console.log(`  2 workers / 1 worker: ${(two / one).toFixed(2)}x`);
} finally {
  await cleanUp();
}

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { print } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import { torusStl, uploadThroughGateway } from "./gateway-upload";
import { printTable, startShop, stopAll } from "./processes";

/**
 * The configurator's comparison, timed as the storefront gets it: the GraphQL upload, the
 * `analysisProgress` subscription until completed, then the storefront's own PriceMatrix query
 * answered (every mode, finish and colour priced). One shop process, as `npm start` runs it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-compare-"));
const port = Number(process.env.BENCH_PORT ?? 4640);
const shop = `http://127.0.0.1:${port}`;

/** Resolves when the task's progress subscription says it completed (with the uploader's cookie). */
function analysed(taskId: string, cookie: string) {
  const client = createClient({
    url: `${shop.replace("http", "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
  return new Promise<void>((resolve, reject) => {
    client.subscribe(
      {
        query: `subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }`,
        variables: { id: taskId },
      },
      {
        next: ({ data }) => {
          const status = (data as { analysisProgress: { status: string } }).analysisProgress.status;
          if (status === "FAILED") reject(new Error("analysis failed"));
        },
        error: reject,
        complete: resolve,
      },
    );
  }).finally(() => client.dispose());
}

async function comparison(modelFileId: string, cookie: string) {
  const response = await fetch(`${shop}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      query: print(PriceMatrixDocument),
      variables: { modelFileId, scale: 1, unit: "MM", quantity: 1, language: "DE" },
    }),
  });
  const body = (await response.json()) as { data?: { printModes: unknown[] }; errors?: unknown };
  if (!body.data?.printModes.length) throw new Error(`no comparison: ${JSON.stringify(body.errors)}`);
}

const rows: string[][] = [];
try {
  await startShop(port, dataDir, { GRAPHQL_COST_RATE_LIMIT: "1000000000" });
  // The first of each run warms the shop (worker threads, caches) and is not counted.
  for (const [i, triangles] of [1_000, 1_000, 10_000, 100_000, 1_000_000].entries()) {
    const bytes = torusStl(triangles);
    const t0 = performance.now();
    const upload = await uploadThroughGateway(shop, bytes, `torus-${triangles}.stl`);
    const acknowledged = performance.now() - t0;
    await analysed(upload.task.id, upload.cookie);
    const completed = performance.now() - t0;
    await comparison(upload.modelFile.id, upload.cookie);
    const total = performance.now() - t0;
    if (i === 0) continue;
    rows.push([
      String((bytes.byteLength - 84) / 50),
      (bytes.byteLength / 1024 / 1024).toFixed(1),
      acknowledged.toFixed(0),
      completed.toFixed(0),
      (total - completed).toFixed(0),
      total.toFixed(0),
    ]);
  }
  printTable(
    "Upload to the configurator's comparison (through the gateway, as the storefront):",
    ["triangles", "MiB", "upload ack ms", "analysed ms", "PriceMatrix ms", "comparison data ms"],
    rows,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

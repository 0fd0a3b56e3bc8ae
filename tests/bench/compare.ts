import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { torusStl, uploadThroughGateway } from "./gateway-upload";
import { stopAll } from "./processes";
import { followTask, priceMatrix, printTable, startBenchShop } from "./shop-client";

/**
 * The configurator's comparison, timed as the storefront gets it: the GraphQL upload, the
 * `analysisProgress` subscription until completed, then the storefront's own PriceMatrix query
 * answered (every mode, finish and colour priced). One shop process, as `npm start` runs it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-compare-"));

const rows: string[][] = [];
try {
  const shop = await startBenchShop(Number(process.env.BENCH_PORT ?? 4640), dataDir);
  // The first of each run warms the shop (worker threads, caches) and is not counted.
  for (const [i, triangles] of [1_000, 1_000, 10_000, 100_000, 1_000_000].entries()) {
    const bytes = torusStl(triangles);
    const t0 = performance.now();
    const upload = await uploadThroughGateway(shop, bytes, `torus-${triangles}.stl`);
    const acknowledged = performance.now() - t0;
    await followTask(shop, upload.task.id, upload.cookie);
    const completed = performance.now() - t0;
    await priceMatrix(shop, upload.modelFile.id, upload.cookie);
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

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { torusStl, uploadThroughGateway } from "./gateway-upload";
import { stopAll } from "./processes";
import { followTask, priceMatrix, printTable, startBenchShop } from "./shop-client";

/**
 * The instant quote, timed as the storefront sees it: from the end of the upload (the GraphQL
 * upload answered) to the price on screen (the `analysisProgress` subscription reports the model
 * MEASURED, then the storefront's PriceMatrix query is answered), and on to the wall thickness
 * (the task COMPLETED). One shop process, as `npm start` runs it; the last row after 35 s without
 * uploads, as a shop with few visitors sees most of them.
 */
/** Longer than piscina's default 30 s a thread without work waits before it leaves. */
const IDLE_MS = 35_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-quote-"));

const rows: string[][] = [];
try {
  const shop = await startBenchShop(Number(process.env.BENCH_PORT ?? 4650), dataDir);
  // The first run is not counted (the shop's first requests warm its caches); the last comes
  // after the shop sat without uploads for longer than a worker thread used to wait for work.
  const runs: [number, number][] = [
    [1_000, 0],
    [10_000, 0],
    [100_000, 0],
    [1_000_000, 0],
    [100_000, IDLE_MS],
  ];
  for (const [i, [triangles, idleBefore]] of runs.entries()) {
    await new Promise((resolve) => setTimeout(resolve, idleBefore));
    const bytes = torusStl(triangles);
    const t0 = performance.now();
    const upload = await uploadThroughGateway(shop, bytes, `torus-${triangles}.stl`);
    const uploaded = performance.now();
    let measured = 0;
    let priced: Promise<number> | undefined;
    await followTask(shop, upload.task.id, upload.cookie, ({ stage }) => {
      if (stage === "NONE" || priced) return;
      measured = performance.now();
      priced = priceMatrix(shop, upload.modelFile.id, upload.cookie).then(() => performance.now());
    });
    const completed = performance.now();
    const pricedAt = await (priced ?? Promise.reject(new Error("never measured")));
    if (i === 0) continue;
    rows.push([
      `${(bytes.byteLength - 84) / 50}${idleBefore ? ` (after ${idleBefore / 1000} s idle)` : ""}`,
      (bytes.byteLength / 1024 / 1024).toFixed(1),
      (uploaded - t0).toFixed(0),
      (measured - uploaded).toFixed(0),
      (pricedAt - uploaded).toFixed(0),
      (completed - uploaded).toFixed(0),
    ]);
  }
  printTable(
    "The instant quote (through the gateway and the subscription, as the storefront):",
    [
      "triangles",
      "MiB",
      "upload ms",
      "upload end -> measured ms",
      "upload end -> price ms",
      "upload end -> thickness ms",
    ],
    rows,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

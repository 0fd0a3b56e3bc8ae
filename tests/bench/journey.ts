import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { torusStl, uploadThroughGateway } from "./gateway-upload";
import { percentile, start, stopAll, waitFor, waitForTask } from "./processes";

/**
 * The journey's figures, printed: the gateway's memory while it passes a 100 MB upload on, the
 * time from upload to a configurable model for 1M triangles, and the price matrix's latency.
 * The services and the gateway run as separate processes so the gateway's memory is its own.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-"));
const servicesPort = 4610;
const gatewayPort = 4620;
const services = `http://127.0.0.1:${servicesPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};

const MATRIX = `query ($id: ID!, $scale: Float!) { printModes { surfaceFinishes { colors { price(modelFileId: $id, scale: $scale) { net printable } } } } }`;

try {
  start("packages/embedded/src/main.ts", {
    PORT: "4630",
    SERVICES_PORT: String(servicesPort),
    DATA_DIR: dataDir,
    ANALYSIS_THREADS: "2",
  });
  const gatewayProcess = start("gateway/src/main.ts", {
    PORT: String(gatewayPort),
    PRICING_URL: services,
    ANALYTX_URL: services,
    CHECKOUT_URL: services,
  });
  await waitFor(`${services}/health`);
  await waitFor(`${gateway}/health`);

  // 1. Memory of the gateway while a 100 MB file passes through it.
  const big = torusStl(2_090_000);
  const baseline = rssMb(gatewayProcess.pid as number);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(gatewayProcess.pid as number));
  }, 10);
  const t0 = performance.now();
  const bigUpload = await uploadThroughGateway(gateway, big, "big.stl");
  const uploadMs = performance.now() - t0;
  clearInterval(sampler);
  await waitForTask(services, bigUpload.task.id);
  const bigAnalysedMs = performance.now() - t0;
  console.log(
    `100 MB upload through the gateway: file ${(big.byteLength / 1024 / 1024).toFixed(1)} MiB, ${uploadMs.toFixed(0)} ms`,
  );
  console.log(
    `  gateway RSS: ${baseline.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB peak, growth ${(peak - baseline).toFixed(0)} MiB`,
  );
  console.log(
    `  its ${(big.byteLength / 50 / 1e6).toFixed(1)}M triangles analysed after ${bigAnalysedMs.toFixed(0)} ms`,
  );

  // 2. Upload to configurable for 1M triangles.
  const million = torusStl(1_000_000);
  const t1 = performance.now();
  const accepted = await uploadThroughGateway(gateway, million, "million.stl");
  const acceptedMs = performance.now() - t1;
  await waitForTask(services, accepted.task.id);
  const configuredMs = performance.now() - t1;
  console.log(
    `1M-triangle model (${(million.byteLength / 1024 / 1024).toFixed(1)} MiB): upload acknowledged in ${acceptedMs.toFixed(0)} ms, analysed and configurable after ${configuredMs.toFixed(0)} ms`,
  );

  // 3. The full price matrix through the gateway (one batch request to pricing each time).
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await fetch(`${gateway}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: accepted.cookie },
      body: JSON.stringify({ query: MATRIX, variables: { id: accepted.modelFile.id, scale: 1 + i / 100 } }),
    });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `price matrix (every colour of every mode), 30 queries: median ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms`,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installed } from "../src/agreement/reference-tools";
import { exportStl } from "../src/export/stl";
import { export3mf } from "../src/export/threemf";
import { parseModel } from "../src/formats/parse";
import { torusMesh } from "../src/generate/shapes";
import { measureMesh } from "../src/measure/measure";
import { renderPng } from "../src/render/render";
import { repairMesh } from "../src/repair/repair";
import { analyzeModel } from "../src/report";
import { measureThicknessInParallel } from "../src/thickness/thickness";

/**
 * The engine on a 1M-triangle binary STL (about 50 MB): each step's time, a 400 x 400 render, and
 * the table of issue 18 with each row's goal beside it, admesh and `prusa-slicer --info` timed on
 * the same file in the same run. Peak memory is that of a full analysis in a process of its own
 * (`bench.ts --analyze FILE`), so the bench's own model generation and step-by-step copies do not
 * count against the engine.
 */
if (process.argv[2] === "--analyze") {
  const file = process.argv[3] as string;
  const start = performance.now();
  await analyzeModel(readFileSync(file), { filename: file });
  const ms = performance.now() - start;
  console.log(JSON.stringify({ ms, peakMiB: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const dir = mkdtempSync(path.join(tmpdir(), "druckwerk-mesh-bench-"));
const file = path.join(dir, "torus-1m.stl");
writeFileSync(file, exportStl(torusMesh(60, 15, 1000, 500)));
const bytes = readFileSync(file);

function timed<T>(label: string, run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms`);
  return { value, ms };
}
async function timedAsync<T>(label: string, run: () => Promise<T>) {
  const start = performance.now();
  const value = await run();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms`);
  return { value, ms };
}
function tool(label: string, command: string, args: string[]): number | null {
  if (!installed(command)) {
    console.log(`${label.padEnd(34)} not installed (apt-get install ${command})`);
    return null;
  }
  return timed(label, () => spawnSync(command, args, { stdio: "ignore" })).ms;
}

console.log(`file: ${(bytes.length / 2 ** 20).toFixed(1)} MiB, 1,000,000 triangles\n`);
const parse = await timedAsync("parse", () => parseModel(bytes, { filename: file }));
const repair = timed("repair", () => repairMesh(parse.value.mesh));
const measure = timed("measure (repaired)", () => measureMesh(repair.value.mesh, repair.value));
const thickness = await timedAsync("wall thickness", () => measureThicknessInParallel(repair.value.mesh));
timed("render 400 x 400 (front)", () => renderPng(repair.value.mesh, { width: 400 }));
timed("render 400 x 400 (thickness)", () =>
  renderPng(repair.value.mesh, { width: 400, colorBy: "thickness", thickness: thickness.value.perTriangle }),
);
const threemf = await timedAsync("export 3MF", async () => export3mf(repair.value.mesh));
const full = await timedAsync("full analysis (read to thickness)", () =>
  analyzeModel(bytes, { filename: file }),
);
const analysisProcess = spawnSync(
  process.execPath,
  ["--import", "tsx", fileURLToPath(import.meta.url), "--analyze", file],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
const { peakMiB } = JSON.parse(analysisProcess.stdout) as { peakMiB: number };
const benchPeak = process.resourceUsage().maxRSS / 1024;
console.log(`${"peak RSS, analysis in own process".padEnd(34)} ${peakMiB.toFixed(0).padStart(6)} MiB`);
console.log(`${"peak RSS, this whole bench".padEnd(34)} ${benchPeak.toFixed(0).padStart(6)} MiB\n`);

const admesh = tool("admesh (same file)", "admesh", [file]);
const prusa = tool("prusa-slicer --info (same file)", "prusa-slicer", ["--info", file]);
const ours = parse.ms + repair.ms + measure.ms;
const ratio = (a: number, b: number | null) => (b ? `${(a / b).toFixed(2)} x` : "n/a");

const rows: [string, string, string, boolean | null][] = [
  [
    "parse + repair + measure",
    `${ours.toFixed(0)} ms = ${ratio(ours, admesh)} admesh, ${ratio(ours, prusa)} prusa --info`,
    "<= 1.0 x admesh",
    admesh ? ours <= admesh : null,
  ],
  ["wall thickness", `${thickness.ms.toFixed(0)} ms`, "<= 800 ms", thickness.ms <= 800],
  ["3MF export", `${threemf.ms.toFixed(0)} ms`, "<= 600 ms", threemf.ms <= 600],
  [
    "full analysis (read to thickness)",
    `${full.ms.toFixed(0)} ms = ${ratio(full.ms, prusa)} prusa --info, ${ratio(full.ms, admesh)} admesh`,
    "<= 1500 ms",
    full.ms <= 1500,
  ],
  ["peak RSS (analysis)", `${peakMiB.toFixed(0)} MiB`, "<= 300 MiB", peakMiB <= 300],
];
console.log(`\n${"step".padEnd(34)} ${"now".padEnd(52)} ${"goal".padEnd(16)} met`);
for (const [step, now, goal, met] of rows) {
  console.log(
    `${step.padEnd(34)} ${now.padEnd(52)} ${goal.padEnd(16)} ${met === null ? "?" : met ? "yes" : "NO"}`,
  );
}
console.log(
  `\nadmesh ${admesh?.toFixed(0) ?? "n/a"} ms, prusa-slicer --info ${prusa?.toFixed(0) ?? "n/a"} ms (same file, this run)`,
);
rmSync(dir, { recursive: true, force: true });

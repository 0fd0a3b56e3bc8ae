import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { installed } from "../src/agreement/reference-tools";
import { exportStl } from "../src/export/stl";
import { export3mf } from "../src/export/threemf";
import { parseModel } from "../src/formats/parse";
import { torusMesh } from "../src/generate/shapes";
import { measureMesh } from "../src/measure/measure";
import { renderPng } from "../src/render/render";
import { repairMesh } from "../src/repair/repair";
import { analyzeModel } from "../src/report";
import { measureThickness } from "../src/thickness/thickness";

/**
 * The engine on a 1M-triangle binary STL (about 50 MB): each step's time, the full analysis, a
 * 400 x 400 render, peak memory, and admesh and PrusaSlicer on the same file in the same run.
 */
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
const thickness = timed("wall thickness", () => measureThickness(repair.value.mesh));
timed("render 400 x 400 (front)", () => renderPng(repair.value.mesh, { width: 400 }));
timed("render 400 x 400 (thickness)", () =>
  renderPng(repair.value.mesh, { width: 400, colorBy: "thickness", thickness: thickness.value.perTriangle }),
);
timed("export 3MF", () => export3mf(repair.value.mesh));
const full = await timedAsync("full analysis (read to thickness)", () =>
  analyzeModel(bytes, { filename: file }),
);
const peak = process.resourceUsage().maxRSS / 1024;
console.log(`${"peak memory (RSS)".padEnd(34)} ${peak.toFixed(0).padStart(6)} MiB\n`);

const ours = parse.ms + measure.ms + repair.ms;
const admesh = tool("admesh (same file)", "admesh", [file]);
const prusa = tool("prusa-slicer --info (same file)", "prusa-slicer", ["--info", file]);
console.log("");
console.log(`our parse + measure + repair       ${ours.toFixed(0).padStart(6)} ms`);
if (admesh)
  console.log(
    `  ratio to admesh                  ${(ours / admesh).toFixed(2).padStart(6)} x   (bar: at most 2 x)`,
  );
if (prusa) console.log(`  ratio to prusa-slicer --info     ${(ours / prusa).toFixed(2).padStart(6)} x`);
console.log(`full analysis                      ${full.ms.toFixed(0).padStart(6)} ms   (bar: under 5000 ms)`);
console.log(`peak memory                        ${peak.toFixed(0).padStart(6)} MiB  (bar: under 1024 MiB)`);
rmSync(dir, { recursive: true, force: true });

import { readFile, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { parseArgs } from "node:util";
import { toMeshError } from "../errors";
import { exportStl } from "../export/stl";
import { export3mf } from "../export/threemf";
import { parseModel } from "../formats/parse";
import { renderPng } from "../render/render";
import { repairMesh } from "../repair/repair";
import { analyzeModel } from "../report";
import { formatConformance, runConformance } from "./conformance";
import { formatReport } from "./format";

const USAGE = `Usage:
  druckwerk-mesh analyze FILE [--unit mm|cm|inch] [--threshold MM] [--json]
  druckwerk-mesh repair IN OUT.stl|OUT.3mf [--unit mm|cm|inch] [--json]
  druckwerk-mesh render FILE OUT.png [--view front|z-p-0|…] [--thickness MM] [--size PX] [--unit …]
  druckwerk-mesh conformance DIR [--json]   (the 3MF Consortium's MUSTPASS/MUSTFAIL samples)`;

class UsageError extends Error {}

/** Runs one command; answers the process exit code (0 ok, 1 the model was refused, 2 usage). */
export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      unit: { type: "string" },
      json: { type: "boolean" },
      threshold: { type: "string" },
      view: { type: "string" },
      thickness: { type: "string" },
      size: { type: "string" },
    },
  });
  const json = values.json === true;
  try {
    const [command, ...files] = positionals;
    const unit = typeof values.unit === "string" ? values.unit : undefined;
    if (command === "analyze" && files.length === 1) {
      const file = files[0] as string;
      const threshold = numberOption(values.threshold, "threshold");
      const { report } = await analyzeModel(await readFile(file), { filename: file, unit, threshold });
      print(json ? JSON.stringify(report, null, 2) : formatReport(file, report));
      return 0;
    }
    if (command === "repair" && files.length === 2) {
      const [input, output] = files as [string, string];
      const format = extname(output).toLowerCase();
      if (format !== ".stl" && format !== ".3mf") throw new UsageError("OUT must end in .stl or .3mf");
      const parsed = await parseModel(await readFile(input), { filename: input, unit });
      const { mesh, counts } = repairMesh(parsed.mesh);
      await writeFile(output, format === ".stl" ? exportStl(mesh) : export3mf(mesh));
      print(json ? JSON.stringify({ repair: counts }, null, 2) : `${output}: ${JSON.stringify(counts)}`);
      return 0;
    }
    if (command === "render" && files.length === 2) {
      const [input, output] = files as [string, string];
      const thickness = numberOption(values.thickness, "thickness");
      const size = numberOption(values.size, "size") ?? 400;
      const parsed = await parseModel(await readFile(input), { filename: input, unit });
      const { mesh } = repairMesh(parsed.mesh);
      const view = typeof values.view === "string" ? values.view : thickness ? "z-p-0" : "front";
      const png = renderPng(mesh, {
        width: size,
        view,
        ...(thickness ? { colorBy: "thickness" as const, threshold: thickness } : {}),
      });
      await writeFile(output, png);
      if (!json) print(`${output}: ${size} x ${size} px, view ${view}`);
      return 0;
    }
    if (command === "conformance" && files.length === 1) {
      const rows = await runConformance(files[0] as string);
      if (rows.length === 0) throw new UsageError(`No MUSTPASS or MUSTFAIL .3mf files under ${files[0]}`);
      print(json ? JSON.stringify(rows, null, 2) : formatConformance(rows));
      return rows.every((row) => row.ok) ? 0 : 1;
    }
    throw new UsageError(USAGE);
  } catch (error) {
    if (error instanceof UsageError) {
      if (json) print(JSON.stringify({ error: { code: "USAGE", message: error.message } }));
      else process.stderr.write(`${error.message}\n`);
      return 2;
    }
    const { code, message } = toMeshError(error);
    if (json) print(JSON.stringify({ error: { code, message } }));
    else process.stderr.write(`error ${code}: ${message}\n`);
    return 1;
  }
}

function numberOption(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (typeof value !== "string" || !Number.isFinite(number) || number <= 0) {
    throw new UsageError(`--${name} needs a positive number`);
  }
  return number;
}

function print(text: string) {
  process.stdout.write(`${text}\n`);
}

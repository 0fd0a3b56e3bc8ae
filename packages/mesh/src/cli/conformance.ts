import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { toMeshError } from "../errors";
import { parseModel } from "../formats/parse";

/** What the 3MF Consortium's sample expects of a reader: read it, or refuse it. */
export type Expectation = "MUSTPASS" | "MUSTFAIL";

export interface ConformanceRow {
  file: string;
  expected: Expectation;
  outcome: "read" | "refused";
  /** The refusal's code, or the codes of the warnings a read file got. */
  codes: string[];
  /** Read when it must, refused or warned about when it must fail. */
  ok: boolean;
}

/**
 * Reads every `.3mf` under `dir` whose path names MUSTPASS or MUSTFAIL (a folder or the file's
 * own name, as the 3MF Consortium's conformance samples do), the way the shop reads an upload.
 */
export async function runConformance(dir: string): Promise<ConformanceRow[]> {
  const rows: ConformanceRow[] = [];
  for (const file of (await listFiles(dir)).sort()) {
    const expected = expectationOf(path.relative(dir, file));
    if (!expected || !file.toLowerCase().endsWith(".3mf")) continue;
    const name = path.relative(dir, file);
    try {
      const parsed = await parseModel(await readFile(file), { filename: file });
      const codes = parsed.warnings.map((warning) => warning.code);
      rows.push({
        file: name,
        expected,
        outcome: "read",
        codes,
        ok: expected === "MUSTPASS" || codes.length > 0,
      });
    } catch (error) {
      rows.push({
        file: name,
        expected,
        outcome: "refused",
        codes: [toMeshError(error).code],
        ok: expected === "MUSTFAIL",
      });
    }
  }
  return rows;
}

function expectationOf(relative: string): Expectation | undefined {
  const upper = relative.toUpperCase();
  if (upper.includes("MUSTPASS")) return "MUSTPASS";
  if (upper.includes("MUSTFAIL")) return "MUSTFAIL";
  return undefined;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The rows as a table and a summary, as the `conformance` command prints them. */
export function formatConformance(rows: ConformanceRow[]): string {
  const width = Math.max(4, ...rows.map((row) => row.file.length));
  const lines = [`${"file".padEnd(width)}  expected  outcome  ok  code/warning`];
  for (const row of rows) {
    lines.push(
      `${row.file.padEnd(width)}  ${row.expected}  ${row.outcome.padEnd(7)}  ${row.ok ? "✓ " : "✗ "}  ${row.codes.join(", ") || "–"}`,
    );
  }
  const pass = rows.filter((row) => row.expected === "MUSTPASS");
  const fail = rows.filter((row) => row.expected === "MUSTFAIL");
  const refused = fail.filter((row) => row.outcome === "refused");
  const warned = fail.filter((row) => row.outcome === "read" && row.codes.length > 0);
  const byCode = new Map<string, number>();
  for (const row of refused)
    byCode.set(row.codes[0] as string, (byCode.get(row.codes[0] as string) ?? 0) + 1);
  lines.push(
    "",
    `MUSTPASS: ${pass.filter((row) => row.outcome === "read").length} of ${pass.length} read`,
    `MUSTFAIL: ${refused.length} of ${fail.length} refused (${[...byCode].map(([code, n]) => `${code} ${n}`).join(", ") || "none"}), ${warned.length} read with a warning, ${fail.length - refused.length - warned.length} read silently`,
  );
  return lines.join("\n");
}

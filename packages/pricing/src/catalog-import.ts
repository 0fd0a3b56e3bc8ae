import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { baseConfigSchema, ConfigError, openDatabase, parseConfig } from "@druckwerk/platform";
import { type Catalog, InvalidCatalogError, parseCatalog } from "./catalog/catalog-file";
import {
  type CatalogKind,
  catalogKinds,
  type ImportReport,
  importCatalog,
  SHIPPED,
  shippedCatalog,
} from "./catalog/import";
import { shippedPrintModes } from "./catalog/shipped-catalog";
import { migratePricingDatabase } from "./service";

/**
 * `npm run catalog:import -w packages/pricing [-- --file catalogue.json]`: makes the database's
 * catalogue the shipped one or the file's (docs/pricing.md, "Changing the catalogue").
 * `-- --print-shipped` writes the shipped catalogue as JSON, a start for a file of one's own.
 */
const usage = "usage: catalog:import [--file <catalogue.json>] [--print-shipped]";

// npm runs a workspace's script in the workspace's folder; paths are meant from where it was called.
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

const kindNames: Record<CatalogKind, string> = {
  printModes: "print modes",
  finishes: "surface finishes",
  colors: "colours",
  processingSteps: "processing steps",
  processingStepOptions: "processing step options",
};

function readCatalogFile(file: string): Catalog {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(fromCaller(file), "utf8"));
  } catch (error) {
    throw new InvalidCatalogError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseCatalog(json, file);
}

function describe(report: ImportReport): string {
  const lines = catalogKinds.map((kind) => {
    const { added, updated, retired } = report.changes[kind];
    return `  ${kindNames[kind].padEnd(24)} ${added} added, ${updated} updated, ${retired} retired`;
  });
  return `Imported the catalogue from ${report.source} (sha256 ${report.hash.slice(0, 12)}):\n${lines.join("\n")}`;
}

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: { file: { type: "string" }, "print-shipped": { type: "boolean" } },
    allowPositionals: false,
  });
  if (values["print-shipped"]) {
    process.stdout.write(`${JSON.stringify({ printModes: shippedPrintModes }, null, 2)}\n`);
    return 0;
  }
  const catalog = values.file ? readCatalogFile(values.file) : shippedCatalog();
  const config = parseConfig(baseConfigSchema);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: fromCaller(`${config.DATA_DIR}/pg`),
  });
  try {
    await migratePricingDatabase(database);
    const source = values.file ? fromCaller(values.file) : SHIPPED;
    const report = await importCatalog(database.db, catalog, source);
    process.stdout.write(`${describe(report)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  const argsError = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  if (!(error instanceof InvalidCatalogError || error instanceof ConfigError || argsError)) throw error;
  process.stderr.write(`${(error as Error).message}\n${argsError ? `${usage}\n` : ""}`);
  process.exitCode = 1;
}

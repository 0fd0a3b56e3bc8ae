import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fromCaller, runCommand, withShopDatabase } from "@druckwerk/platform";
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
  return withShopDatabase(async (database) => {
    await migratePricingDatabase(database);
    const source = values.file ? fromCaller(values.file) : SHIPPED;
    const report = await importCatalog(database.db, catalog, source);
    process.stdout.write(`${describe(report)}\n`);
    return 0;
  });
}

await runCommand(run, { usage, isUserError: (error) => error instanceof InvalidCatalogError });

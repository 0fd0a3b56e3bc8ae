import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fromCaller, runCommand, withShopDatabase } from "@druckwerk/platform";
import { legacyOrdersFileSchema } from "./contract";
import { importLegacyOrders } from "./order/legacy";
import { prepareCheckoutDatabase } from "./service";

/**
 * `npm run legacy:import -w packages/checkout -- --file legacy-orders.json`: imports the merged
 * partner shop's orders (docs/orders.md, "Legacy orders"); again with the same file updates them.
 * Without `--file` it imports the shipped sample, `packages/checkout/legacy-orders.sample.json`.
 */
const usage = "usage: legacy:import [--file <legacy-orders.json>]";

class InvalidLegacyFileError extends Error {}

const SAMPLE = new URL("../legacy-orders.sample.json", import.meta.url);

function readLegacyFile(file: string | URL) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new InvalidLegacyFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = legacyOrdersFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidLegacyFileError(issues.join("\n"));
  }
  return parsed.data;
}

async function run(): Promise<number> {
  const { values } = parseArgs({ options: { file: { type: "string" } }, allowPositionals: false });
  const source = values.file ? fromCaller(values.file) : SAMPLE;
  const { orders } = readLegacyFile(source);
  return withShopDatabase(async (database) => {
    await prepareCheckoutDatabase(database);
    const report = await importLegacyOrders(database.db, orders);
    const conflicts =
      report.conflicts.length > 0 ? `, left alone (Druckwerk's numbers): ${report.conflicts.join(", ")}` : "";
    process.stdout.write(
      `Imported the legacy orders of ${source}: ${report.imported} added, ${report.updated} updated${conflicts}\n`,
    );
    return 0;
  });
}

await runCommand(run, { usage, isUserError: (error) => error instanceof InvalidLegacyFileError });

import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { baseConfigSchema, ConfigError, openDatabase, parseConfig } from "@druckwerk/platform";
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

// npm runs a workspace's script in the workspace's folder; paths are meant from where it was called.
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
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
  const config = parseConfig(baseConfigSchema);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: fromCaller(`${config.DATA_DIR}/pg`),
  });
  try {
    await prepareCheckoutDatabase(database);
    const report = await importLegacyOrders(database.db, orders);
    process.stdout.write(
      `Imported the legacy orders of ${source}: ${report.imported} added, ${report.updated} updated` +
        (report.conflicts.length > 0
          ? `, left alone (Druckwerk's numbers): ${report.conflicts.join(", ")}`
          : "") +
        "\n",
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run();
} catch (error) {
  const argsError = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  if (!(error instanceof InvalidLegacyFileError || error instanceof ConfigError || argsError)) throw error;
  process.stderr.write(`${(error as Error).message}\n${argsError ? `${usage}\n` : ""}`);
  process.exitCode = 1;
}

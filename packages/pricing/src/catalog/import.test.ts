import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createLogger, type Database, openDatabase } from "@druckwerk/platform";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { colors } from "../db/schema";
import { preparePricingDatabase } from "../service";
import { type CatalogPrintModeInput, InvalidCatalogError, parseCatalog } from "./catalog-file";
import { importCatalog, SHIPPED, shippedCatalog } from "./import";
import { loadCatalog } from "./repository";
import { shippedPrintModes } from "./shipped-catalog";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const silent = createLogger("test", "silent");

/** The catalogue as a rate table: what a shopper's price depends on, by mode id. */
const ratesOf = async (database: Database) =>
  Object.fromEntries(
    (await loadCatalog(database.db)).map((m) => [
      m.id,
      [
        m.materialCentsPerCm3,
        m.spaceCentsPerCm3,
        m.handlingCentsPerPiece,
        m.minPieceCents,
        m.baseProductionDays,
      ],
    ]),
  );

const shippedRates = Object.fromEntries(
  shippedPrintModes.map((m) => [
    m.id,
    [
      m.rates.materialPerCm3,
      m.rates.spacePerCm3,
      m.rates.handlingPerPiece,
      m.rates.minPiece,
      m.rates.baseProductionDays,
    ],
  ]),
);

/**
 * A database as the shop left it before catalogue imports: migrations 0000 and 0001 only (the rate
 * columns with their generic defaults) and a catalogue written without rates, with a colour the
 * shipped catalogue no longer has.
 */
async function databaseFromBeforeImports(): Promise<Database> {
  const folder = mkdtempSync(path.join(tmpdir(), "druckwerk-migrations-"));
  cpSync(path.join(packageDir, "migrations"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  journal.entries = journal.entries.slice(0, 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  const database = await openDatabase({});
  await database.migrate({ folder, service: "pricing" });
  rmSync(folder, { recursive: true, force: true });
  const name = `'{"de":"SLS PA 12 weiß","en":"SLS PA 12 white","fr":"SLS PA 12 blanc"}'::jsonb`;
  await database.db.execute(
    sql.raw(`insert into pricing.print_modes (id, position, name, material_name, method_name, description,
      surface_quality, applications, max_x, max_y, max_z, min_feature_size, min_wall_thickness,
      min_hole_diameter, resolution_xy, resolution_z, ranking)
      values ('sls-pa12-white', 0, ${name}, ${name}, ${name}, ${name}, ${name}, ${name},
      200, 200, 330, 0.7, 1, 1, 0.1, 0.12, '[]')`),
  );
  await database.db.execute(
    sql.raw(`insert into pricing.colors (id, print_mode_id, position, name, hex)
      values ('sls-pa12-white-purple', 'sls-pa12-white', 0, ${name}, '#800080')`),
  );
  return database;
}

describe("the catalogue import", () => {
  it("gives a database from before imports the shipped rates on start, retiring what is gone", async () => {
    const old = await databaseFromBeforeImports();
    const { rows } = (await old.db.execute(sql`select material_cents_per_cm3 from pricing.print_modes`)) as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ material_cents_per_cm3: 90 }]);

    await preparePricingDatabase(old, silent);
    expect(await ratesOf(old)).toEqual(shippedRates);
    const catalog = await loadCatalog(old.db);
    expect(catalog.flatMap((m) => m.colors.map((c) => c.id))).not.toContain("sls-pa12-white-purple");
    const [purple] = await old.db.select().from(colors).where(eq(colors.id, "sls-pa12-white-purple"));
    expect(purple?.retiredAt).toBeInstanceOf(Date);

    const again = await importCatalog(old.db, shippedCatalog(), SHIPPED);
    expect(Object.values(again.changes)).toEqual(Array(5).fill({ added: 0, updated: 0, retired: 0 }));
    expect(await loadCatalog(old.db)).toEqual(catalog);
    await old.close();
  });

  it("reports what it added, updated and retired, and brings a retired colour back", async () => {
    const database = await openDatabase({});
    await preparePricingDatabase(database, silent);
    const [first, ...rest] = shippedPrintModes as [CatalogPrintModeInput, ...CatalogPrintModeInput[]];
    const cheaper = { ...first, rates: { ...first.rates, materialPerCm3: 80 } };
    const withoutBlue = { ...cheaper, colors: cheaper.colors.filter((c) => !c.id.endsWith("-blue")) };

    const report = await importCatalog(
      database.db,
      parseCatalog({ printModes: [withoutBlue, ...rest] }, "a"),
      "a",
    );
    expect(report.changes).toMatchObject({
      printModes: { added: 0, updated: 1, retired: 0 },
      colors: { added: 0, updated: 1, retired: 1 }, // the blue one retired, the next one moved up
    });
    expect((await ratesOf(database))[first.id]?.[0]).toBe(80);

    const back = await importCatalog(database.db, parseCatalog({ printModes: [cheaper, ...rest] }, "b"), "b");
    expect(back.changes.colors).toEqual({ added: 0, updated: 2, retired: 0 });
    const modes = await loadCatalog(database.db);
    expect(modes[0]?.colors.map((c) => c.id)).toEqual(first.colors.map((c) => c.id));
    await database.close();
  });

  it("refuses a catalogue naming a finish of another mode or an id twice, before writing anything", () => {
    const [first, second] = shippedPrintModes as [CatalogPrintModeInput, CatalogPrintModeInput];
    const foreign = {
      ...first,
      colors: [{ ...first.colors[0], finishes: [second.finishes[0]?.id] }, ...first.colors.slice(1)],
    };
    expect(() => parseCatalog({ printModes: [foreign, second] }, "mixed.json")).toThrow(
      /printModes\.0\.colors\.0\.finishes: .* is not a finish of sls-pa12-white/,
    );
    expect(() => parseCatalog({ printModes: [first, first] }, "twice.json")).toThrow(InvalidCatalogError);
  });
});

describe("npm run catalog:import", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-pricing-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const importFile = (file: string) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "src/catalog-import.ts", "--file", file], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: dataDir },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  async function catalogOnDisk() {
    const database = await openDatabase({ dataDir: `${dataDir}/pg` });
    await preparePricingDatabase(database, silent);
    const catalog = await loadCatalog(database.db);
    await database.close();
    return catalog;
  }

  it("leaves the catalogue unchanged for an invalid file, imports a valid one, and later starts keep it", async () => {
    const before = await catalogOnDisk();
    const broken = structuredClone(shippedPrintModes);
    (broken[0] as { rates: { minPiece: unknown } }).rates.minPiece = "cheap";
    writeFileSync(path.join(dataDir, "broken.json"), JSON.stringify({ printModes: broken }));
    const refused = await importFile("broken.json");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("printModes.0.rates.minPiece: Invalid input: expected number");
    expect(await catalogOnDisk()).toEqual(before);

    const edited = structuredClone(shippedPrintModes);
    (edited[1] as CatalogPrintModeInput).rates.minPiece = 650;
    writeFileSync(path.join(dataDir, "catalogue.json"), JSON.stringify({ printModes: edited }));
    const imported = await importFile("catalogue.json");
    expect(imported.stdout).toMatch(/print modes +0 added, 1 updated, 0 retired/);
    // catalogOnDisk starts the service's preparation again: it must not put the shipped rates back.
    expect((await catalogOnDisk())[1]?.minPieceCents).toBe(650);
  });
});

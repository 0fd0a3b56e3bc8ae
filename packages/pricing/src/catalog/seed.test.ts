import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@druckwerk/platform";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { printModes } from "../db/schema";
import { preparePricingDatabase } from "../service";
import { loadCatalog } from "./repository";
import { seedPrintModes } from "./seed-data";

describe("the catalogue on disk", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-pricing-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is seeded on the first start and reused, not duplicated, on the second", async () => {
    const first = await openDatabase({ dataDir });
    await preparePricingDatabase(first);
    const seeded = await loadCatalog(first.db);
    await first.close();

    const second = await openDatabase({ dataDir });
    await preparePricingDatabase(second);
    const [{ n } = { n: -1 }] = await second.db.select({ n: count() }).from(printModes);
    expect(n).toBe(seedPrintModes.length);
    expect(await loadCatalog(second.db)).toEqual(seeded);
    await second.close();
  });
});

describe("the seed data", () => {
  it("has unique ids and colours restricted only to finishes of their own mode", () => {
    const ids = seedPrintModes.flatMap((m) => [
      m.id,
      ...m.finishes.map((f) => f.id),
      ...m.colors.map((c) => c.id),
      ...m.processingSteps.flatMap((s) => [s.id, ...s.options.map((o) => o.id)]),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const mode of seedPrintModes) {
      const finishIds = new Set(mode.finishes.map((f) => f.id));
      for (const color of mode.colors)
        for (const f of color.finishes ?? []) expect(finishIds.has(f)).toBe(true);
      for (const finish of mode.finishes) {
        const available = mode.colors.filter((c) => !c.finishes || c.finishes.includes(finish.id));
        expect(available.length, `${finish.id} has a colour`).toBeGreaterThan(0);
      }
    }
  });
});

import { createLogger } from "@druckwerk/platform";
import { openTestDatabase, testDatabaseKinds } from "@druckwerk/platform/testing";
import { describe, expect, it } from "vitest";
import { preparePricingDatabase } from "../service";
import { type CatalogPrintModeInput, parseCatalog } from "./catalog-file";
import { currentCatalog } from "./current-catalog";
import { importCatalog, SHIPPED, shippedCatalog } from "./import";
import { loadCatalog } from "./repository";
import { shippedPrintModes } from "./shipped-catalog";

describe.each(testDatabaseKinds())("the catalogue kept in memory (%s)", (kind) => {
  it("is read once while no import changes it, and an import is seen by the next call", async () => {
    const database = await openTestDatabase(kind);
    try {
      await preparePricingDatabase(database, createLogger("test", "silent"));
      const catalog = currentCatalog(database.db);
      const first = await catalog();
      expect(first).toEqual(await loadCatalog(database.db));
      expect(await catalog()).toBe(first);

      const [mode, ...rest] = shippedPrintModes as [CatalogPrintModeInput, ...CatalogPrintModeInput[]];
      const dearer = { ...mode, rates: { ...mode.rates, materialPerCm3: mode.rates.materialPerCm3 + 1 } };
      await importCatalog(database.db, parseCatalog({ printModes: [dearer, ...rest] }, "dearer"), "dearer");
      const changed = await catalog();
      expect(changed[0]?.materialCentsPerCm3).toBe(mode.rates.materialPerCm3 + 1);
      expect(changed).toEqual(await loadCatalog(database.db));

      // An import that changes no row is still a new version: read again, equal to the last.
      await importCatalog(database.db, shippedCatalog(), SHIPPED);
      const back = await catalog();
      expect(back).not.toBe(changed);
      expect(back).toEqual(first);
    } finally {
      await database.close();
    }
  });
});

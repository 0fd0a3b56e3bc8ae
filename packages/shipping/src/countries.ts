import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type ShippingCountry, shippingCountrySchema } from "./contract";

/** The countries shipped with the shop; the first one is the default of address forms. */
export const defaultCountriesFile = fileURLToPath(new URL("../countries.json", import.meta.url));

/** Reads and checks a countries file; a mistake names the file, the entry and the field. */
export function loadCountries(file: string): ShippingCountry[] {
  const parsed = z
    .array(shippingCountrySchema)
    .min(1)
    .safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`);
  }
  for (const country of parsed.data) new RegExp(country.postalCodeRegex); // throws on a bad pattern
  return parsed.data;
}

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Language, languages } from "@druckwerk/platform";
import { z } from "zod";
import { type ShippingCountry, shippingCountrySchema, shippingMethodSchema } from "./contract";

/** The countries shipped with the shop; the first one is the default of address forms. */
export const defaultCountriesFile = fileURLToPath(new URL("../countries.json", import.meta.url));

const localizedTextSchema = z.object(
  Object.fromEntries(languages.map((language) => [language, z.string().trim().min(1)])) as Record<
    Language,
    z.ZodString
  >,
);

/** A method as the file holds it: its name in every language, answered in the request's one. */
const storedMethodSchema = shippingMethodSchema.omit({ shippingMethod: true }).extend({
  name: localizedTextSchema,
});

const storedCountrySchema = shippingCountrySchema.extend({
  shippingMethods: z
    .array(storedMethodSchema)
    .min(1)
    .superRefine((methods, context) => {
      const standard = methods.filter((m) => m.kind === "standard").length;
      if (standard !== 1)
        context.addIssue({ code: "custom", message: `needs exactly one "standard" method, has ${standard}` });
      methods.forEach((method, index) => {
        if (methods.findIndex((m) => m.shippingMethodId === method.shippingMethodId) !== index)
          context.addIssue({
            code: "custom",
            path: [index, "shippingMethodId"],
            message: `"${method.shippingMethodId}" appears twice in this country`,
          });
      });
    }),
});
export type StoredCountry = z.infer<typeof storedCountrySchema>;

const countriesFileSchema = z
  .array(storedCountrySchema)
  .min(1)
  .superRefine((countries, context) => {
    const countryIds = new Set<string>();
    const methodIds = new Set<string>();
    countries.forEach((country, index) => {
      if (countryIds.has(country._id))
        context.addIssue({ code: "custom", path: [index, "_id"], message: `"${country._id}" appears twice` });
      countryIds.add(country._id);
      try {
        new RegExp(country.postalCodeRegex);
      } catch {
        context.addIssue({
          code: "custom",
          path: [index, "postalCodeRegex"],
          message: "is no regular expression",
        });
      }
      country.shippingMethods.forEach((method, m) => {
        if (methodIds.has(method._id))
          context.addIssue({
            code: "custom",
            path: [index, "shippingMethods", m, "_id"],
            message: `"${method._id}" appears twice`,
          });
        methodIds.add(method._id);
      });
    });
  });

/**
 * Reads and checks a countries file; a mistake stops with one line per problem, each naming the
 * file, the entry and the field (`countries.json: 0.shippingMethods.1.priceCents: …`).
 */
export function loadCountries(file: string): StoredCountry[] {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const parsed = countriesFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${file}: ${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  return parsed.data;
}

/** The countries as the REST contract answers them: method names in `language`, standard first. */
export function presentCountries(countries: StoredCountry[], language: Language): ShippingCountry[] {
  return countries.map((country) => ({
    ...country,
    shippingMethods: country.shippingMethods
      .toSorted((a, b) => Number(b.kind === "standard") - Number(a.kind === "standard"))
      .map(({ name, ...method }) => ({ ...method, shippingMethod: name[language] })),
  }));
}

import { z } from "zod";

/** The shipping service's REST contract (spec: second document, sections 3 and 7). */
export const shippingMethodSchema = z.object({
  _id: z.string(),
  shippingMethodId: z.string(),
  /** The method's name as the shop shows it, e.g. "Standard-Versand". */
  shippingMethod: z.string(),
  /** Net price in cents. */
  priceCents: z.number().int().min(0),
  shippingTimeDays: z.number().int().min(0),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const shippingCountrySchema = z.object({
  /** The ISO 3166-1 alpha-2 code, also the country's id (`countryId` of an address). */
  _id: z.string(),
  /** The country's German name. */
  country: z.string(),
  countryCode: z.string().length(2),
  /** A regular expression a postal code of the country must match as a whole. */
  postalCodeRegex: z.string(),
  isEU: z.boolean(),
  /** VAT rate in percent. */
  taxRate: z.number().min(0).max(100),
  shippingMethods: z.array(shippingMethodSchema),
});
export type ShippingCountry = z.infer<typeof shippingCountrySchema>;

export const shippingCountriesAnswerSchema = z.object({ shippingCountries: z.array(shippingCountrySchema) });

/** Whether `postalCode` is one of the country's postal codes. */
export function postalCodeMatches(country: Pick<ShippingCountry, "postalCodeRegex">, postalCode: string) {
  return new RegExp(`^(?:${country.postalCodeRegex})$`).test(postalCode.trim());
}

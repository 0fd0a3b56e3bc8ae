import { z } from "zod";

/** The shipping service's REST contract (spec: second document, sections 3 and 7). */

/**
 * What a method is, whatever its name: every country has exactly one `standard` method (the one a
 * free-shipping voucher makes free); `express` is faster and dearer.
 */
export const shippingMethodKinds = ["standard", "express"] as const;
export const shippingMethodKindSchema = z.enum(shippingMethodKinds);
export type ShippingMethodKind = z.infer<typeof shippingMethodKindSchema>;

export const shippingMethodSchema = z.object({
  /** This country's offer of the method, unique across all countries (e.g. `DE-express`). */
  _id: z.string().min(1),
  /** The method, the same for every country that offers it (e.g. `express`); unique in a country. */
  shippingMethodId: z.string().min(1),
  kind: shippingMethodKindSchema,
  /** The method's name in the language of the `language-key` header, e.g. "Standard-Versand". */
  shippingMethod: z.string().min(1),
  /** NET price in euro cents; checkout adds VAT by the order's tax rule. */
  priceCents: z.number().int().positive(),
  /** Working days from dispatch to delivery (the upper bound of the carrier's promise). */
  shippingTimeDays: z.number().int().positive(),
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
  /** The ways to ship there, the standard method first. */
  shippingMethods: z.array(shippingMethodSchema).min(1),
});
export type ShippingCountry = z.infer<typeof shippingCountrySchema>;

export const shippingCountriesAnswerSchema = z.object({ shippingCountries: z.array(shippingCountrySchema) });

/**
 * `GET /shipping/autofill/{countryCode}/{postalCode}`: the places a postal code belongs to, in the
 * shape of zippopotam.us (`places[0]["place name"]`). A code nothing is known of answers 404.
 */
export const postalCodePlacesSchema = z.object({
  "post code": z.string(),
  "country abbreviation": z.string(),
  places: z.array(z.object({ "place name": z.string().min(1) })).min(1),
});
export type PostalCodePlaces = z.infer<typeof postalCodePlacesSchema>;

/** Whether `postalCode` is one of the country's postal codes. */
export function postalCodeMatches(country: Pick<ShippingCountry, "postalCodeRegex">, postalCode: string) {
  return new RegExp(`^(?:${country.postalCodeRegex})$`).test(postalCode.trim());
}

/**
 * Druckwerk's `POST /shipping/delivery-estimates`: when an order placed now would arrive, for each
 * production time asked, by a country's shipping method (the first country's standard method when
 * none is named). Every day is a business day in Germany: no weekend, no nationwide public holiday;
 * production starts today before the shop's cut-off (`DELIVERY_CUTOFF`, Berlin time).
 */
export const MAX_DELIVERY_ESTIMATES = 100;
export const deliveryEstimatesRequestSchema = z.object({
  estimates: z
    .array(
      z.object({
        /** Business days to produce, as the pricing service answers them. */
        productionDays: z.number().int().min(0).max(365),
        countryCode: z.string().min(1).max(10).optional(),
        /** The method's `shippingMethodId` in that country (e.g. `express`); its standard one when omitted. */
        shippingMethodId: z.string().min(1).max(100).optional(),
      }),
    )
    .min(1)
    .max(MAX_DELIVERY_ESTIMATES),
});
export type DeliveryEstimatesRequest = z.infer<typeof deliveryEstimatesRequestSchema>;

/** A calendar day in the shop's time zone. */
const calendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const deliveryEstimateSchema = z.object({
  productionDays: z.number().int(),
  countryCode: z.string(),
  shippingMethodId: z.string(),
  /** The method's name in the language of the `language-key` header. */
  shippingMethod: z.string(),
  shippingTimeDays: z.number().int(),
  /** The business day production starts: today before the cut-off, else the next business day. */
  orderDay: calendarDaySchema,
  /** The day the parts are handed to the carrier. */
  shipDay: calendarDaySchema,
  /** The estimated day of delivery. */
  deliveryDay: calendarDaySchema,
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const deliveryEstimatesAnswerSchema = z.object({ estimates: z.array(deliveryEstimateSchema) });

/** The delivery-estimate route's refusals (400): a country or method the shop does not ship by. */
export const deliveryErrorCodes = ["UNKNOWN_COUNTRY", "UNKNOWN_SHIPPING_METHOD"] as const;

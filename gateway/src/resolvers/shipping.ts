import type { ShippingMethod } from "@druckwerk/shipping/contract";
import type { Resolvers, ResolversTypes, ShippingMethodKind } from "../generated/graphql";
import { toServiceLanguage } from "../language";

const kinds: Record<ShippingMethod["kind"], ShippingMethodKind> = {
  standard: "STANDARD",
  express: "EXPRESS",
};

const toShippingMethod = (method: ShippingMethod): ResolversTypes["ShippingMethod"] => ({
  id: method._id,
  kind: kinds[method.kind],
  name: method.shippingMethod,
  netCents: method.priceCents,
  shippingDays: method.shippingTimeDays,
});

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string, language: string, fallback: string) {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

export const shippingResolvers: Resolvers = {
  Query: {
    shippingCountries: (_parent, _args, { language, dataSources }) =>
      dataSources.shipping.countries(language),
    // The spec ignores a failed lookup: the shopper types the city. It is logged, never passed on.
    async postalCodePlace(_parent, { countryId, postalCode }, { dataSources, logger, requestId }) {
      try {
        const places = await dataSources.shipping.places(countryId, postalCode);
        return places?.[0] ?? null;
      } catch (err) {
        logger.warn({ err, requestId, countryId }, "postal-code lookup failed, answered null");
        return null;
      }
    },
  },
  ShippingCountry: {
    id: (country) => country._id,
    name: (country, _args, { language }) =>
      countryName(country.countryCode, toServiceLanguage(language), country.country),
    postalCodePattern: (country) => country.postalCodeRegex,
    shippingMethods: (country) => country.shippingMethods.map(toShippingMethod),
  },
};

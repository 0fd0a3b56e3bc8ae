import { HttpError, LANGUAGE_KEY_HEADER, languageFromKey, languages } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_DELIVERY_CUTOFF, SHOP_TIME_ZONE } from "./config";
import {
  deliveryEstimatesAnswerSchema,
  deliveryEstimatesRequestSchema,
  postalCodePlacesSchema,
  shippingCountriesAnswerSchema,
} from "./contract";
import { defaultCountriesFile, loadCountries, presentCountries } from "./countries";
import { germanHolidays } from "./delivery/business-days";
import { type DeliveryRules, parseCutoff } from "./delivery/delivery-date";
import { deliveryEstimates } from "./delivery/routes";
import { PostalCodeIndex } from "./postal-codes";

export interface ShippingServiceOptions {
  /** A JSON file of shipping countries; the ones shipped with the shop when omitted. */
  countriesFile?: string | undefined;
  /** Postal-code data sets by country code; the bundled ones when omitted. */
  postalCodeFiles?: Record<string, string> | undefined;
  /** Orders before this Berlin time (`HH:MM`) start production the same business day; 14:00 when omitted. */
  deliveryCutoff?: string | undefined;
  /** The time delivery estimates count from; the system clock when omitted (tests fix it). */
  clock?: (() => Date) | undefined;
}

// The countries change only with a restart; postal codes hardly ever.
const COUNTRIES_CACHE = "public, max-age=60";
const PLACES_CACHE = "public, max-age=86400";

/**
 * The shipping service: `GET /shipping/countries` (read and checked once at start-up, method names
 * in the `language-key` header's language), `GET /shipping/autofill/{countryCode}/{postalCode}` and
 * Druckwerk's `POST /shipping/delivery-estimates`.
 */
export const shippingService: FastifyPluginAsyncZod<ShippingServiceOptions> = async (app, options) => {
  const countries = loadCountries(options.countriesFile ?? defaultCountriesFile);
  const answers = new Map(
    languages.map((language) => [language, { shippingCountries: presentCountries(countries, language) }]),
  );
  const postalCodes = new PostalCodeIndex(options.postalCodeFiles);
  const deliveryRules: DeliveryRules = {
    cutoffMinutes: parseCutoff(options.deliveryCutoff ?? DEFAULT_DELIVERY_CUTOFF) ?? 14 * 60,
    timeZone: SHOP_TIME_ZONE,
    holidays: germanHolidays(),
  };
  const clock = options.clock ?? (() => new Date());

  app.post(
    "/shipping/delivery-estimates",
    {
      schema: { body: deliveryEstimatesRequestSchema, response: { 200: deliveryEstimatesAnswerSchema } },
    },
    async (request) => ({
      estimates: deliveryEstimates(
        countries,
        request.body,
        languageFromKey(request.headers[LANGUAGE_KEY_HEADER]),
        clock(),
        deliveryRules,
      ),
    }),
  );

  app.get(
    "/shipping/countries",
    { schema: { response: { 200: shippingCountriesAnswerSchema } } },
    async (request, reply) => {
      reply.header("cache-control", COUNTRIES_CACHE).header("vary", LANGUAGE_KEY_HEADER);
      return answers.get(languageFromKey(request.headers[LANGUAGE_KEY_HEADER]));
    },
  );

  app.get(
    "/shipping/autofill/:countryCode/:postalCode",
    {
      schema: {
        params: z.object({ countryCode: z.string(), postalCode: z.string() }),
        response: { 200: postalCodePlacesSchema },
      },
    },
    async (request, reply) => {
      const { countryCode, postalCode } = request.params;
      const places = await postalCodes.placesOf(countryCode, postalCode);
      if (!places) {
        throw new HttpError(404, "NOT_FOUND", "No place is known for this postal code");
      }
      reply.header("cache-control", PLACES_CACHE);
      return {
        "post code": postalCode.trim(),
        "country abbreviation": countryCode.toUpperCase(),
        places: places.map((place) => ({ "place name": place })),
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { shippingCountriesAnswerSchema } from "./contract";
import { defaultCountriesFile, loadCountries } from "./countries";

export interface ShippingServiceOptions {
  /** A JSON file of shipping countries; the ones shipped with the shop when omitted. */
  countriesFile?: string | undefined;
}

/** The shipping service: `GET /shipping/countries`, read and checked once at start-up. */
export const shippingService: FastifyPluginAsyncZod<ShippingServiceOptions> = async (app, options) => {
  const shippingCountries = loadCountries(options.countriesFile ?? defaultCountriesFile);
  app.get(
    "/shipping/countries",
    { schema: { response: { 200: shippingCountriesAnswerSchema } } },
    async () => ({
      shippingCountries,
    }),
  );
};

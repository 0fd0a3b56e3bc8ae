import { languageKey } from "@druckwerk/platform";
import {
  type DeliveryEstimate,
  type DeliveryEstimatesRequest,
  deliveryErrorCodes,
  deliveryEstimatesAnswerSchema,
  postalCodePlacesSchema,
  type ShippingCountry,
  shippingCountriesAnswerSchema,
} from "@druckwerk/shipping/contract";
import { GraphQLError } from "graphql";
import type { Language } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import { UpstreamAPI } from "./upstream";

export type ShippingCountryModel = ShippingCountry;

// URL resolution drops or climbs these path segments: they could never reach the autofill route.
const unsendableSegments = new Set(["", ".", ".."]);

/** The shipping service: countries with their methods, and the places of postal codes. */
export class ShippingAPI extends UpstreamAPI {
  protected readonly upstreamName = "shipping";

  /** The countries, method names in `language`; one request per language and operation. */
  async countries(language: Language): Promise<ShippingCountry[]> {
    const answer = await this.get("shipping/countries", {
      headers: { "language-key": languageKey(toServiceLanguage(language)) },
    });
    return this.checked(shippingCountriesAnswerSchema, answer, "GET /shipping/countries").shippingCountries;
  }

  /** The country an address names; one the shop no longer lists keeps its code and its name. */
  async country(countryId: string, language: Language): Promise<ShippingCountry> {
    const countries = await this.countries(language);
    return (
      countries.find((c) => c._id === countryId) ?? {
        _id: countryId,
        country: countryId,
        countryCode: countryId,
        postalCodeRegex: ".*",
        isEU: false,
        taxRate: 0,
        shippingMethods: [],
      }
    );
  }

  /** The places a postal code belongs to, the first one to show; null when none is known. */
  async places(countryId: string, postalCode: string): Promise<string[] | null> {
    const segments = [countryId.trim(), postalCode.trim()];
    if (segments.some((segment) => unsendableSegments.has(segment))) return null;
    const answer = await this.nullOn("NOT_FOUND", () =>
      this.get(`shipping/autofill/${segments.map(encodeURIComponent).join("/")}`),
    );
    if (answer === null) return null;
    const { places } = this.checked(postalCodePlacesSchema, answer, "GET /shipping/autofill");
    return places.map((place) => place["place name"]);
  }

  /**
   * When orders placed now would arrive, one estimate per request entry, in order; a country or
   * method the shop does not ship by is the shopper's mistake (`BAD_USER_INPUT`, its code as reason).
   */
  async deliveryEstimates(
    estimates: DeliveryEstimatesRequest["estimates"],
    language: Language,
  ): Promise<DeliveryEstimate[]> {
    const answer = await this.post("shipping/delivery-estimates", {
      body: { estimates },
      headers: { "language-key": languageKey(toServiceLanguage(language)) },
    }).catch((error: unknown) => {
      const { code, message } = this.refusedWith(error, deliveryErrorCodes);
      throw new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", reason: code } });
    });
    return this.checked(deliveryEstimatesAnswerSchema, answer, "POST /shipping/delivery-estimates").estimates;
  }
}

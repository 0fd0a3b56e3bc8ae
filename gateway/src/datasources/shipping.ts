import { type ShippingCountry, shippingCountriesAnswerSchema } from "@druckwerk/shipping/contract";
import { UpstreamAPI } from "./upstream";

export type ShippingCountryModel = ShippingCountry;

/** The shipping service's countries. */
export class ShippingAPI extends UpstreamAPI {
  protected readonly upstreamName = "shipping";

  async countries(): Promise<ShippingCountry[]> {
    const answer = await this.get("shipping/countries");
    return this.checked(shippingCountriesAnswerSchema, answer, "GET /shipping/countries").shippingCountries;
  }
}

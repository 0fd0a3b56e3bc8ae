import { callService } from "@druckwerk/platform";
import { type ShippingCountry, shippingCountriesAnswerSchema } from "@druckwerk/shipping/contract";
import type { CartUpstreams } from "../cart/upstreams";

/** What placing an order reads of other services: the cart's (pricing, analytx) and shipping's countries. */
export interface OrderUpstreams extends CartUpstreams {
  shippingCountries(languageKey: string, requestId: string): Promise<ShippingCountry[]>;
}

export function httpOrderUpstreams(cart: CartUpstreams, shippingUrl: () => string): OrderUpstreams {
  return {
    ...cart,
    async shippingCountries(languageKey, requestId) {
      const answer = await callService(
        {
          service: "shipping",
          url: `${shippingUrl()}/shipping/countries`,
          requestId,
          headers: { "language-key": languageKey },
        },
        shippingCountriesAnswerSchema,
      );
      return answer.shippingCountries;
    },
  };
}

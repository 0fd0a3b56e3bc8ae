import { HttpError, type Language } from "@druckwerk/platform";
import type { DeliveryEstimate, DeliveryEstimatesRequest } from "../contract";
import type { StoredCountry } from "../countries";
import { type DeliveryRules, estimateDelivery } from "./delivery-date";

/** Each estimate asked for, at `now`; a country or method the shop does not ship by is refused. */
export function deliveryEstimates(
  countries: readonly StoredCountry[],
  request: DeliveryEstimatesRequest,
  language: Language,
  now: Date,
  rules: DeliveryRules,
): DeliveryEstimate[] {
  return request.estimates.map((asked) => {
    const country = asked.countryCode
      ? countries.find((c) => c.countryCode === asked.countryCode?.toUpperCase())
      : countries[0];
    if (!country)
      throw new HttpError(400, "UNKNOWN_COUNTRY", `The shop does not ship to ${asked.countryCode}`);
    const method = asked.shippingMethodId
      ? country.shippingMethods.find((m) => m.shippingMethodId === asked.shippingMethodId)
      : country.shippingMethods.find((m) => m.kind === "standard");
    if (!method) {
      throw new HttpError(
        400,
        "UNKNOWN_SHIPPING_METHOD",
        `No shipping method ${asked.shippingMethodId} to ${country.countryCode}`,
      );
    }
    const dates = estimateDelivery(
      now,
      { production: asked.productionDays, shipping: method.shippingTimeDays },
      rules,
    );
    return {
      productionDays: asked.productionDays,
      countryCode: country.countryCode,
      shippingMethodId: method.shippingMethodId,
      shippingMethod: method.name[language],
      shippingTimeDays: method.shippingTimeDays,
      ...dates,
    };
  });
}

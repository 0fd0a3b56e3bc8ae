import type { DeliveryEstimate } from "@druckwerk/shipping/contract";
import DataLoader from "dataloader";
import type { ShippingAPI } from "../datasources/shipping";
import type { Language } from "../generated/graphql";

/** A delivery estimate asked for: production days, by a country's shipping method (the defaults when omitted). */
export interface DeliveryKey {
  productionDays: number;
  countryCode?: string | null | undefined;
  shippingMethodId?: string | null | undefined;
}

/**
 * Gathers every delivery estimate an operation asks for (a price's, each cart line's, the cart's)
 * into one request to the shipping service, which owns the rule (business days, holidays, cut-off).
 */
export function createDeliveryLoader(shipping: ShippingAPI, language: Language) {
  return new DataLoader<DeliveryKey, DeliveryEstimate, string>(
    async (keys) => {
      const estimates = await shipping.deliveryEstimates(
        keys.map((key) => ({
          productionDays: key.productionDays,
          ...(key.countryCode ? { countryCode: key.countryCode } : {}),
          ...(key.shippingMethodId ? { shippingMethodId: key.shippingMethodId } : {}),
        })),
        language,
      );
      return keys.map((_key, i) => estimates[i] ?? new Error("shipping answered fewer estimates than asked"));
    },
    {
      cacheKeyFn: (key) =>
        JSON.stringify([key.productionDays, key.countryCode ?? "", key.shippingMethodId ?? ""]),
      maxBatchSize: 100,
    },
  );
}

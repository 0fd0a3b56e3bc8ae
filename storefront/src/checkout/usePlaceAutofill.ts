import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import type { AddressInput } from "../account/validation";
import { useDebouncedValue } from "../shared/useDebouncedValue";
import { PostalCodePlaceDocument } from "./queries";

/**
 * Fills in the city of a postal code the shopper typed, while the city is still empty (spec:
 * `/shipping/autofill`; a failed lookup is ignored, the shopper types the city).
 */
export function usePlaceAutofill(address: AddressInput, onPlace: (city: string) => void) {
  const client = useApolloClient();
  const postalCode = useDebouncedValue(address.postalCode.trim(), 300);
  const { countryId } = address;
  const cityEmpty = address.city.trim() === "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: onPlace is a fresh closure each render; the lookup depends on the code and country alone
  useEffect(() => {
    if (!cityEmpty || !countryId || postalCode.length < 4) return;
    let current = true;
    client
      .query({ query: PostalCodePlaceDocument, variables: { countryId, postalCode } })
      .then(({ data }) => {
        if (current && data?.postalCodePlace) onPlace(data.postalCodePlace);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, countryId, postalCode, cityEmpty]);
}

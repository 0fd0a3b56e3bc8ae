import { useQuery } from "@apollo/client/react";
import type { UnitOfLength } from "../gql/graphql";
import { DeliveryDate } from "./DeliveryDate";
import { PriceBreakdown } from "./PriceBreakdown";
import { PriceDetailsDocument } from "./queries";

interface Props {
  modelFileId: string;
  printModeId: string;
  surfaceFinishId: string;
  colorId: string;
  scale: number;
  unit: UnitOfLength;
  quantity: number;
  business: boolean;
}

/**
 * Under the configurator's price: when the chosen configuration would arrive and how its price is
 * made up, asked for the chosen selection alone (the price matrix stays lean). The previous answer
 * stays while a new one loads, so the area does not jump.
 */
export function ConfiguredPriceDetails({ business, ...input }: Props) {
  const { data, previousData } = useQuery(PriceDetailsDocument, {
    variables: { input },
    skip: !(input.scale > 0) || !input.colorId,
  });
  const price = (data ?? previousData)?.price;
  if (!price) return null;
  return (
    <>
      {price.deliveryEstimate && <DeliveryDate estimate={price.deliveryEstimate} />}
      {price.breakdown && <PriceBreakdown components={price.breakdown} business={business} />}
    </>
  );
}

import type { PriceComponentDto } from "@druckwerk/pricing/contract";
import type { DeliveryEstimate as DeliveryEstimateDto } from "@druckwerk/shipping/contract";
import type { GatewayContext } from "../context";
import type { DeliveryEstimate, PriceComponent, PriceComponentKind } from "../generated/graphql";

const kinds: Record<PriceComponentDto["kind"], PriceComponentKind> = {
  material: "MATERIAL",
  machineSpace: "MACHINE_SPACE",
  handling: "HANDLING",
  finish: "FINISH",
  colour: "COLOR_SURCHARGE",
  minimumCharge: "MINIMUM_CHARGE",
  processingSteps: "PROCESSING_STEPS",
  quantityDiscount: "QUANTITY_DISCOUNT",
};

/** The pricing service's breakdown of a line, as the schema's price components. */
export const toPriceComponents = (breakdown: PriceComponentDto[] | null): PriceComponent[] | null =>
  breakdown?.map((component) => ({
    kind: kinds[component.kind],
    amount: { net: component.netPrice, gross: component.totalPrice },
  })) ?? null;

const toDeliveryEstimate = (estimate: DeliveryEstimateDto): DeliveryEstimate => ({
  date: estimate.deliveryDay,
  shipDate: estimate.shipDay,
  orderDate: estimate.orderDay,
  productionDays: estimate.productionDays,
  shippingDays: estimate.shippingTimeDays,
  shippingMethodName: estimate.shippingMethod,
  countryCode: estimate.countryCode,
});

/** The shipping service's estimate for this many production days (one request per operation). */
export async function deliveryEstimate(
  context: GatewayContext,
  productionDays: number,
  args: { countryCode?: string | null; shippingMethodId?: string | null },
): Promise<DeliveryEstimate> {
  return toDeliveryEstimate(await context.loaders.deliveryEstimates.load({ productionDays, ...args }));
}

import type { CalculationResult } from "@druckwerk/pricing/contract";
import { GraphQLError } from "graphql";
import type { GatewayContext } from "../context";
import type { Resolvers, UnitOfLength } from "../generated/graphql";
import type { PriceKey } from "../loaders/prices";
import { deliveryEstimate, toPriceComponents } from "./price-details";
import { toServiceUnit } from "./units";

/**
 * The unit asked for, or the model's own. The model is read for the shopper first: the pricing
 * service reads any file, so another's is refused here, as an unknown one.
 */
async function unitFor(context: GatewayContext, modelFileId: string, unit: UnitOfLength | null | undefined) {
  const file = await context.dataSources.analytx.file(modelFileId);
  if (!file)
    throw new GraphQLError(`3D file ${modelFileId} not found`, { extensions: { code: "NOT_FOUND" } });
  return unit ? toServiceUnit(unit) : file.givenUnitOfLength;
}

/** A price through the batching loader; the pricing service decides which amounts it prices. */
async function load(context: GatewayContext, key: Omit<PriceKey, "unit"> & { unit?: UnitOfLength | null }) {
  const unit = await unitFor(context, key.modelFileId, key.unit);
  return context.loaders.prices.load({ ...key, unit });
}

export const pricingResolvers: Resolvers = {
  Color: {
    price: (color, args, context) =>
      load(context, {
        modelFileId: args.modelFileId,
        scale: args.scale,
        unit: args.unit,
        quantity: args.quantity,
        printModeId: color.printModeId,
        surfaceFinishId: args.surfaceFinishId ?? color.finishId,
        colorId: color.id,
      }),
  },
  Query: {
    price: (_parent, { input }, context) =>
      load(context, {
        modelFileId: input.modelFileId,
        scale: input.scale ?? 1,
        unit: input.unit,
        quantity: input.quantity ?? 1,
        printModeId: input.printModeId,
        surfaceFinishId: input.surfaceFinishId,
        colorId: input.colorId,
      }),
  },
  ItemPrice: {
    net: (price: CalculationResult) => price.price?.netPrice ?? null,
    gross: (price) => price.price?.totalPrice ?? null,
    pieceNet: (price) => price.piecePrice?.netPrice ?? null,
    pieceGross: (price) => price.piecePrice?.totalPrice ?? null,
    taxRate: (price) => price.calculatedTaxes.taxRate,
    tax: (price) => price.calculatedTaxes.tax,
    productionDays: (price) => price.productionTime.days,
    breakdown: (price) => toPriceComponents(price.breakdown),
    deliveryEstimate: (price, args, context) =>
      price.printable ? deliveryEstimate(context, price.productionTime.days, args) : null,
  },
};

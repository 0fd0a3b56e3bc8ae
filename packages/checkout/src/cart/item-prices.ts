import type {
  BatchCalculationRequest,
  CalculationResult,
  PriceComponentDto,
  StepOptionSurcharge,
} from "@druckwerk/pricing/contract";
import type { Money, ProcessingStepChoice } from "../contract";
import { refuse } from "./refusals";
import type { CartUpstreams } from "./upstreams";

/** An item's configuration, as far as its price depends on it. */
export interface PriceableItem {
  referencedId: string;
  givenUnitOfLength: string;
  scale: number;
  quantity: number;
  printModeId: string;
  finishId: string;
  colorId: string;
  processingSteps: ProcessingStepChoice[];
}

/** What an item stores of its price. */
export interface ItemPrices {
  pricing: Money;
  beforeDiscount: Money;
  piecePrice: Money;
  productionTimeDays: number;
  priceBreakdown: PriceComponentDto[] | null;
  stepSurcharges: StepOptionSurcharge[];
}

type Batch = Omit<BatchCalculationRequest, "taxRate"> & { itemIndexes: number[] };

/**
 * Groups items into the pricing service's batch requests: items of one model at one unit, scale
 * and quantity share a request, each item one selection in it.
 */
export function pricingBatches(items: readonly PriceableItem[]): Batch[] {
  const batches = new Map<string, Batch>();
  items.forEach((item, index) => {
    const key = JSON.stringify([item.referencedId, item.givenUnitOfLength, item.scale, item.quantity]);
    let batch = batches.get(key);
    if (!batch) {
      batch = {
        objectId: item.referencedId,
        objectUnitLength: item.givenUnitOfLength as BatchCalculationRequest["objectUnitLength"],
        objectScale: item.scale,
        objectQuantity: item.quantity,
        selections: [],
        itemIndexes: [],
      };
      batches.set(key, batch);
    }
    batch.selections.push({
      printModeId: item.printModeId,
      surfaceFinishId: item.finishId,
      printModeColorId: item.colorId,
      processingSteps: item.processingSteps,
    });
    batch.itemIndexes.push(index);
  });
  return [...batches.values()];
}

/**
 * The item's prices from the pricing service's answer. The line before the quantity discount is
 * the piece price (which is before the discount) times the quantity, as the shopper reckons it;
 * without a discount it is the line itself (the piece price is rounded, the line is not).
 */
export function itemPrices(result: CalculationResult, quantity: number): ItemPrices {
  if (!result.printable || !result.price || !result.piecePrice) {
    throw result.tooLarge
      ? refuse("OBJECT_TOO_LARGE", "The model is too large for this print mode at this scale")
      : refuse("OBJECT_NOT_PRINTABLE", "The model cannot be printed in this configuration");
  }
  const piece = result.piecePrice;
  return {
    pricing: result.price,
    beforeDiscount:
      result.quantityDiscountPercent > 0
        ? { netPrice: piece.netPrice * quantity, totalPrice: piece.totalPrice * quantity }
        : result.price,
    piecePrice: piece,
    productionTimeDays: result.productionTime.days,
    priceBreakdown: result.breakdown,
    stepSurcharges: result.processingStepSurcharges,
  };
}

/** Prices every item at the shop's VAT rate, all batches in one pricing request. */
export async function priceItems<T extends PriceableItem>(
  upstreams: CartUpstreams,
  items: readonly T[],
  taxRate: number,
  requestId: string,
): Promise<(T & ItemPrices)[]> {
  const batches = pricingBatches(items);
  const answers = await upstreams.priceBatches(
    batches.map(({ itemIndexes: _, ...request }) => ({ ...request, taxRate })),
    requestId,
  );
  const priced: (T & ItemPrices)[] = [];
  batches.forEach(({ itemIndexes }, b) => {
    const results = answers[b] ?? [];
    itemIndexes.forEach((itemIndex, i) => {
      const result = results[i];
      const item = items[itemIndex];
      if (!result || !item)
        throw new Error(`pricing answered ${results.length} results for ${itemIndexes.length}`);
      priced[itemIndex] = { ...item, ...itemPrices(result, item.quantity) };
    });
  });
  return priced;
}

import type { UnitOfLength } from "@druckwerk/platform";
import type { CalculationResult } from "@druckwerk/pricing/contract";
import DataLoader from "dataloader";
import type { PricingAPI } from "../datasources/pricing";

/** One selection of one model to price. */
export interface PriceKey {
  modelFileId: string;
  scale: number;
  unit: UnitOfLength;
  quantity: number;
  printModeId: string;
  surfaceFinishId: string;
  colorId: string;
}

const objectOf = (key: PriceKey) => JSON.stringify([key.modelFileId, key.scale, key.unit, key.quantity]);

/**
 * Gathers every price a GraphQL operation asks for (e.g. each colour of each mode) and sends one
 * batch request per model, scale, unit and quantity to the pricing service. A selection the
 * service refuses fails only its own key.
 */
export function createPriceLoader(pricing: PricingAPI) {
  return new DataLoader<PriceKey, CalculationResult, string>(
    async (keys) => {
      const groups = new Map<string, PriceKey[]>();
      for (const key of keys) groups.set(objectOf(key), [...(groups.get(objectOf(key)) ?? []), key]);
      const results = new Map<PriceKey, CalculationResult | Error>();
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const [first] = group;
          if (!first) return;
          try {
            const answers = await pricing.calculateBatch({
              objectId: first.modelFileId,
              objectScale: first.scale,
              objectUnitLength: first.unit,
              objectQuantity: first.quantity,
              selections: group.map((k) => ({
                printModeId: k.printModeId,
                surfaceFinishId: k.surfaceFinishId,
                printModeColorId: k.colorId,
              })),
            });
            group.forEach((key, i) => {
              results.set(key, answers[i] ?? new Error("pricing answered fewer results than asked"));
            });
          } catch (error) {
            for (const key of group) results.set(key, error as Error);
          }
        }),
      );
      return keys.map((key) => results.get(key) ?? new Error("not priced"));
    },
    { cacheKeyFn: (key) => JSON.stringify(key), maxBatchSize: 1000 },
  );
}

import type { UnitOfLength } from "@druckwerk/platform";
import type { CalculationResult } from "@druckwerk/pricing/contract";
import DataLoader from "dataloader";
import { GraphQLError } from "graphql";
import type { PricingAPI } from "../datasources/pricing";
import { overBudget, PRICE_COST } from "../limits";

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

/** What an operation's prices may take: the variants it may price, and its client's cost budget. */
export interface PriceAllowance {
  /** Distinct model, scale, unit and quantity one operation may price (`GRAPHQL_MAX_PRICE_VARIANTS`). */
  maxVariants: number;
  /** Takes `amount` from the client's cost budget: null when it covered it, else the seconds to wait. */
  charge(amount: number): number | null;
}

const variantOf = (key: PriceKey) => JSON.stringify([key.modelFileId, key.scale, key.unit, key.quantity]);

const tooManyVariants = (limit: number) =>
  new GraphQLError(
    `An operation may price at most ${limit} distinct combinations of model, scale, unit and quantity`,
    { extensions: { code: "TOO_MANY_PRICE_VARIANTS", limit } },
  );

/**
 * Gathers every price a GraphQL operation asks for (e.g. each colour of each mode) and sends one
 * batch request per variant (model, scale, unit and quantity) to the pricing service. Before a
 * batch is sent, its prices are charged to the client's cost budget (`PRICE_COST` each): a batch
 * the budget does not cover is not sent, its prices are refused `RATE_LIMITED`; a variant past
 * `maxVariants` in one operation is refused `TOO_MANY_PRICE_VARIANTS`. A selection the service
 * refuses fails only its own key.
 */
export function createPriceLoader(pricing: PricingAPI, allowance: PriceAllowance) {
  const variants = new Set<string>();
  /** Why a variant's batch is not sent, or null to send it. */
  const refusal = (variant: string, prices: number) => {
    if (!variants.has(variant) && variants.size >= allowance.maxVariants) {
      return tooManyVariants(allowance.maxVariants);
    }
    variants.add(variant);
    const seconds = allowance.charge(PRICE_COST * prices);
    return seconds === null ? null : overBudget(seconds);
  };
  return new DataLoader<PriceKey, CalculationResult, string>(
    async (keys) => {
      const groups = new Map<string, PriceKey[]>();
      for (const key of keys) {
        const variant = variantOf(key);
        const group = groups.get(variant);
        if (group) group.push(key);
        else groups.set(variant, [key]);
      }
      const results = new Map<PriceKey, CalculationResult | Error>();
      await Promise.all(
        [...groups].map(async ([variant, group]) => {
          const [first] = group;
          if (!first) return;
          const refused = refusal(variant, group.length);
          if (refused) {
            for (const key of group) results.set(key, refused);
            return;
          }
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

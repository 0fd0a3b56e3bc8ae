import type { CalculationResult } from "@druckwerk/pricing/contract";
import { describe, expect, it } from "vitest";
import { itemPrices, pricingBatches } from "./item-prices";

const item = (over: Partial<Parameters<typeof pricingBatches>[0][number]> = {}) => ({
  referencedId: "model-a",
  givenUnitOfLength: "mm",
  scale: 1,
  quantity: 1,
  printModeId: "fdm-pla",
  finishId: "fdm-pla-standard",
  colorId: "fdm-pla-red",
  processingSteps: [],
  ...over,
});

const result = (over: Partial<CalculationResult> = {}): CalculationResult => ({
  printModeId: "fdm-pla",
  surfaceFinishId: "fdm-pla-standard",
  printModeColorId: "fdm-pla-red",
  price: { netPrice: 3600, totalPrice: 4284 },
  piecePrice: { netPrice: 400, totalPrice: 476 },
  calculatedTaxes: { netPrice: 3600, tax: 684, taxRate: 19 },
  quantityDiscountPercent: 10,
  printable: true,
  tooLarge: false,
  tooSmall: false,
  productionTime: { days: 3 },
  scaledDimensions: { x: 1, y: 1, z: 1 },
  breakdown: null,
  processingStepSurcharges: [],
  ...over,
});

describe("pricing batches", () => {
  it("prices items of one model, unit, scale and quantity in one request, in their order", () => {
    const batches = pricingBatches([
      item({ colorId: "fdm-pla-red" }),
      item({ quantity: 2 }),
      item({ colorId: "fdm-pla-blue" }),
      item({ referencedId: "model-b" }),
    ]);
    expect(batches.map((b) => b.itemIndexes)).toEqual([[0, 2], [1], [3]]);
    expect(batches[0]?.selections.map((s) => s.printModeColorId)).toEqual(["fdm-pla-red", "fdm-pla-blue"]);
  });
});

describe("an item's prices", () => {
  it("keeps the piece price times the quantity as the line before the discount", () => {
    expect(itemPrices(result(), 10).beforeDiscount).toEqual({ netPrice: 4000, totalPrice: 4760 });
  });

  it("keeps the line itself without a discount, whatever the piece price's rounding", () => {
    const line = { netPrice: 1439, totalPrice: 1712 };
    const prices = itemPrices(
      result({ price: line, piecePrice: { netPrice: 480, totalPrice: 571 }, quantityDiscountPercent: 0 }),
      3,
    );
    expect(prices.beforeDiscount).toEqual(line);
  });

  it("refuses what cannot be printed, naming a model too large", () => {
    const unpriced = { price: null, piecePrice: null, printable: false };
    expect(() => itemPrices(result({ ...unpriced, tooLarge: true }), 1)).toThrow(
      expect.objectContaining({ code: "OBJECT_TOO_LARGE", statusCode: 422 }),
    );
    expect(() => itemPrices(result(unpriced), 1)).toThrow(
      expect.objectContaining({ code: "OBJECT_NOT_PRINTABLE" }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { allocateCents } from "./breakdown";
import { calculatePrice } from "./model";
import { input } from "./price-input.fixture";

const insertM3 = { surchargeCentsPerCm2: 0, surchargeCentsPerPiece: 120, extraProductionDays: 1 };
const clearCoat = { surchargeCentsPerCm2: 2.5, surchargeCentsPerPiece: 150, extraProductionDays: 2 };

const sumOf = (components: { netPrice: number; totalPrice: number }[] | null) => ({
  netPrice: (components ?? []).reduce((sum, c) => sum + c.netPrice, 0),
  totalPrice: (components ?? []).reduce((sum, c) => sum + c.totalPrice, 0),
});

describe("processing steps in the price", () => {
  it("charges an option per application per piece and adds its days once", () => {
    // 4 inserts a piece: 958 + 4 × 120 = 1438 a piece; 5 + 1 days
    const result = calculatePrice(input({ processingSteps: [{ rates: insertM3, quantity: 4 }] }));
    expect(result.price).toEqual({ netPrice: 1438, totalPrice: 1711 });
    expect(result.piecePrice?.netPrice).toBe(1438);
    expect(result.productionTime.days).toBe(6);
  });

  it("charges a per-cm² option by the scaled surface", () => {
    // 24 cm² × 2.5 + 150 = 210 at scale 1; at scale 2 the surface is 96 cm²: 96 × 2.5 + 150 = 390
    const coat = [{ rates: clearCoat, quantity: 1 }];
    const once = calculatePrice(input({ processingSteps: coat }));
    const plain = calculatePrice(input());
    expect((once.price?.netPrice ?? 0) - (plain.price?.netPrice ?? 0)).toBe(210);
    const doubled = calculatePrice(input({ lengthFactor: 2, processingSteps: coat }));
    const plainDoubled = calculatePrice(input({ lengthFactor: 2 }));
    expect((doubled.price?.netPrice ?? 0) - (plainDoubled.price?.netPrice ?? 0)).toBe(390);
    expect(once.productionTime.days).toBe(7);
  });

  it("adds the days of every chosen step", () => {
    const result = calculatePrice(
      input({
        processingSteps: [
          { rates: insertM3, quantity: 2 },
          { rates: clearCoat, quantity: 1 },
        ],
      }),
    );
    expect(result.productionTime.days).toBe(5 + 1 + 2);
  });

  it("gives the quantity discount on the printed part, not on the steps", () => {
    // 10 pieces: 958 × 10 × 0.9 + 120 × 10 = 8622 + 1200
    const result = calculatePrice(
      input({ quantity: 10, processingSteps: [{ rates: insertM3, quantity: 1 }] }),
    );
    expect(result.price?.netPrice).toBe(9822);
  });

  it("does not count steps towards the minimum price per piece", () => {
    // a 2 mm cube costs 500 (the minimum); an insert still adds its 120
    const tiny = calculatePrice(
      input({ lengthFactor: 0.1, processingSteps: [{ rates: insertM3, quantity: 1 }] }),
    );
    expect(tiny.price?.netPrice).toBe(620);
  });
});

describe("the price breakdown", () => {
  it("lists the model's components of a raw piece, adding up to the price", () => {
    const result = calculatePrice(input());
    expect(result.breakdown).toEqual([
      { kind: "material", netPrice: 760, totalPrice: 904 },
      { kind: "machineSpace", netPrice: 48, totalPrice: 57 },
      { kind: "handling", netPrice: 150, totalPrice: 179 },
    ]);
    expect(sumOf(result.breakdown)).toEqual(result.price);
  });

  it("shows the quantity discount as a negative line and steps apart from the part", () => {
    const result = calculatePrice(
      input({ quantity: 10, processingSteps: [{ rates: insertM3, quantity: 1 }] }),
    );
    const byKind = Object.fromEntries((result.breakdown ?? []).map((c) => [c.kind, c.netPrice]));
    expect(byKind).toEqual({
      material: 7600,
      machineSpace: 480,
      handling: 1500,
      processingSteps: 1200,
      quantityDiscount: -958,
    });
    expect(sumOf(result.breakdown)).toEqual(result.price);
  });

  it("shows the minimum charge that lifts a small piece", () => {
    const tiny = calculatePrice(input({ lengthFactor: 0.1 }));
    const minimum = tiny.breakdown?.find((c) => c.kind === "minimumCharge");
    // 0.008 × 95 + 0.008 × 6 + 150 = 150.808; the minimum adds 349.192
    expect(minimum?.netPrice).toBe(349);
    expect(sumOf(tiny.breakdown)).toEqual(tiny.price);
  });

  it("adds up exactly to net and gross whatever rounds: odd scales, colours, finishes, discounts", () => {
    for (const quantity of [1, 3, 7, 13, 26, 51, 333]) {
      for (const lengthFactor of [0.37, 1, 1.2345, 3.3]) {
        const result = calculatePrice(
          input({
            quantity,
            lengthFactor,
            finish: { surchargeCentsPerCm2: 3, surchargeCentsPerPiece: 200, extraProductionDays: 2 },
            color: { surchargePercent: 15 },
            processingSteps: [{ rates: clearCoat, quantity: 3 }],
          }),
        );
        expect(sumOf(result.breakdown), `${quantity} at ${lengthFactor}`).toEqual(result.price);
      }
    }
  });

  it("has no breakdown for a part that cannot be printed", () => {
    expect(calculatePrice(input({ lengthFactor: 100 })).breakdown).toBeNull();
  });
});

describe("allocateCents", () => {
  it("rounds shares to whole cents that add up to the total", () => {
    expect(allocateCents([0.5, 0.5, 0.5], 2)).toEqual([1, 1, 0]);
    expect(allocateCents([10.2, 20.7, -3.4], 28)).toEqual([10, 21, -3]);
    expect(allocateCents([1.9, 1.9], 3)).toEqual([2, 1]);
  });
});

import { describe, expect, it } from "vitest";
import { calculatePrice, fitsBuildVolume, quantityDiscountPercent } from "./model";
import { cube20, input } from "./price-input.fixture";

describe("calculatePrice", () => {
  it("prices a 20 mm cube: material + machine space + handling, gross at 19 %", () => {
    // 8 cm3 * 95 + 8 cm3 * 6 + 150 = 958 cents net; 958 * 1.19 = 1140.02 -> 1140
    const result = calculatePrice(input());
    expect(result.price).toEqual({ netPrice: 958, totalPrice: 1140 });
    expect(result.calculatedTaxes).toEqual({ netPrice: 958, tax: 182, taxRate: 19 });
    expect(result).toMatchObject({
      printable: true,
      tooLarge: false,
      tooSmall: false,
      productionTime: { days: 5 },
    });
  });

  it("scales volume cubically and area quadratically with the length factor", () => {
    // cm file: 2 x 2 x 2 numbers at unit cm (factor 10) is the same cube
    const asCm = calculatePrice(
      input({
        geometry: { dimensions: { x: 2, y: 2, z: 2 }, volume: 8, area: 24, minWallThickness: 2 },
        lengthFactor: 10,
      }),
    );
    expect(asCm.price).toEqual(calculatePrice(input()).price);
    // doubled: 64 cm3 * 95 + 64 * 6 + 150 = 6614
    expect(calculatePrice(input({ lengthFactor: 2 })).price?.netPrice).toBe(6614);
  });

  it("charges at least the minimum per piece", () => {
    const tiny = calculatePrice(input({ lengthFactor: 0.1 }));
    expect(tiny.piecePrice?.netPrice).toBe(500);
    expect(tiny.price?.netPrice).toBe(500);
  });

  it("adds finish surcharges per cm2 and per piece, and colour surcharges in percent", () => {
    const dyed = calculatePrice(
      input({ finish: { surchargeCentsPerCm2: 2, surchargeCentsPerPiece: 150, extraProductionDays: 1 } }),
    );
    // 958 + 24 cm2 * 2 + 150 = 1156
    expect(dyed.price?.netPrice).toBe(1156);
    expect(dyed.productionTime.days).toBe(6);
    const clear = calculatePrice(input({ color: { surchargePercent: 15 } }));
    expect(clear.price?.netPrice).toBe(Math.round(958 * 1.15));
  });

  it("discounts by quantity tier on the whole line", () => {
    expect(quantityDiscountPercent(1)).toBe(0);
    expect(quantityDiscountPercent(4)).toBe(0);
    expect(quantityDiscountPercent(5)).toBe(5);
    expect(quantityDiscountPercent(99)).toBe(20);
    expect(quantityDiscountPercent(1000)).toBe(25);
    const ten = calculatePrice(input({ quantity: 10 }));
    expect(ten.price?.netPrice).toBe(Math.round(958 * 10 * 0.9));
    expect(ten.piecePrice?.netPrice).toBe(958);
    expect(calculatePrice(input({ quantity: 120 })).productionTime.days).toBe(7);
  });

  it("flags too large when no orientation fits, or the legacy sum of sides is exceeded", () => {
    const long = { ...cube20, dimensions: { x: 320, y: 10, z: 10 } };
    expect(calculatePrice(input({ geometry: long })).tooLarge).toBe(false); // fits along Z (330)
    const sum = { ...cube20, dimensions: { x: 150, y: 150, z: 100 } };
    const tooBig = calculatePrice(input({ geometry: sum }));
    expect(tooBig).toMatchObject({ tooLarge: true, printable: false, price: null, piecePrice: null });
    const huge = calculatePrice(input({ lengthFactor: 20 }));
    expect(huge.tooLarge).toBe(true);
    expect(huge.scaledDimensions).toEqual({ x: 400, y: 400, z: 400 });
  });

  it("flags too small when the thinnest wall or a side is under the minimum feature size, and still prices it", () => {
    const thin = calculatePrice(input({ geometry: { ...cube20, minWallThickness: 0.5 } }));
    expect(thin).toMatchObject({ tooSmall: true, printable: true });
    expect(thin.price).not.toBeNull();
    expect(
      calculatePrice(input({ geometry: { ...cube20, minWallThickness: 0.5 }, lengthFactor: 2 })).tooSmall,
    ).toBe(false);
    expect(calculatePrice(input({ lengthFactor: 0.03 })).tooSmall).toBe(true);
    expect(calculatePrice(input({ geometry: { ...cube20, minWallThickness: null } })).tooSmall).toBe(false);
  });

  it("fits boxes in any axis-aligned orientation", () => {
    expect(fitsBuildVolume({ x: 300, y: 100, z: 100 }, { x: 145, y: 145, z: 310 })).toBe(true);
    expect(fitsBuildVolume({ x: 150, y: 150, z: 100 }, { x: 145, y: 145, z: 310 })).toBe(false);
  });
});

import type { PriceInput } from "./model";

/** A 20 mm cube: 8 cm³, 24 cm² of surface. */
export const cube20: PriceInput["geometry"] = {
  dimensions: { x: 20, y: 20, z: 20 },
  volume: 8000,
  area: 2400,
  minWallThickness: 20,
};

/** The cube in SLS PA 12's rates, raw, at 19 % VAT: 958 ct a piece (docs/pricing.md). */
export const input = (overrides: Partial<PriceInput> = {}): PriceInput => ({
  geometry: cube20,
  lengthFactor: 1,
  quantity: 1,
  taxRate: 19,
  mode: {
    maxDimensions: { x: 200, y: 200, z: 330 },
    maxSumOfSides: 360,
    minFeatureSize: 0.7,
    materialCentsPerCm3: 95,
    spaceCentsPerCm3: 6,
    handlingCentsPerPiece: 150,
    minPieceCents: 500,
    baseProductionDays: 5,
  },
  finish: { surchargeCentsPerCm2: 0, surchargeCentsPerPiece: 0, extraProductionDays: 0 },
  color: { surchargePercent: 0 },
  ...overrides,
});

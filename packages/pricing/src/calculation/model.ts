/**
 * Druckwerk's price model (docs/pricing.md): pure arithmetic over a part's geometry and a print
 * mode's rates. Every rate is in euro cents; a line is rounded to whole cents once, at the end.
 */

import { breakdownOf, type PriceComponent } from "./breakdown";

/** A part's geometry at scale 1, in millimetres. */
export interface PartGeometry {
  dimensions: { x: number; y: number; z: number };
  volume: number;
  area: number;
  /** The thinnest wall found by the analysis; null when it could not be measured. */
  minWallThickness: number | null;
}

export interface ModeRates {
  maxDimensions: { x: number; y: number; z: number };
  maxSumOfSides: number | null;
  minFeatureSize: number;
  materialCentsPerCm3: number;
  spaceCentsPerCm3: number;
  handlingCentsPerPiece: number;
  minPieceCents: number;
  baseProductionDays: number;
}

/** What post-processing adds: a finish to every piece, a processing-step option per application. */
export interface SurchargeRates {
  surchargeCentsPerCm2: number;
  surchargeCentsPerPiece: number;
  extraProductionDays: number;
}
export type FinishRates = SurchargeRates;

/** A chosen processing-step option, applied `quantity` times to every piece of the line. */
export interface StepChoice {
  rates: SurchargeRates;
  quantity: number;
}

export interface ColorRates {
  surchargePercent: number;
}

export interface PriceInput {
  geometry: PartGeometry;
  /** Multiplies every length; `unitFactor * scale` turns the file's numbers into millimetres. */
  lengthFactor: number;
  quantity: number;
  mode: ModeRates;
  finish: FinishRates;
  color: ColorRates;
  /** Chosen processing steps; none when omitted. */
  processingSteps?: readonly StepChoice[];
  /** VAT in percent, e.g. 19. */
  taxRate: number;
}

export interface PriceResult {
  /** Null when the part cannot be printed in this mode: there is nothing to price. */
  price: { netPrice: number; totalPrice: number } | null;
  /** The spec's price object: the net amount taxed, the tax on it and the rate. */
  calculatedTaxes: { netPrice: number; tax: number; taxRate: number };
  /** Per piece, before the quantity discount. */
  piecePrice: { netPrice: number; totalPrice: number } | null;
  /** The line per component, adding up to `price` exactly (net and gross); null when not printable. */
  breakdown: PriceComponent[] | null;
  quantityDiscountPercent: number;
  printable: boolean;
  tooLarge: boolean;
  tooSmall: boolean;
  productionTime: { days: number };
  /** The scaled part, in mm. */
  scaledDimensions: { x: number; y: number; z: number };
}

/** Discount on the whole line from this many pieces on. */
export const quantityTiers: readonly { from: number; percent: number }[] = [
  { from: 100, percent: 25 },
  { from: 50, percent: 20 },
  { from: 25, percent: 15 },
  { from: 10, percent: 10 },
  { from: 5, percent: 5 },
  { from: 1, percent: 0 },
];

export const quantityDiscountPercent = (quantity: number) =>
  quantityTiers.find((tier) => quantity >= tier.from)?.percent ?? 0;

/** Larger batches need another production day per started 50 pieces beyond the first 50. */
const extraDaysForQuantity = (quantity: number) => Math.floor((quantity - 1) / 50);

/** Whether a box fits the build volume in any axis-aligned orientation. */
export function fitsBuildVolume(
  size: { x: number; y: number; z: number },
  max: { x: number; y: number; z: number },
) {
  const part = [size.x, size.y, size.z].sort((a, b) => a - b);
  const room = [max.x, max.y, max.z].sort((a, b) => a - b);
  // Sorted side by side is the best orientation: if it does not fit, no permutation does.
  return part.every((side, i) => side <= (room[i] ?? 0));
}

/** The part's surface at this length factor, in cm². */
export const surfaceCm2 = (geometry: PartGeometry, lengthFactor: number) =>
  (geometry.area * lengthFactor ** 2) / 100;

/** One application of a surcharge on one piece of `areaCm2` surface, in (fractional) cents. */
export const surchargeCents = (rates: SurchargeRates, areaCm2: number) =>
  areaCm2 * rates.surchargeCentsPerCm2 + rates.surchargeCentsPerPiece;

export const grossOf = (net: number, taxRate: number) => Math.round((net * (100 + taxRate)) / 100);

export function calculatePrice(input: PriceInput): PriceResult {
  const { geometry, lengthFactor: f, quantity, mode, finish, color, taxRate } = input;
  const steps = input.processingSteps ?? [];
  const size = { x: geometry.dimensions.x * f, y: geometry.dimensions.y * f, z: geometry.dimensions.z * f };
  const sumOfSides = size.x + size.y + size.z;
  const tooLarge =
    !fitsBuildVolume(size, mode.maxDimensions) ||
    (mode.maxSumOfSides !== null && sumOfSides > mode.maxSumOfSides);
  const thinnest = Math.min(
    size.x,
    size.y,
    size.z,
    geometry.minWallThickness === null ? Number.POSITIVE_INFINITY : geometry.minWallThickness * f,
  );
  const tooSmall = thinnest < mode.minFeatureSize;
  const printable = !tooLarge;
  const discount = quantityDiscountPercent(quantity);
  const productionTime = {
    days:
      mode.baseProductionDays +
      finish.extraProductionDays +
      steps.reduce((days, step) => days + step.rates.extraProductionDays, 0) +
      extraDaysForQuantity(quantity),
  };
  const base = {
    calculatedTaxes: { netPrice: 0, tax: 0, taxRate },
    printable,
    tooLarge,
    tooSmall,
    productionTime,
  };
  if (!printable) {
    return {
      ...base,
      price: null,
      piecePrice: null,
      breakdown: null,
      quantityDiscountPercent: discount,
      scaledDimensions: size,
    };
  }

  const partCm3 = (geometry.volume * f ** 3) / 1000;
  const boxCm3 = (size.x * size.y * size.z) / 1000;
  const areaCm2 = surfaceCm2(geometry, f);
  const perPiece = {
    material: partCm3 * mode.materialCentsPerCm3,
    machineSpace: boxCm3 * mode.spaceCentsPerCm3,
    handling: mode.handlingCentsPerPiece,
    finish: surchargeCents(finish, areaCm2),
  };
  const raw = perPiece.material + perPiece.machineSpace + perPiece.handling + perPiece.finish;
  const colour = raw * (color.surchargePercent / 100);
  const part = Math.max(mode.minPieceCents, raw + colour);
  // Processing steps are handwork per piece: neither lifted to the minimum nor discounted.
  const stepsPerPiece = steps.reduce(
    (sum, step) => sum + step.quantity * surchargeCents(step.rates, areaCm2),
    0,
  );
  const piece = part + stepsPerPiece;
  const discountCents = part * quantity * (discount / 100);
  const net = Math.round(part * quantity - discountCents + stepsPerPiece * quantity);
  const total = grossOf(net, taxRate);
  const pieceNet = Math.round(piece);
  const price = { netPrice: net, totalPrice: total };
  return {
    ...base,
    price,
    calculatedTaxes: { netPrice: net, tax: total - net, taxRate },
    piecePrice: { netPrice: pieceNet, totalPrice: grossOf(pieceNet, taxRate) },
    breakdown: breakdownOf(
      {
        material: perPiece.material * quantity,
        machineSpace: perPiece.machineSpace * quantity,
        handling: perPiece.handling * quantity,
        finish: perPiece.finish * quantity,
        colour: colour * quantity,
        minimumCharge: (part - raw - colour) * quantity,
        processingSteps: stepsPerPiece * quantity,
        quantityDiscount: -discountCents,
      },
      price,
      taxRate,
    ),
    quantityDiscountPercent: discount,
    scaledDimensions: size,
  };
}

/** A whole number of pieces within min..max; what is no number becomes the minimum. */
export const clampQuantity = (value: number, min = 1, max = 100_000) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

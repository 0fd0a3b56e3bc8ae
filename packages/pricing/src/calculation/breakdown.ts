import { priceComponentKinds } from "../contract";

/**
 * The price explained: the line's amounts per component of the price model, in whole cents, that
 * add up exactly to the line's net (and gross) price however the components round.
 */

export type PriceComponentKind = (typeof priceComponentKinds)[number];

export interface PriceComponent {
  kind: PriceComponentKind;
  netPrice: number;
  totalPrice: number;
}

/**
 * Whole numbers, one per share, adding up to `total`: each share rounded down, and the cents left
 * over given one by one to the shares with the largest remainders (or taken from the smallest,
 * when the rounded-down shares already exceed the total).
 */
export function allocateCents(shares: readonly number[], total: number): number[] {
  const floors = shares.map((share) => Math.floor(share));
  let left = total - floors.reduce((sum, each) => sum + each, 0);
  if (shares.length === 0) return floors;
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; left !== 0; i++) {
    const step = left > 0 ? 1 : -1;
    const entry = byRemainder[step > 0 ? i % shares.length : shares.length - 1 - (i % shares.length)];
    if (!entry) break;
    floors[entry.index] = (floors[entry.index] ?? 0) + step;
    left -= step;
  }
  return floors;
}

/**
 * The components of a line (exact amounts in cents, before any rounding) as whole cents adding up
 * to its net price and to its gross price; components of no amount are left out.
 */
export function breakdownOf(
  exact: Partial<Record<PriceComponentKind, number>>,
  line: { netPrice: number; totalPrice: number },
  taxRate: number,
): PriceComponent[] {
  const kinds = priceComponentKinds.filter((kind) => Math.abs(exact[kind] ?? 0) >= 0.005);
  const nets = kinds.map((kind) => exact[kind] ?? 0);
  const net = allocateCents(nets, line.netPrice);
  const gross = allocateCents(
    nets.map((amount) => (amount * (100 + taxRate)) / 100),
    line.totalPrice,
  );
  return kinds.map((kind, i) => ({ kind, netPrice: net[i] ?? 0, totalPrice: gross[i] ?? 0 }));
}

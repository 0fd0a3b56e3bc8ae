import type { ItemPrice, MatrixMode } from "./selection";

/** Why a mode can or cannot print the model, as the comparison shows it. */
export type ModeVerdict = "printable" | "tooSmall" | "tooLarge" | "notPrintable";

export interface ModeSummary {
  mode: MatrixMode;
  verdict: ModeVerdict;
  /** The cheapest printable finish and colour of the mode, in cents (net or gross by customer). */
  fromPrice: number | null;
  /** The fewest production days among the mode's printable finishes and colours. */
  fromDays: number | null;
}

export type ModeOrder = "catalogue" | "price" | "days";
export const modeOrders: readonly ModeOrder[] = ["catalogue", "price", "days"];

/** Every mode's verdict, "from" price and days, read from the one price matrix. */
export function summarizeModes(modes: readonly MatrixMode[], business: boolean): ModeSummary[] {
  return modes.map((mode) => {
    const prices = mode.surfaceFinishes.flatMap((f) => f.colors.map((c) => c.price));
    const printable = prices.filter((price) => price?.printable);
    const amounts = printable
      .map((price) => (business ? price?.net : price?.gross))
      .filter((amount): amount is number => amount != null);
    const cheapest = amounts.length > 0 ? Math.min(...amounts) : null;
    const days = printable.map((price) => price?.productionDays ?? Number.POSITIVE_INFINITY);
    return {
      mode,
      verdict: verdictOf(prices),
      fromPrice: cheapest,
      fromDays: days.length > 0 ? Math.min(...days) : null,
    };
  });
}

function verdictOf(prices: readonly ItemPrice[]): ModeVerdict {
  const printable = prices.filter((price) => price?.printable);
  if (printable.length > 0) return printable.every((price) => price?.tooSmall) ? "tooSmall" : "printable";
  if (prices.some((price) => price?.tooLarge)) return "tooLarge";
  return "notPrintable";
}

const canPrint = (summary: ModeSummary) => summary.verdict === "printable" || summary.verdict === "tooSmall";

/** Printable modes first in the chosen order (ties keep the catalogue's), the others after them. */
export function sortModes(summaries: readonly ModeSummary[], order: ModeOrder): ModeSummary[] {
  const key = (s: ModeSummary) =>
    order === "price" ? (s.fromPrice ?? Infinity) : order === "days" ? (s.fromDays ?? Infinity) : 0;
  return summaries
    .map((summary, index) => ({ summary, index }))
    .sort(
      (a, b) =>
        Number(canPrint(b.summary)) - Number(canPrint(a.summary)) ||
        key(a.summary) - key(b.summary) ||
        a.index - b.index,
    )
    .map(({ summary }) => summary);
}

type Size = { x: number; y: number; z: number };

/**
 * The largest scale, rounded down to two significant digits, at which a model of `size` mm (at
 * scale 1) fits the mode in some axis-aligned orientation and within its sum of sides.
 */
export function scaleToFit(size: Size, limits: { maxDimensions: Size; maxSumOfSides?: number | null }) {
  const part = [size.x, size.y, size.z].sort((a, b) => a - b);
  const room = [limits.maxDimensions.x, limits.maxDimensions.y, limits.maxDimensions.z].sort((a, b) => a - b);
  const ratios = part.map((side, i) => (side > 0 ? (room[i] ?? 0) / side : Infinity));
  const sum = part.reduce((a, b) => a + b, 0);
  if (limits.maxSumOfSides != null && sum > 0) ratios.push(limits.maxSumOfSides / sum);
  const fit = Math.min(...ratios);
  if (!Number.isFinite(fit) || fit <= 0) return null;
  const step = 10 ** (Math.floor(Math.log10(fit)) - 1);
  // The small tolerance keeps an exact fit (0.75) from falling a step to floating-point noise.
  const steps = Math.floor(fit / step + 1e-9);
  return Number((steps * step).toPrecision(2));
}

/** The mode the configurator starts with: the catalogue's first that prints the model, else its first. */
const printsModel = (mode: MatrixMode) =>
  mode.surfaceFinishes.some((f) => f.colors.some((c) => c.price?.printable));

/**
 * The mode the configurator starts with: the one the shopper chose in the catalogue where it can
 * print the model, else the first that can, else the first.
 */
export const firstPrintableMode = (modes: readonly MatrixMode[], preferredId?: string) =>
  modes.find((mode) => mode.id === preferredId && printsModel(mode)) ?? modes.find(printsModel) ?? modes[0];

/** The modes that print the model without warnings, for the thin-wall advice. */
export const modesWithoutWarnings = (summaries: readonly ModeSummary[]) =>
  summaries.filter((s) => s.verdict === "printable").map((s) => s.mode);

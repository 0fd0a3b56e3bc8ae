import type { Order } from "../contract";
import type { OrderRow } from "./present";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a quote made at `madeAt` may be accepted: `days` (QUOTE_VALID_DAYS) later. */
export const quoteValidUntil = (madeAt: Date, days: number) => new Date(madeAt.getTime() + days * DAY_MS);

type QuoteFields = Pick<OrderRow, "status" | "quoteValidUntil" | "quoteAcceptedAt" | "quoteExpiredAt">;

/** Whether the quote may be accepted at `now`: still a quote, and within its validity. */
export const isOpenQuote = (row: QuoteFields, now: Date) =>
  row.status === "QUOTE_GENERATED" && row.quoteValidUntil !== null && row.quoteValidUntil > now;

/**
 * A quote's validity and where it stands at `now` (`Order.quote`); null for an order that never
 * was a quote. A quote past its date is `expired` at once, before the sweep cancels it.
 */
export function quoteOf(row: QuoteFields, now: Date): Order["quote"] {
  if (!row.quoteValidUntil) return null;
  const state = row.quoteAcceptedAt
    ? "accepted"
    : isOpenQuote(row, now)
      ? "open"
      : row.quoteExpiredAt || row.status === "QUOTE_GENERATED"
        ? "expired"
        : "cancelled";
  return { validUntil: row.quoteValidUntil.toISOString(), state };
}

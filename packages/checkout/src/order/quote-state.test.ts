import { ConfigError, parseConfig } from "@druckwerk/platform";
import { describe, expect, it } from "vitest";
import { checkoutConfigSchema } from "../config";
import { quoteOf, quoteValidUntil } from "./quote-state";

const madeAt = new Date("2026-03-05T09:30:00Z");
const validUntil = quoteValidUntil(madeAt, 30);
const before = new Date("2026-04-01T00:00:00Z");
const after = new Date("2026-04-05T00:00:00Z");
const quote = {
  status: "QUOTE_GENERATED" as const,
  quoteValidUntil: validUntil,
  quoteAcceptedAt: null,
  quoteExpiredAt: null,
};

describe("a quote's validity", () => {
  it("lasts the configured days from when the quote was made", () => {
    expect(validUntil.toISOString()).toBe("2026-04-04T09:30:00.000Z");
  });

  it("is open until its date, expired from then on, even before the sweep cancels it", () => {
    expect(quoteOf(quote, before)).toEqual({ validUntil: "2026-04-04T09:30:00.000Z", state: "open" });
    expect(quoteOf(quote, validUntil)?.state).toBe("expired");
    expect(quoteOf({ ...quote, status: "ORDER_CANCELLED", quoteExpiredAt: after }, after)?.state).toBe(
      "expired",
    );
  });

  it("tells an accepted quote and one cancelled by the shop apart; an order has none", () => {
    expect(quoteOf({ ...quote, status: "ORDER_RECEIVED", quoteAcceptedAt: before }, after)?.state).toBe(
      "accepted",
    );
    expect(quoteOf({ ...quote, status: "ORDER_CANCELLED" }, before)?.state).toBe("cancelled");
    expect(quoteOf({ ...quote, status: "ORDER_RECEIVED", quoteValidUntil: null }, before)).toBeNull();
  });

  it("is configured by QUOTE_VALID_DAYS, 30 unless set, 1 to 365", () => {
    expect(parseConfig(checkoutConfigSchema, {}).QUOTE_VALID_DAYS).toBe(30);
    expect(parseConfig(checkoutConfigSchema, { QUOTE_VALID_DAYS: "14" }).QUOTE_VALID_DAYS).toBe(14);
    for (const wrong of ["0", "366", "2.5", "dreißig"]) {
      expect(() => parseConfig(checkoutConfigSchema, { QUOTE_VALID_DAYS: wrong })).toThrow(ConfigError);
    }
  });
});

import { describe, expect, it } from "vitest";
import { addBusinessDays, germanHolidays, isBusinessDay } from "./business-days";
import { estimateDelivery, parseCutoff } from "./delivery-date";

const rules = { cutoffMinutes: 14 * 60, timeZone: "Europe/Berlin", holidays: germanHolidays() };

/** The estimate for an order at a Berlin wall-clock time (winter: UTC+1, summer: UTC+2). */
const orderedAt = (iso: string, production: number, shipping: number) =>
  estimateDelivery(new Date(iso), { production, shipping }, rules);

describe("the estimated delivery date", () => {
  it("counts from today before the cut-off and from the next business day after it", () => {
    // Tuesday 1 December 2026, 13:59 and 14:00 in Berlin (UTC+1)
    expect(orderedAt("2026-12-01T12:59:00Z", 5, 3)).toEqual({
      orderDay: "2026-12-01",
      shipDay: "2026-12-08",
      deliveryDay: "2026-12-11",
    });
    expect(orderedAt("2026-12-01T13:00:00Z", 5, 3).orderDay).toBe("2026-12-02");
    expect(orderedAt("2026-12-01T13:00:00Z", 5, 3).deliveryDay).toBe("2026-12-14");
  });

  it("reads the cut-off in Berlin's time, summer time included", () => {
    // Wednesday 10 June 2026: 13:30 in Berlin is 11:30 UTC, 14:30 is 12:30 UTC
    expect(orderedAt("2026-06-10T11:30:00Z", 0, 0).orderDay).toBe("2026-06-10");
    expect(orderedAt("2026-06-10T12:30:00Z", 0, 0).orderDay).toBe("2026-06-11");
  });

  it("skips weekends: an order on Saturday starts on Monday", () => {
    // Saturday 5 December 2026, morning
    const dates = orderedAt("2026-12-05T08:00:00Z", 4, 1);
    expect(dates.orderDay).toBe("2026-12-07");
    // Mon + 4 business days = Fri 11th; + 1 = Mon 14th
    expect(dates).toMatchObject({ shipDay: "2026-12-11", deliveryDay: "2026-12-14" });
  });

  it("an order on Friday after the cut-off starts on Monday", () => {
    expect(orderedAt("2026-12-04T15:00:00Z", 1, 1)).toEqual({
      orderDay: "2026-12-07",
      shipDay: "2026-12-08",
      deliveryDay: "2026-12-09",
    });
  });

  it("skips Good Friday and Easter Monday", () => {
    // Easter 2027: Good Friday 26 March, Easter Monday 29 March. Ordered Thursday 25 March, 09:00.
    const dates = orderedAt("2027-03-25T08:00:00Z", 1, 1);
    expect(dates).toEqual({ orderDay: "2027-03-25", shipDay: "2027-03-30", deliveryDay: "2027-03-31" });
  });

  it("skips Christmas Day and Boxing Day, and starts after them when ordered on them", () => {
    // Wednesday 23 December 2026, 10:00; 24th is a business day, 25th (Fri) and 26th (Sat) are not
    expect(orderedAt("2026-12-23T09:00:00Z", 2, 1)).toEqual({
      orderDay: "2026-12-23",
      shipDay: "2026-12-28",
      deliveryDay: "2026-12-29",
    });
    // Friday 25 December 2026 (a holiday), 10:00: production starts on Monday 28th
    expect(orderedAt("2026-12-25T09:00:00Z", 0, 0).orderDay).toBe("2026-12-28");
  });

  it("crosses New Year: 1 January is no business day", () => {
    expect(addBusinessDays("2026-12-31", 1, rules.holidays)).toBe("2027-01-04");
  });

  it("knows the nationwide holidays and no regional ones", () => {
    expect(isBusinessDay("2026-10-03", rules.holidays)).toBe(false); // a Saturday anyway
    expect(isBusinessDay("2027-05-06", rules.holidays)).toBe(false); // Ascension
    expect(isBusinessDay("2026-11-01", rules.holidays)).toBe(false); // Sunday
    expect(isBusinessDay("2027-11-01", rules.holidays)).toBe(true); // All Saints': regional only
    expect(isBusinessDay("2026-12-24", rules.holidays)).toBe(true); // Christmas Eve: no holiday
  });
});

describe("the cut-off", () => {
  it("is read as HH:MM", () => {
    expect(parseCutoff("14:00")).toBe(840);
    expect(parseCutoff("00:00")).toBe(0);
    expect(parseCutoff("24:00")).toBeNull();
    expect(parseCutoff("2pm")).toBeNull();
  });
});

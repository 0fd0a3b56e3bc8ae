import { describe, expect, it } from "vitest";
import { berlinDay, checkVoucher, usageLeft, type Voucher, type VoucherContext } from "./voucher";

const spring: Voucher = {
  code: "FRUEHLING",
  type: "percentage",
  value: 10,
  fromDate: "2025-03-16",
  toDate: "2025-03-31",
  rules: {},
};

const context = (overrides: Partial<VoucherContext>): VoucherContext => ({
  at: new Date("2025-03-20T12:00:00Z"),
  positionNet: 10_000,
  taxRate: 19,
  customerKind: "private",
  ...overrides,
});

describe("checkVoucher", () => {
  it.each([
    // 16 March: winter time, Berlin is UTC+1.
    ["2025-03-15T22:59:59Z", { ok: false, code: "VOUCHER_NOT_YET_VALID", fromDate: "2025-03-16" }],
    ["2025-03-15T23:00:00Z", { ok: true }],
    // 31 March: summer time since the 30th, Berlin is UTC+2.
    ["2025-03-31T21:59:59Z", { ok: true }],
    ["2025-03-31T22:00:00Z", { ok: false, code: "VOUCHER_EXPIRED", toDate: "2025-03-31" }],
  ])("at %s, a voucher for 16 to 31 March (Berlin days, inclusive) is %o", (instant, verdict) => {
    expect(checkVoucher(spring, context({ at: new Date(instant) }))).toEqual(verdict);
  });

  it("is valid without dates", () => {
    expect(checkVoucher({ ...spring, fromDate: null, toDate: undefined }, context({}))).toEqual({ ok: true });
  });

  it("reads minValue in gross for a private customer and says how much is missing", () => {
    // 4000 net = 4760 gross.
    const voucher = { ...spring, rules: { minValue: 5000 } };
    expect(checkVoucher(voucher, context({ positionNet: 4000 }))).toEqual({
      ok: false,
      code: "VOUCHER_MIN_VALUE_NOT_REACHED",
      minValue: 5000,
      remaining: 240,
    });
    // 4202 net = 5000.38 -> 5000 gross: not below the minimum.
    expect(checkVoucher(voucher, context({ positionNet: 4202 }))).toEqual({ ok: true });
  });

  it("reads minValue in net for a business customer", () => {
    const voucher = { ...spring, rules: { minValue: 5000 } };
    expect(checkVoucher(voucher, context({ positionNet: 4500, customerKind: "business" }))).toMatchObject({
      code: "VOUCHER_MIN_VALUE_NOT_REACHED",
      remaining: 500,
    });
    expect(checkVoucher(voucher, context({ positionNet: 5000, customerKind: "business" }))).toEqual({
      ok: true,
    });
  });

  it("refuses days that are not calendar days, and instants that are not dates", () => {
    expect(() => checkVoucher({ ...spring, toDate: "31.03.2025" }, context({}))).toThrow(
      expect.objectContaining({ code: "INVALID_DATE" }),
    );
    expect(() => checkVoucher({ ...spring, fromDate: "2025-02-30" }, context({}))).toThrow(
      expect.objectContaining({ code: "INVALID_DATE" }),
    );
    expect(() => checkVoucher(spring, context({ at: new Date("not a date") }))).toThrow(
      expect.objectContaining({ code: "INVALID_DATE" }),
    );
  });
});

describe("berlinDay", () => {
  it("is the German calendar day, across midnight and the clock change", () => {
    expect(berlinDay(new Date("2025-10-25T21:59:59Z"))).toBe("2025-10-25");
    expect(berlinDay(new Date("2025-10-25T22:00:00Z"))).toBe("2025-10-26");
    expect(berlinDay(new Date("2025-10-26T22:59:59Z"))).toBe("2025-10-26");
    expect(berlinDay(new Date("2025-10-26T23:00:00Z"))).toBe("2025-10-27");
  });
});

describe("usageLeft", () => {
  it("counts down to zero from maxUsage, and is unlimited without it", () => {
    expect(usageLeft({ maxUsage: 3 }, 1)).toBe(2);
    expect(usageLeft({ maxUsage: 3 }, 3)).toBe(0);
    expect(usageLeft({ maxUsage: 3 }, 5)).toBe(0);
    expect(usageLeft({}, 10)).toBeNull();
  });

  it("refuses a negative count", () => {
    expect(() => usageLeft({ maxUsage: 3 }, -1)).toThrow(expect.objectContaining({ code: "INVALID_AMOUNT" }));
  });
});

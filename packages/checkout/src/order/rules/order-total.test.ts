import { describe, expect, it } from "vitest";
import { type OrderInput, priceOrder } from "./order-total";
import {
  austria,
  expressAT,
  expressDE,
  germany,
  lines,
  standardAT,
  standardCH,
  standardDE,
  switzerland,
} from "./test-fixtures";
import type { Voucher } from "./voucher";

const privateCustomer = { kind: "private" } as const;
const at = new Date("2025-06-01T10:00:00Z");

const order = (overrides: Partial<OrderInput>): OrderInput => ({
  lines: lines(4000),
  country: germany,
  customer: privateCustomer,
  shippingMethod: standardDE,
  voucher: null,
  at,
  ...overrides,
});

/** A business in Austria with an Austrian VAT id, shipping express. */
const austrianBusiness = (orderLines: OrderInput["lines"]) =>
  order({
    lines: orderLines,
    country: austria,
    customer: { kind: "business", vatId: "ATU12345678" },
    shippingMethod: expressAT,
  });

const voucher = (overrides: Partial<Voucher>): Voucher => ({
  code: "SOMMER",
  type: "percentage",
  value: 10,
  rules: {},
  ...overrides,
});

describe("priceOrder, figures computed by hand", () => {
  it("raises a private German order under 30 EUR to 30.00 gross with a surcharge", () => {
    // 958 + 1000 = 1958 net = 23.30 gross < 30. Minimum net at 19 %: 2521 (2521 * 1.19 = 2999.99 -> 30.00).
    // Surcharge 2521 - 1958 = 563. Net 2521 + 590 = 3111, tax 3111 * 0.19 = 591.09 -> 591.
    const { total, taxRule } = priceOrder(order({ lines: lines(958, 1000) }));
    expect(taxRule).toBe("country-rate");
    expect(total).toMatchObject({ surchargeNet: 563, net: 3111, taxRate: 19, tax: 591, gross: 3702 });
    // The cart sum, the surcharge and shipping as shown: 23.30 + 6.70 + 7.02 = 37.02.
    expect([total.positionGross, total.surchargeGross, total.shippingGross]).toEqual([2330, 670, 702]);
  });

  it("prices the worked example of docs/checkout-rules.md: surcharge, 5 EUR voucher, shipping", () => {
    const { total } = priceOrder(
      order({ lines: lines(958, 1000), voucher: voucher({ type: "absolute", value: 500 }) }),
    );
    expect(total).toEqual({
      positionNet: 1958,
      discountNet: 420,
      surchargeNet: 563,
      shippingNet: 590,
      net: 2691,
      taxRate: 19,
      tax: 511,
      gross: 3202,
      positionGross: 2330,
      surchargeGross: 670,
      discountGross: 500,
      shippingGross: 702,
    });
  });

  it("charges no VAT to a business customer in Austria with an ATU VAT id (reverse charge)", () => {
    const { total, taxRule } = priceOrder(austrianBusiness(lines(5000, 2500)));
    expect(taxRule).toBe("reverse-charge");
    expect(total).toMatchObject({ net: 9990, taxRate: 0, tax: 0, gross: 9990, positionGross: 7500 });
  });

  it("raises a small order at 0 % to 30.00 net: the minimum is gross, and gross is net", () => {
    const { total } = priceOrder(austrianBusiness(lines(2000)));
    expect(total).toMatchObject({ surchargeNet: 1000, net: 5490, tax: 0, gross: 5490 });
  });

  it("charges a private customer in Austria Austrian VAT (20 %)", () => {
    // 4321 * 1.2 = 5185.2 -> 5185; net 4321 + 1290 = 5611, tax 1122.2 -> 1122.
    const { total, taxRule } = priceOrder(
      order({ lines: lines(4321), country: austria, shippingMethod: standardAT }),
    );
    expect(taxRule).toBe("country-rate");
    expect(total).toMatchObject({
      surchargeNet: 0,
      net: 5611,
      taxRate: 20,
      tax: 1122,
      gross: 6733,
      positionGross: 5185,
      shippingGross: 1548,
    });
  });

  it("exports to Switzerland without VAT, and still raises a small order to 30.00", () => {
    const { total, taxRule } = priceOrder(
      order({ lines: lines(2500), country: switzerland, shippingMethod: standardCH }),
    );
    expect(taxRule).toBe("export");
    expect(total).toMatchObject({ surchargeNet: 500, net: 4990, taxRate: 0, tax: 0, gross: 4990 });
    expect([total.positionGross, total.surchargeGross, total.shippingGross]).toEqual([2500, 500, 1990]);
  });

  it("takes 10 % off the positions, rounding the discount half up", () => {
    // 12345 * 10 % = 1234.5 -> 1235; net 11110 + 590 = 11700, tax 2223.
    // Cart sum 12345 * 1.19 = 14690.55 -> 14691; after the voucher 11110 * 1.19 = 13220.9 -> 13221.
    const pricing = priceOrder(order({ lines: lines(12345), voucher: voucher({}) }));
    expect(pricing.voucher).toEqual({ ok: true });
    expect(pricing.total).toMatchObject({
      positionNet: 12345,
      discountNet: 1235,
      net: 11700,
      tax: 2223,
      gross: 13923,
      positionGross: 14691,
      discountGross: 1470,
      shippingGross: 702,
    });
  });

  it("takes an absolute 5 EUR voucher off the gross for a private customer", () => {
    // Goods 4000 net = 4760 gross; 4760 - 500 = 4260 gross is 3580 net (3580 * 1.19 = 4260.2).
    // Net 3580 + 590 = 4170, tax 792.3 -> 792.
    const { total } = priceOrder(order({ voucher: voucher({ type: "absolute", value: 500 }) }));
    expect(total).toMatchObject({
      discountNet: 420,
      discountGross: 500,
      net: 4170,
      tax: 792,
      gross: 4962,
      shippingGross: 702,
    });
  });

  it("takes an absolute 5 EUR voucher off the net for a business customer", () => {
    // Net 4000 - 500 + 590 = 4090, tax 777.1 -> 777.
    const { total } = priceOrder(
      order({ customer: { kind: "business" }, voucher: voucher({ type: "absolute", value: 500 }) }),
    );
    expect(total).toMatchObject({ discountNet: 500, net: 4090, tax: 777, gross: 4867 });
  });

  it("never takes more than the goods: a voucher above the cart leaves only shipping", () => {
    const { total } = priceOrder(order({ voucher: voucher({ type: "absolute", value: 100_000 }) }));
    expect(total).toMatchObject({ discountNet: 4000, discountGross: 4760, net: 590, gross: 702 });
  });

  it("ignores a voucher whose minimum the cart does not reach, and says what is missing", () => {
    // Cart 3500 net = 4165 gross for a private customer; 5000 - 4165 = 835 missing.
    const pricing = priceOrder(
      order({ lines: lines(3500), voucher: voucher({ rules: { minValue: 5000 } }) }),
    );
    expect(pricing.voucher).toEqual({
      ok: false,
      code: "VOUCHER_MIN_VALUE_NOT_REACHED",
      minValue: 5000,
      remaining: 835,
    });
    expect(pricing.total).toMatchObject({ discountNet: 0, net: 4090 });
  });

  it("ignores an expired voucher", () => {
    const pricing = priceOrder(order({ voucher: voucher({ toDate: "2025-05-31" }) }));
    expect(pricing.voucher).toEqual({ ok: false, code: "VOUCHER_EXPIRED", toDate: "2025-05-31" });
    expect(pricing.total.discountNet).toBe(0);
  });

  it("zeroes standard shipping with a free-shipping voucher, but never express", () => {
    const freeShipping = voucher({ value: 0, rules: { freeShipping: true } });
    const standard = priceOrder(order({ voucher: freeShipping })).total;
    const express = priceOrder(order({ voucher: freeShipping, shippingMethod: expressDE })).total;
    expect(standard).toMatchObject({ shippingNet: 0, shippingGross: 0, gross: 4760 });
    expect(express).toMatchObject({ shippingNet: 1490, shippingGross: 1773, gross: 6533 });
  });

  it("prices an empty cart without a surcharge, and no method as free shipping", () => {
    const { total } = priceOrder(order({ lines: [], shippingMethod: null }));
    expect(total).toMatchObject({ positionNet: 0, surchargeNet: 0, shippingNet: 0, gross: 0 });
  });

  it("refuses a line priced in fractions of a cent", () => {
    expect(() => priceOrder(order({ lines: lines(100.5) }))).toThrow(
      expect.objectContaining({ name: "OrderRulesError", code: "INVALID_AMOUNT" }),
    );
  });
});

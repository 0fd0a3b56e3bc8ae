import { describe, expect, it } from "vitest";
import { minimumOrderNet } from "./minimum-order";
import { grossOf, largestNetWithGrossAtMost, percentOf, taxOn } from "./money";
import { type Customer, type TaxCountry, taxTreatment } from "./tax";
import { austria, germany, switzerland } from "./test-fixtures";

describe("taxTreatment", () => {
  const business = (vatId?: string): Customer => ({ kind: "business", vatId });
  it.each<[string, TaxCountry | null, Customer, string, number]>([
    ["no country yet", null, { kind: "private" }, "default", 19],
    ["a private customer in Germany", germany, { kind: "private" }, "country-rate", 19],
    ["a business in Germany with its VAT id", germany, business("DE123456789"), "country-rate", 19],
    ["a private customer in Austria", austria, { kind: "private" }, "country-rate", 20],
    ["a business in Austria with an ATU id", austria, business("ATU12345678"), "reverse-charge", 0],
    ["a business in Austria, id in lower case", austria, business(" atu12345678 "), "reverse-charge", 0],
    ["a business in Austria without an id", austria, business(), "country-rate", 20],
    ["a business in Austria with a blank id", austria, business("   "), "country-rate", 20],
    ["a business in Austria with a German id", austria, business("DE123456789"), "country-rate", 20],
    [
      "a private customer in Austria giving an id",
      austria,
      { kind: "private", vatId: "ATU1" },
      "country-rate",
      20,
    ],
    ["a private customer in Switzerland", switzerland, { kind: "private" }, "export", 0],
    ["a business in Switzerland", switzerland, business("CHE123456789"), "export", 0],
  ])("taxes %s", (_, country, customer, rule, rate) => {
    expect(taxTreatment(country, customer)).toEqual({ rule, rate });
  });
});

describe("cent arithmetic", () => {
  it("rounds tax half up, on rates with decimals too", () => {
    expect(taxOn(2450, 19)).toBe(466); // 465.5
    expect(taxOn(2449, 19)).toBe(465); // 465.31
    expect(taxOn(1000, 5.5)).toBe(55);
    expect(taxOn(10, 5.5)).toBe(1); // 0.55
    expect(percentOf(12345, 12.5)).toBe(1543); // 1543.125
  });

  it("finds the largest net under a gross, also where no net has that gross", () => {
    // At 19 %: 2 -> 2, 3 -> 3.57 -> 4 gross; no net costs 3 gross.
    expect(grossOf(2, 19)).toBe(2);
    expect(grossOf(3, 19)).toBe(4);
    expect(largestNetWithGrossAtMost(3, 19)).toBe(2);
    expect(largestNetWithGrossAtMost(4, 19)).toBe(3);
    expect(largestNetWithGrossAtMost(0, 19)).toBe(0);
  });

  it("refuses rates outside 0 to 100 % or finer than two decimals", () => {
    for (const rate of [-1, 101, 19.005, Number.NaN]) {
      expect(() => taxOn(100, rate)).toThrow(expect.objectContaining({ code: "INVALID_PERCENTAGE" }));
    }
  });
});

describe("minimumOrderNet", () => {
  it.each([
    [19, 2521], // 2521 * 1.19 = 2999.99 -> 30.00; ceil(3000 / 1.19) would be 2522
    [20, 2500],
    [21, 2479], // 2479 * 1.21 = 2999.59 -> 30.00
    [25, 2400],
    [0, 3000],
  ])("at %i %% is %i cents", (rate, net) => {
    expect(minimumOrderNet(rate)).toBe(net);
    expect(grossOf(net, rate)).toBe(3000);
    expect(grossOf(net - 1, rate)).toBeLessThan(3000);
  });
});

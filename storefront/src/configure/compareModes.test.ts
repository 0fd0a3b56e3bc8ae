import { describe, expect, it } from "vitest";
import {
  firstPrintableMode,
  modesWithoutWarnings,
  scaleToFit,
  sortModes,
  summarizeModes,
} from "./compareModes";
import type { ItemPrice, MatrixMode } from "./selection";

const price = (net: number, days: number, over: Partial<NonNullable<ItemPrice>> = {}) => ({
  printable: true,
  tooLarge: false,
  tooSmall: false,
  net,
  gross: Math.round(net * 1.19),
  productionDays: days,
  ...over,
});
const tooLarge = {
  printable: false,
  tooLarge: true,
  tooSmall: false,
  net: null,
  gross: null,
  productionDays: 5,
};

const mode = (id: string, ...finishes: unknown[][]) =>
  ({
    id,
    surfaceFinishes: finishes.map((prices, f) => ({
      id: `${id}-${f}`,
      colors: prices.map((p, c) => ({ id: `${id}-${f}-${c}`, price: p })),
    })),
  }) as unknown as MatrixMode;

const modes = [
  mode("sls", [price(2000, 5)], [price(1500, 8), price(1800, 6)]),
  mode("sla", [tooLarge, tooLarge]),
  mode("fdm", [price(900, 3, { tooSmall: true })]),
  mode("mjf", [price(1500, 4)]),
  mode("refused", [null]),
];

describe("the print-mode comparison", () => {
  const summaries = summarizeModes(modes, true);

  it("gives each mode its cheapest price, fewest days and verdict", () => {
    expect(summaries.map((s) => [s.mode.id, s.verdict, s.fromPrice, s.fromDays])).toEqual([
      ["sls", "printable", 1500, 5],
      ["sla", "tooLarge", null, null],
      ["fdm", "tooSmall", 900, 3],
      ["mjf", "printable", 1500, 4],
      ["refused", "notPrintable", null, null],
    ]);
    expect(summarizeModes(modes, false)[0]?.fromPrice).toBe(1785);
  });

  it("sorts printable modes by price or days, ties in catalogue order, the others last", () => {
    const ids = (order: "catalogue" | "price" | "days") => sortModes(summaries, order).map((s) => s.mode.id);
    expect(ids("catalogue")).toEqual(["sls", "fdm", "mjf", "sla", "refused"]);
    expect(ids("price")).toEqual(["fdm", "sls", "mjf", "sla", "refused"]);
    expect(ids("days")).toEqual(["fdm", "mjf", "sls", "sla", "refused"]);
  });

  it("starts with the catalogue's first mode that prints the model", () => {
    expect(firstPrintableMode(modes.slice(1))?.id).toBe("fdm");
    expect(firstPrintableMode(modes.slice(1, 2))?.id).toBe("sla");
  });

  it("starts with the mode chosen in the catalogue when it prints the model", () => {
    expect(firstPrintableMode(modes, "mjf")?.id).toBe("mjf");
    expect(firstPrintableMode(modes.slice(1), "sla")?.id).toBe("fdm");
    expect(firstPrintableMode(modes.slice(1), "unknown")?.id).toBe("fdm");
  });

  it("names the modes that print without warnings", () => {
    expect(modesWithoutWarnings(summaries).map((m) => m.id)).toEqual(["sls", "mjf"]);
  });
});

describe("scale to fit", () => {
  const sla = { maxDimensions: { x: 145, y: 145, z: 175 } };
  const sls = { maxDimensions: { x: 200, y: 200, z: 330 }, maxSumOfSides: 360 };

  it("rounds the largest fitting scale down to two significant digits", () => {
    expect(scaleToFit({ x: 160, y: 160, z: 160 }, sla)).toBe(0.9);
    expect(scaleToFit({ x: 1600, y: 1600, z: 1600 }, sla)).toBe(0.09);
    expect(scaleToFit({ x: 400, y: 100, z: 100 }, sla)).toBe(0.43);
  });

  it("keeps an exact fit and heeds the sum of sides", () => {
    expect(scaleToFit({ x: 160, y: 160, z: 160 }, sls)).toBe(0.75);
    expect(scaleToFit({ x: 290, y: 145, z: 145 }, sla)).toBe(0.6);
  });

  it("has no answer for a model without extent", () => {
    expect(scaleToFit({ x: 0, y: 0, z: 0 }, sla)).toBeNull();
  });
});

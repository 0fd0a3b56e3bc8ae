import { describe, expect, it } from "vitest";
import {
  type MatrixMode,
  parseScaleInput,
  printQuality,
  scaleForDimension,
  selectColor,
  selectFinish,
  selectMode,
} from "./selection";

const price = (over: Partial<MatrixMode["surfaceFinishes"][number]["colors"][number]["price"]> = {}) => ({
  __typename: "ItemPrice" as const,
  printable: true,
  tooLarge: false,
  tooSmall: false,
  net: 1000,
  gross: 1190,
  pieceNet: 1000,
  pieceGross: 1190,
  taxRate: 19,
  productionDays: 5,
  ...over,
});

const color = (id: string, p = price()) => ({
  __typename: "Color" as const,
  id,
  name: id,
  hex: "#000000",
  price: p,
});

const modes = [
  {
    id: "sls",
    surfaceFinishes: [
      { id: "raw", name: "Raw", colors: [color("white")] },
      { id: "dyed", name: "Dyed", colors: [color("black"), color("blue")] },
    ],
  },
  { id: "fdm", surfaceFinishes: [{ id: "std", name: "Standard", colors: [color("red"), color("green")] }] },
] as unknown as MatrixMode[];

describe("the selection rules", () => {
  it("resets finish and colour to the first ones when the mode changes", () => {
    expect(selectMode(modes, "fdm")).toEqual({ modeId: "fdm", finishId: "std", colorId: "red" });
  });

  it("selects the finish's first colour", () => {
    const s = selectMode(modes, "sls");
    expect(s && selectFinish(modes, s, "dyed")).toEqual({
      modeId: "sls",
      finishId: "dyed",
      colorId: "black",
    });
  });

  it("refuses a colour the selected finish does not offer", () => {
    const s = { modeId: "sls", finishId: "raw", colorId: "white" };
    expect(selectColor(modes, s, "black")).toBe(s);
    expect(selectColor(modes, { ...s, finishId: "dyed", colorId: "black" }, "blue").colorId).toBe("blue");
  });
});

describe("print quality", () => {
  it("maps prices to the spec's states", () => {
    expect(printQuality(undefined, undefined)).toBe("loading");
    expect(printQuality(modes, price())).toBe("printable");
    expect(printQuality(modes, price({ tooSmall: true }))).toBe("tooSmall");
    expect(printQuality(modes, price({ tooLarge: true, printable: false }))).toBe("tooLargeForSelected");
    expect(printQuality(modes, price({ printable: false }))).toBe("notPrintable");
    const huge = [
      {
        id: "x",
        surfaceFinishes: [{ id: "f", colors: [color("c", price({ tooLarge: true, printable: false }))] }],
      },
    ] as unknown as MatrixMode[];
    expect(printQuality(huge, price({ tooLarge: true, printable: false }))).toBe("tooLargeForAll");
  });
});

describe("inputs", () => {
  it("derives the scale from an entered dimension", () => {
    expect(scaleForDimension(50, 20)).toBe(2.5);
    expect(scaleForDimension(10, 0)).toBe(0);
  });

  it("reads an empty scale input as 0", () => {
    expect(parseScaleInput("")).toBe(0);
    expect(parseScaleInput("1.2345")).toBe(1.2345);
    expect(parseScaleInput("1,5")).toBe(1.5);
  });
});

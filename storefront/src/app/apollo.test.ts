import { describe, expect, it } from "vitest";
import { PrintModesQuery } from "../catalog/printModes";
import { PriceMatrixDocument } from "../configure/queries";
import { createCache } from "./apollo";

const white = { __typename: "Color", id: "pa12-white", name: "Weiß", hex: "#F4F2EC" } as const;
const price = {
  __typename: "ItemPrice",
  printable: true,
  tooLarge: false,
  tooSmall: false,
  net: 958,
  gross: 1140,
  pieceNet: 958,
  pieceGross: 1140,
  taxRate: 19,
  productionDays: 5,
} as const;

/** One print mode with every field either query asks for; each query's write keeps its own. */
function mode(id: string, name: string) {
  return {
    __typename: "PrintMode",
    id,
    name,
    printModeMaterial: { __typename: "PrintModeMaterial", name: "PA 12" },
    printModeMethod: { __typename: "PrintModeMethod", name: "SLS" },
    features: {
      __typename: "PrintModeFeatures",
      description: "Lasergesintert",
      surfaceQuality: "matt",
      applications: "Gehäuse",
      maxDimensions: { __typename: "Dimensions", x: 200, y: 200, z: 330 },
      maxSumOfSides: 360,
      minFeatureSize: 0.7,
      resolutionXY: 0.1,
      resolutionZ: 0.12,
      ranking: [{ __typename: "RankingEntry", criterion: "strength", name: "Festigkeit", value: 6, max: 8 }],
    },
    surfaceFinishes: [
      { __typename: "SurfaceFinish", id: `${id}-raw`, name: "Unbehandelt", colors: [{ ...white, price }] },
    ],
    colors: [white],
    startingPrice: { __typename: "Price", net: 400, gross: 476 },
    picture: { __typename: "Picture", url: `/media/${id}.png`, width: 640, height: 480 },
  };
}

const language = "DE" as const;
const matrixVariables = { modelFileId: "m1", scale: 1, unit: "MM", quantity: 1, language } as const;
const catalogue = (modes: ReturnType<typeof mode>[]) => ({
  query: PrintModesQuery,
  variables: { language },
  data: { printModes: modes },
});
const matrix = (modes: ReturnType<typeof mode>[]) => ({
  query: PriceMatrixDocument,
  variables: matrixVariables,
  data: { printModes: modes },
});

describe("the shared cache's print modes", () => {
  it("keep the catalogue's and the configurator's fields side by side, in either order", () => {
    const cache = createCache();
    const modes = [mode("sls", "SLS PA 12"), mode("mjf", "MJF PA 12")];
    cache.writeQuery(catalogue(modes) as never);
    cache.writeQuery(matrix(modes) as never);
    cache.writeQuery(catalogue(modes) as never);

    const prices = cache.readQuery({ query: PriceMatrixDocument, variables: matrixVariables });
    expect(prices?.printModes.map((m) => m.surfaceFinishes[0]?.colors[0]?.price?.net)).toEqual([958, 958]);
    const listed = cache.readQuery({ query: PrintModesQuery, variables: { language } });
    expect(listed?.printModes.map((m) => m.startingPrice?.net)).toEqual([400, 400]);
    expect(listed?.printModes[1]?.features.resolutionZ).toBe(0.12);
  });

  it("follow the newest answer's list: a mode it no longer has is gone, a renamed one renamed", () => {
    const cache = createCache();
    cache.writeQuery(matrix([mode("sls", "SLS PA 12"), mode("mjf", "MJF PA 12")]) as never);
    cache.writeQuery(catalogue([mode("sls", "SLS PA 12 weiß")]) as never);

    const listed = cache.readQuery({ query: PrintModesQuery, variables: { language } });
    expect(listed?.printModes.map((m) => m.name)).toEqual(["SLS PA 12 weiß"]);
    expect(
      cache.readQuery({ query: PriceMatrixDocument, variables: matrixVariables })?.printModes,
    ).toHaveLength(1);
  });
});

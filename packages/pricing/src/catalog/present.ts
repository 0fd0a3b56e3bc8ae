import type { Language } from "@druckwerk/platform";
import { grossOf } from "../calculation/model";
import type { ColorDto, PrintModeDto, SurfaceFinishDto } from "../contract";
import { PICTURE_SIZE, picturePath } from "./pictures";
import { RANKING_MAX, type RankingCriterion, rankingCriteria } from "./ranking";
import type { CatalogPrintMode, ColorRow, FinishRow } from "./repository";

export const colorThumbnailPath = (colorId: string) =>
  `/print-modes/colors/${encodeURIComponent(colorId)}/thumbnail.svg`;

function presentColor(color: ColorRow, lang: Language): ColorDto {
  return {
    id: color.id,
    name: color.name[lang],
    hex: color.hex,
    thumbnail: colorThumbnailPath(color.id),
    surfaceFinishes: color.finishIds,
  };
}

function presentFinish(finish: FinishRow, modeColors: ColorRow[], lang: Language): SurfaceFinishDto {
  return {
    id: finish.id,
    printModeId: finish.printModeId,
    properties: { name: finish.name[lang] },
    colors: modeColors
      .filter((c) => c.finishIds.length === 0 || c.finishIds.includes(finish.id))
      .map((c) => {
        const { surfaceFinishes: _restrictions, ...rest } = presentColor(c, lang);
        return rest;
      }),
  };
}

/** What the catalogue adds to a mode's own data: whether it has a picture, and the VAT rate. */
export interface PresentationContext {
  pictures: ReadonlySet<string>;
  taxRate: number;
}

/** The spec's print-mode shape with every text in one language. */
export function presentPrintMode(
  mode: CatalogPrintMode,
  lang: Language,
  context: PresentationContext,
): PrintModeDto {
  return {
    id: mode.id,
    name: mode.name[lang],
    printModeMaterial: { name: mode.materialName[lang] },
    printModeMethod: { name: mode.methodName[lang] },
    features: {
      description: mode.description[lang],
      surfaceQuality: mode.surfaceQuality[lang],
      applications: mode.applications[lang],
      maxDimensions: { x: mode.maxX, y: mode.maxY, z: mode.maxZ },
      maxSumOfSides: mode.maxSumOfSides,
      minFeatureSize: mode.minFeatureSize,
      minWallThickness: mode.minWallThickness,
      minHoleDiameter: mode.minHoleDiameter,
      resolutionXY: mode.resolutionXy,
      resolutionZ: mode.resolutionZ,
      ranking: mode.ranking.map((r) => ({
        criterion: r.criterion,
        name: rankingCriteria[r.criterion as RankingCriterion]?.[lang] ?? r.criterion,
        value: r.value,
        max: RANKING_MAX,
      })),
    },
    surfaceFinishes: mode.finishes.map((f) => presentFinish(f, mode.colors, lang)),
    colors: mode.colors.map((c) => presentColor(c, lang)),
    processingSteps: mode.processingSteps.map((s) => ({
      id: s.id,
      name: s.name[lang],
      options: s.options.map((o) => ({ _id: o.id, name: o.name[lang] })),
    })),
    // One piece never costs less than the mode's minimum: the catalogue's "from" price.
    startingPrice: { netPrice: mode.minPieceCents, totalPrice: grossOf(mode.minPieceCents, context.taxRate) },
    picture: context.pictures.has(mode.id) ? { path: picturePath(mode.id), ...PICTURE_SIZE } : null,
  };
}

export function presentSurfaceFinishes(modes: CatalogPrintMode[], lang: Language): SurfaceFinishDto[] {
  return modes.flatMap((m) => m.finishes.map((f) => presentFinish(f, m.colors, lang)));
}

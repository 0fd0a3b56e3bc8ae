import { languageKey } from "@druckwerk/platform";
import {
  type BatchCalculationRequest,
  batchCalculationResultSchema,
  type CalculationResult,
  type ColorDto,
  type PrintModeDto,
  printModeListSchema,
} from "@druckwerk/pricing/contract";
import type { Language, ResolversParentTypes } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import { UpstreamAPI } from "./upstream";

/** A colour as the gateway holds it; `thumbnailUrl` is resolved against the gateway's media route. */
export interface ColorModel {
  id: string;
  name: string;
  hex: string;
  thumbnailPath: string;
  surfaceFinishIds: string[];
  printModeId: string;
  /** The finish this colour is priced with: the one it was reached through, or its first. */
  finishId: string;
}

const RANKING_MAX = 8;

function toColor(c: ColorDto, mode: PrintModeDto): ColorModel {
  const firstFinish = mode.surfaceFinishes.find(
    (f) => c.surfaceFinishes.length === 0 || c.surfaceFinishes.includes(f.id),
  );
  return {
    id: c.id,
    name: c.name,
    hex: c.hex,
    thumbnailPath: c.thumbnail,
    surfaceFinishIds: c.surfaceFinishes,
    printModeId: mode.id,
    finishId: firstFinish?.id ?? "",
  };
}

type PrintModeModel = ResolversParentTypes["PrintMode"];

function toPrintMode(dto: PrintModeDto): PrintModeModel {
  const colors = dto.colors.map((c) => toColor(c, dto));
  const colorById = new Map(colors.map((c) => [c.id, c]));
  return {
    id: dto.id,
    name: dto.name,
    printModeMaterial: dto.printModeMaterial,
    printModeMethod: dto.printModeMethod,
    features: { ...dto.features, ranking: dto.features.ranking.map((r) => ({ ...r, max: RANKING_MAX })) },
    surfaceFinishes: dto.surfaceFinishes.map((f) => ({
      id: f.id,
      name: f.properties.name,
      colors: f.colors.flatMap((c) => {
        const color = colorById.get(c.id);
        return color ? [{ ...color, finishId: f.id }] : [];
      }),
    })),
    colors,
    processingSteps: dto.processingSteps.map((s) => ({
      id: s.id,
      name: s.name,
      options: s.options.map((o) => ({ id: o._id, name: o.name })),
    })),
  };
}

/** The pricing service: the print-mode catalogue (and, later, price calculations). */
export class PricingAPI extends UpstreamAPI {
  protected readonly upstreamName = "pricing";

  async printModes(language: Language): Promise<PrintModeModel[]> {
    const body = await this.get("print-modes", {
      headers: { "language-key": languageKey(toServiceLanguage(language)) },
    });
    return this.checked(printModeListSchema, body, "GET /print-modes").map(toPrintMode);
  }

  /** Prices many selections of one object in one request (`POST /pricing/calculations/batch`). */
  async calculateBatch(request: BatchCalculationRequest): Promise<CalculationResult[]> {
    const body = await this.post("pricing/calculations/batch", { body: request });
    return this.checked(batchCalculationResultSchema, body, "POST /pricing/calculations/batch").results;
  }
}

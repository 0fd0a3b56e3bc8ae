import { languageKey } from "@druckwerk/platform";
import {
  type BatchCalculationRequest,
  batchCalculationResultSchema,
  type CalculationResult,
  type ColorDto,
  type PricingErrorCode,
  type PrintModeDto,
  pricingErrorCodes,
  printModeListSchema,
} from "@druckwerk/pricing/contract";
import { GraphQLError } from "graphql";
import type { Language, ResolversParentTypes } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import { UpstreamAPI, type UpstreamRefusal } from "./upstream";

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

/** The client asked for more prices than the pricing service computes for one client per window. */
const tooManyPrices = ({ message, retryAfterSeconds }: UpstreamRefusal) =>
  new GraphQLError(message, { extensions: { code: "RATE_LIMITED", retryAfterSeconds } });

/** A price the pricing service refused: the shopper's input, with the service's code as the reason. */
const priceRefusal = ({ code, message }: { code: PricingErrorCode; message: string }) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", reason: code } });

function toPrintMode(dto: PrintModeDto): PrintModeModel {
  const colors = dto.colors.map((c) => toColor(c, dto));
  const colorById = new Map(colors.map((c) => [c.id, c]));
  return {
    id: dto.id,
    name: dto.name,
    printModeMaterial: dto.printModeMaterial,
    printModeMethod: dto.printModeMethod,
    features: dto.features,
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
    startingPrice: { net: dto.startingPrice.netPrice, gross: dto.startingPrice.totalPrice },
    picture: dto.picture,
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

  /** One print mode of the catalogue (read from the same answer); null for an unknown id. */
  async printMode(id: string, language: Language): Promise<PrintModeModel | null> {
    return (await this.printModes(language)).find((mode) => mode.id === id) ?? null;
  }

  /**
   * Prices many selections of one object in one request (`POST /pricing/calculations/batch`): each
   * selection's price, or the error it was refused with. A refused scale, quantity or object
   * refuses them all.
   */
  async calculateBatch(request: BatchCalculationRequest): Promise<(CalculationResult | GraphQLError)[]> {
    const body = await this.post("pricing/calculations/batch", { body: request }).catch((error: unknown) => {
      const refusal = this.refusedWith(error, [...pricingErrorCodes, "RATE_LIMITED"]);
      if (refusal.code === "RATE_LIMITED") throw tooManyPrices(refusal);
      throw priceRefusal(refusal as UpstreamRefusal<PricingErrorCode>);
    });
    const { results } = this.checked(batchCalculationResultSchema, body, "POST /pricing/calculations/batch");
    return results.map((result) => ("error" in result ? priceRefusal(result.error) : result));
  }
}

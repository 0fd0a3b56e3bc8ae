import { callService, HttpError } from "@druckwerk/platform";
import {
  type BatchCalculationRequest,
  batchCalculationResultSchema,
  type CalculationResult,
  type PrintModeDto,
  printModeListSchema,
} from "@druckwerk/pricing/contract";
import { z } from "zod";
import type { CartErrorCode } from "../contract";
import { refuse } from "./refusals";

/** The services a cart needs: analytx for the models, pricing for catalogue and prices. */
export interface CartUpstreams {
  /** The models' names by id, each model read once; refuses files that are unknown, not analysed yet or failed. */
  modelNames(referencedIds: readonly string[], requestId: string): Promise<Map<string, string>>;
  /** The print-mode catalogue in the request's language. */
  printModes(languageKey: string, requestId: string): Promise<PrintModeDto[]>;
  /** Prices several selections for one object at one unit, scale and quantity, in one request. */
  priceBatch(request: BatchCalculationRequest, requestId: string): Promise<CalculationResult[]>;
}

const modelSchema = z.object({ name: z.string(), status: z.string() });

/** What the pricing service's refusals mean for a cart; any other is an upstream fault. */
const pricingRefusals: Record<string, CartErrorCode> = {
  OBJECT_NOT_FOUND: "OBJECT_NOT_FOUND",
  OBJECT_NOT_ANALYSED: "OBJECT_NOT_ANALYSED",
  UNKNOWN_PRINT_MODE: "INVALID_SELECTION",
  FINISH_NOT_IN_PRINT_MODE: "INVALID_SELECTION",
  COLOR_NOT_IN_PRINT_MODE: "INVALID_SELECTION",
  COLOR_NOT_AVAILABLE_WITH_FINISH: "INVALID_SELECTION",
  INVALID_SCALE: "INVALID_SCALE",
  INVALID_QUANTITY: "INVALID_QUANTITY",
};

/** Renames an upstream refusal to the cart's code for it; transport faults and 5xx pass on. */
function asCartRefusal(service: string, codes: Record<string, CartErrorCode>) {
  return (error: unknown): never => {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const code = codes[error.code];
    if (code) throw refuse(code, error.message);
    throw new HttpError(502, "UPSTREAM_REJECTED", `The ${service} service refused with ${error.code}`);
  };
}

async function modelName(analytxUrl: string, referencedId: string, requestId: string) {
  const file = await callService(
    { service: "analytx", url: `${analytxUrl}/analytx/file/${encodeURIComponent(referencedId)}`, requestId },
    modelSchema,
  ).catch(asCartRefusal("analytx", { NOT_FOUND: "OBJECT_NOT_FOUND" }));
  if (file.status === "failed") {
    throw refuse("OBJECT_NOT_PRINTABLE", "The 3D file could not be processed and cannot be ordered");
  }
  if (file.status !== "completed") {
    throw refuse("OBJECT_NOT_ANALYSED", "The 3D file is still being analysed");
  }
  return file.name;
}

export function httpCartUpstreams(urls: { analytx: () => string; pricing: () => string }): CartUpstreams {
  return {
    async modelNames(referencedIds, requestId) {
      const ids = [...new Set(referencedIds)];
      const names = await Promise.all(ids.map((id) => modelName(urls.analytx(), id, requestId)));
      return new Map(ids.map((id, i) => [id, names[i] as string]));
    },
    printModes: (languageKey, requestId) =>
      callService(
        {
          service: "pricing",
          url: `${urls.pricing()}/print-modes`,
          requestId,
          headers: { "language-key": languageKey },
        },
        printModeListSchema,
      ),
    async priceBatch(request, requestId) {
      const answer = await callService(
        {
          service: "pricing",
          url: `${urls.pricing()}/pricing/calculations/batch`,
          method: "POST",
          body: request,
          requestId,
        },
        batchCalculationResultSchema,
      ).catch(asCartRefusal("pricing", pricingRefusals));
      return answer.results.map((result) => {
        if (!("error" in result)) return result;
        // A selection pricing cannot price refuses the whole change, under the cart's code for it.
        const code = pricingRefusals[result.error.code] ?? "INVALID_SELECTION";
        throw refuse(code, result.error.message);
      });
    },
  };
}

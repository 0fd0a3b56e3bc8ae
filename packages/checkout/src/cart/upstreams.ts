import { callService, HttpError } from "@druckwerk/platform";
import {
  type BatchCalculationRequest,
  batchesCalculationResultSchema,
  type CalculationResult,
  type PrintModeDto,
  printModeListSchema,
} from "@druckwerk/pricing/contract";
import { z } from "zod";
import type { CartErrorCode } from "../contract";
import { refuse } from "./refusals";

/** The services a cart needs: analytx for the models, pricing for catalogue and prices. */
export interface CartUpstreams {
  /** The models' names by id, all read in one request; refuses files that are unknown, not analysed yet or failed. */
  modelNames(referencedIds: readonly string[], requestId: string): Promise<Map<string, string>>;
  /** The print-mode catalogue in the request's language. */
  printModes(languageKey: string, requestId: string): Promise<PrintModeDto[]>;
  /**
   * Prices batches (each several selections for one object at one unit, scale and quantity) in
   * one request: per batch its results, in order.
   */
  priceBatches(batches: BatchCalculationRequest[], requestId: string): Promise<CalculationResult[][]>;
}

/** What a cart reads of analytx's `POST /analytx/files/lookup`. */
const modelSchema = z.object({ _id: z.string(), name: z.string(), status: z.string() });
const modelLookupSchema = z.object({ files: z.array(modelSchema) });

/** What the pricing service's refusals mean for a cart; any other is an upstream fault. */
const pricingRefusals: Record<string, CartErrorCode> = {
  OBJECT_NOT_FOUND: "OBJECT_NOT_FOUND",
  OBJECT_NOT_ANALYSED: "OBJECT_NOT_ANALYSED",
  UNKNOWN_PRINT_MODE: "INVALID_SELECTION",
  FINISH_NOT_IN_PRINT_MODE: "INVALID_SELECTION",
  COLOR_NOT_IN_PRINT_MODE: "INVALID_SELECTION",
  COLOR_NOT_AVAILABLE_WITH_FINISH: "INVALID_SELECTION",
  PROCESSING_STEP_NOT_IN_PRINT_MODE: "INVALID_PROCESSING_STEPS",
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

function modelName(referencedId: string, file: z.infer<typeof modelSchema> | undefined) {
  if (!file) throw refuse("OBJECT_NOT_FOUND", `3D file ${referencedId} not found`);
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
      const { files } = await callService(
        {
          service: "analytx",
          url: `${urls.analytx()}/analytx/files/lookup`,
          method: "POST",
          body: { ids },
          requestId,
        },
        modelLookupSchema,
      ).catch(asCartRefusal("analytx", {}));
      // analytx answers ids as stored (lower-case UUIDs), whatever case they were asked in.
      const byId = new Map(files.map((file) => [file._id, file]));
      return new Map(ids.map((id) => [id, modelName(id, byId.get(id.toLowerCase()))]));
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
    async priceBatches(batches, requestId) {
      const { answers } = await callService(
        {
          service: "pricing",
          url: `${urls.pricing()}/pricing/calculations/batches`,
          method: "POST",
          body: { batches },
          requestId,
        },
        batchesCalculationResultSchema,
      ).catch(asCartRefusal("pricing", pricingRefusals));
      return answers.map((answer) =>
        answer.results.map((result) => {
          if (!("error" in result)) return result;
          // A selection pricing cannot price refuses the whole change, under the cart's code for it.
          const code = pricingRefusals[result.error.code] ?? "INVALID_SELECTION";
          throw refuse(code, result.error.message);
        }),
      );
    },
  };
}

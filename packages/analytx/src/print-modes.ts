import { callService, HttpError } from "@druckwerk/platform";
import { z } from "zod";

const modesSchema = z.array(z.object({ id: z.string(), features: z.object({ minFeatureSize: z.number() }) }));

/** Reads a print mode's minimum feature size from the pricing service. */
export function pricingMinFeatureSize(pricingUrl: () => string) {
  return async (printModeId: string, requestId: string): Promise<number> => {
    const modes = await callService(
      { service: "pricing", url: `${pricingUrl()}/print-modes`, requestId },
      modesSchema,
    );
    const mode = modes.find((m) => m.id === printModeId);
    if (!mode) throw new HttpError(404, "UNKNOWN_PRINT_MODE", `Print mode ${printModeId} not found`);
    return mode.features.minFeatureSize;
  };
}

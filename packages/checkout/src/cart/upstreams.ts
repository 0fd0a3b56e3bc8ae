import { callService, HttpError, type UnitOfLength } from "@druckwerk/platform";
import { calculationResultSchema, printModeListSchema } from "@druckwerk/pricing/contract";
import { z } from "zod";
import type { ColorSnapshot } from "../contract";

/** The services a cart needs: analytx for the model, pricing for catalogue and price. */
export interface CartUpstreams {
  /** The model's name; refuses files that are unknown, not analysed yet or failed. */
  modelName(referencedId: string, requestId: string): Promise<string>;
  /** The colour's print mode and its display data, in the request's language. */
  colorInfo(
    colorId: string,
    languageKey: string,
    requestId: string,
  ): Promise<{ printModeId: string; color: ColorSnapshot }>;
  price(
    request: {
      printModeId: string;
      objectId: string;
      objectScale: number;
      objectUnitLength: UnitOfLength;
      surfaceFinishId: string;
      printModeColorId: string;
      objectQuantity: number;
    },
    requestId: string,
  ): Promise<z.output<typeof calculationResultSchema>>;
}

const modelSchema = z.object({ name: z.string(), status: z.string() });

export function httpCartUpstreams(urls: { analytx: () => string; pricing: () => string }): CartUpstreams {
  return {
    async modelName(referencedId, requestId) {
      const file = await callService(
        {
          service: "analytx",
          url: `${urls.analytx()}/analytx/file/${encodeURIComponent(referencedId)}`,
          requestId,
        },
        modelSchema,
      ).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw new HttpError(404, "OBJECT_NOT_FOUND", `3D file ${referencedId} not found`);
        }
        throw error;
      });
      if (file.status === "failed") {
        throw new HttpError(
          422,
          "OBJECT_NOT_PRINTABLE",
          "The 3D file could not be processed and cannot be ordered",
        );
      }
      if (file.status !== "completed") {
        throw new HttpError(409, "OBJECT_NOT_ANALYSED", "The 3D file is still being analysed");
      }
      return file.name;
    },
    async colorInfo(colorId, languageKey, requestId) {
      const modes = await callService(
        {
          service: "pricing",
          url: `${urls.pricing()}/print-modes`,
          requestId,
          headers: { "language-key": languageKey },
        },
        printModeListSchema,
      );
      for (const mode of modes) {
        const color = mode.colors.find((c) => c.id === colorId);
        if (color)
          return {
            printModeId: mode.id,
            color: { id: color.id, _id: color.id, name: color.name, hex: color.hex },
          };
      }
      throw new HttpError(400, "UNKNOWN_COLOR", `Colour ${colorId} not found`);
    },
    price: (request, requestId) =>
      callService(
        {
          service: "pricing",
          url: `${urls.pricing()}/pricing/calculations`,
          method: "POST",
          body: request,
          requestId,
        },
        calculationResultSchema,
      ),
  };
}

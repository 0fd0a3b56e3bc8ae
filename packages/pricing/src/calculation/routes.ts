import { HttpError } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CatalogPrintMode } from "../catalog/repository";
import {
  amountRefusal,
  type BatchCalculationRequest,
  batchCalculationRequestSchema,
  batchCalculationResultSchema,
  batchesCalculationRequestSchema,
  batchesCalculationResultSchema,
  calculationRequestSchema,
  calculationResultSchema,
} from "../contract";
import type { AnalysedObject, GeometrySource } from "./geometry";
import { priceSelections, refusalError } from "./price-selections";
import { type PriceRateLimit, priceRateLimiter } from "./rate-limit";

export interface CalculationOptions {
  /** The catalogue on offer (current-catalog.ts). */
  catalog: () => Promise<CatalogPrintMode[]>;
  geometry: GeometrySource;
  defaultTaxRate: number;
  /** How many prices one client may ask the client-facing routes for (the batches route is the checkout's). */
  rateLimit: PriceRateLimit;
}

/** `POST /pricing/calculations` (the spec's, one selection), its batch twin and the batches route. */
export const calculationRoutes: FastifyPluginAsyncZod<CalculationOptions> = async (app, options) => {
  const { catalog, geometry, defaultTaxRate } = options;
  const countPrices = priceRateLimiter(options.rateLimit);

  /**
   * Prices every batch with the current catalogue and one read of all their objects. A scale,
   * quantity or object that cannot be priced refuses them all.
   */
  async function price(batches: BatchCalculationRequest[], requestId: string) {
    for (const batch of batches) {
      const refusal = amountRefusal(batch.objectScale, batch.objectQuantity);
      if (refusal) throw new HttpError(422, refusal.code, refusal.message);
    }
    const [modes, objects] = await Promise.all([
      catalog(),
      geometry.objectsGeometry(
        batches.map((batch) => batch.objectId),
        requestId,
      ),
    ]);
    return batches.map((batch) =>
      priceSelections(modes, objects.get(batch.objectId) as AnalysedObject, {
        ...batch,
        taxRate: batch.taxRate ?? defaultTaxRate,
      }),
    );
  }

  app.post(
    "/pricing/calculations",
    { schema: { body: calculationRequestSchema, response: { 200: calculationResultSchema } } },
    async (request) => {
      await countPrices(request.ip, 1);
      const {
        printModeId,
        surfaceFinishId,
        printModeColorId,
        printModeColor: _name,
        ...object
      } = request.body;
      const [results] = await price(
        [{ ...object, selections: [{ printModeId, surfaceFinishId, printModeColorId }] }],
        request.id,
      );
      const answer = results?.[0];
      if (answer && "error" in answer) throw refusalError(answer.error);
      return answer;
    },
  );

  app.post(
    "/pricing/calculations/batch",
    { schema: { body: batchCalculationRequestSchema, response: { 200: batchCalculationResultSchema } } },
    async (request) => {
      await countPrices(request.ip, request.body.selections.length);
      const [results] = await price([request.body], request.id);
      return { results: results ?? [] };
    },
  );

  app.post(
    "/pricing/calculations/batches",
    { schema: { body: batchesCalculationRequestSchema, response: { 200: batchesCalculationResultSchema } } },
    async (request) => ({
      answers: (await price(request.body.batches, request.id)).map((results) => ({ results })),
    }),
  );
};

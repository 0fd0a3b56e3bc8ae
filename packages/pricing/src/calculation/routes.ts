import { type Db, HttpError } from "@druckwerk/platform";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadCatalog } from "../catalog/repository";
import {
  amountRefusal,
  batchCalculationRequestSchema,
  batchCalculationResultSchema,
  calculationRequestSchema,
  calculationResultSchema,
} from "../contract";
import type { GeometrySource } from "./geometry";
import { priceSelections, refusalError } from "./price-selections";

export interface CalculationOptions {
  db: Db;
  geometry: GeometrySource;
  defaultTaxRate: number;
}

/** `POST /pricing/calculations` (the spec's, one selection) and its batch twin. */
export const calculationRoutes: FastifyPluginAsyncZod<CalculationOptions> = async (app, options) => {
  const { db, geometry, defaultTaxRate } = options;

  async function price(request: Parameters<typeof priceSelections>[2], requestId: string) {
    const refusal = amountRefusal(request.objectScale, request.objectQuantity);
    if (refusal) throw new HttpError(422, refusal.code, refusal.message);
    const [catalog, object] = await Promise.all([
      loadCatalog(db),
      geometry.objectGeometry(request.objectId, requestId),
    ]);
    return priceSelections(catalog, object, request);
  }

  app.post(
    "/pricing/calculations",
    { schema: { body: calculationRequestSchema, response: { 200: calculationResultSchema } } },
    async (request) => {
      const {
        printModeId,
        surfaceFinishId,
        printModeColorId,
        printModeColor: _name,
        ...object
      } = request.body;
      const [answer] = await price(
        {
          ...object,
          taxRate: object.taxRate ?? defaultTaxRate,
          selections: [{ printModeId, surfaceFinishId, printModeColorId }],
        },
        request.id,
      );
      if (answer && "error" in answer) throw refusalError(answer.error);
      return answer;
    },
  );

  app.post(
    "/pricing/calculations/batch",
    { schema: { body: batchCalculationRequestSchema, response: { 200: batchCalculationResultSchema } } },
    async (request) => ({
      results: await price({ ...request.body, taxRate: request.body.taxRate ?? defaultTaxRate }, request.id),
    }),
  );
};

import { callService, HttpError } from "@druckwerk/platform";
import { millimetresPer, type UnitOfLength, unitsOfLength } from "@druckwerk/platform/units";
import { z } from "zod";
import type { PartGeometry } from "./model";

/**
 * What pricing reads of an analytx 3D file (a consumer's view of `GET /analytx/file/{id}`):
 * measurements in millimetres for the file's given unit, at scale 1.
 */
const analysedFileSchema = z.object({
  _id: z.string(),
  status: z.enum(["pending", "processing", "completed", "failed"]),
  givenUnitOfLength: z.enum(unitsOfLength),
  analysedProperties: z
    .object({
      dimensions: z.object({ x: z.number(), y: z.number(), z: z.number() }),
      volume: z.number(),
      area: z.number(),
      thickness: z.object({ min: z.number().nullable() }).nullable(),
    })
    .nullable(),
});

export type AnalysedObject =
  | { status: "failed" }
  | { status: "completed"; geometry: PartGeometry; givenUnitOfLength: UnitOfLength };

/** Where pricing finds a 3D file's measurements. */
export interface GeometrySource {
  objectGeometry(objectId: string, requestId: string): Promise<AnalysedObject>;
}

/** Reads measurements from the analytx service over HTTP. */
export function analytxGeometrySource(baseUrl: () => string): GeometrySource {
  return {
    async objectGeometry(objectId, requestId) {
      const file = await callService(
        { service: "analytx", url: `${baseUrl()}/analytx/file/${encodeURIComponent(objectId)}`, requestId },
        analysedFileSchema,
      ).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) {
          throw new HttpError(404, "OBJECT_NOT_FOUND", `3D file ${objectId} not found`);
        }
        throw error;
      });
      if (file.status === "failed") return { status: "failed" };
      if (file.status !== "completed" || !file.analysedProperties) {
        throw new HttpError(409, "OBJECT_NOT_ANALYSED", `3D file ${objectId} is still being analysed`);
      }
      const { dimensions, volume, area, thickness } = file.analysedProperties;
      return {
        status: "completed",
        givenUnitOfLength: file.givenUnitOfLength,
        geometry: { dimensions, volume, area, minWallThickness: thickness?.min ?? null },
      };
    },
  };
}

/** The factor from the analysis' millimetres to the requested unit and scale. */
export function lengthFactor(analysedIn: UnitOfLength, requested: UnitOfLength, scale: number): number {
  return (millimetresPer[requested] / millimetresPer[analysedIn]) * scale;
}

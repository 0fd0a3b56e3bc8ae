import { callService, HttpError, sharedReads } from "@druckwerk/platform";
import { millimetresPer, type UnitOfLength, unitsOfLength } from "@druckwerk/platform/units";
import { z } from "zod";
import type { PartGeometry } from "./model";

/**
 * What pricing reads of an analytx 3D file (a consumer's view of `POST /analytx/files/lookup`,
 * whose files are as `GET /analytx/file/{id}` answers them): measurements in millimetres for the
 * file's given unit, at scale 1.
 */
const analysedFileSchema = z.object({
  _id: z.string(),
  status: z.enum(["pending", "processing", "completed", "failed"]),
  /** From `measured` on the measurements are in, while the wall thickness may still be measured. */
  analysisStage: z.enum(["none", "measured", "completed"]).optional(),
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
const lookupAnswerSchema = z.object({ files: z.array(analysedFileSchema) });

export type AnalysedObject =
  | { status: "failed" }
  | { status: "completed"; geometry: PartGeometry; givenUnitOfLength: UnitOfLength };

/** Where pricing finds 3D files' measurements. */
export interface GeometrySource {
  /**
   * Every object's measurements by the id asked for; refuses (404 OBJECT_NOT_FOUND, 409
   * OBJECT_NOT_ANALYSED) for the first id that is unknown or still being analysed.
   */
  objectsGeometry(objectIds: readonly string[], requestId: string): Promise<Map<string, AnalysedObject>>;
}

function analysedObject(
  objectId: string,
  file: z.infer<typeof analysedFileSchema> | undefined,
): AnalysedObject {
  if (!file) throw new HttpError(404, "OBJECT_NOT_FOUND", `3D file ${objectId} not found`);
  if (file.status === "failed") return { status: "failed" };
  // Priced as soon as it is measured: without the wall thickness yet, `tooSmall` knows the
  // dimensions only and is refined when the analysis completes.
  const measured = file.status === "completed" || file.analysisStage === "measured";
  if (!measured || !file.analysedProperties) {
    throw new HttpError(409, "OBJECT_NOT_ANALYSED", `3D file ${objectId} is still being analysed`);
  }
  const { dimensions, volume, area, thickness } = file.analysedProperties;
  return {
    status: "completed",
    givenUnitOfLength: file.givenUnitOfLength,
    geometry: { dimensions, volume, area, minWallThickness: thickness?.min ?? null },
  };
}

/**
 * Reads measurements from the analytx service over HTTP, all objects in one request; requests at
 * once for the same objects (a price matrix's batches, one per scale) share one.
 */
export function analytxGeometrySource(baseUrl: () => string): GeometrySource {
  const lookUp = sharedReads(
    ({ ids, requestId }: { ids: string[]; requestId: string }) =>
      callService(
        {
          service: "analytx",
          url: `${baseUrl()}/analytx/files/lookup`,
          method: "POST",
          body: { ids },
          requestId,
        },
        lookupAnswerSchema,
      ),
    ({ ids }) => ids.join(" "),
  );
  return {
    async objectsGeometry(objectIds, requestId) {
      const ids = [...new Set(objectIds)].sort();
      const { files } = await lookUp({ ids, requestId });
      // analytx answers ids as stored (lower-case UUIDs), whatever case they were asked in.
      const byId = new Map(files.map((file) => [file._id, file]));
      return new Map(ids.map((id) => [id, analysedObject(id, byId.get(id.toLowerCase()))]));
    },
  };
}

/** The factor from the analysis' millimetres to the requested unit and scale. */
export function lengthFactor(analysedIn: UnitOfLength, requested: UnitOfLength, scale: number): number {
  return (millimetresPer[requested] / millimetresPer[analysedIn]) * scale;
}

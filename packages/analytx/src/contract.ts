import { type UnitOfLength, unitOfLengthSchema } from "@druckwerk/platform/units";
import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "./upload-limits";

export { acceptedExtensions, MAX_UPLOAD_BYTES } from "./upload-limits";
/**
 * The analytx service's REST contract (the spec's 3D file and task calls plus Druckwerk's
 * additions). The service serialises with these schemas; the gateway checks answers with them.
 */
export { type UnitOfLength, unitOfLengthSchema };

/** The refusal of a file over MAX_UPLOAD_BYTES (`FILE_TOO_LARGE`), wherever it is refused. */
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** Why an upload is refused before its analysis starts. */
export const uploadRefusalCodes = [
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE_TYPE",
  "EMPTY_FILE",
  "NO_FILE",
  "UPLOAD_QUOTA_EXCEEDED",
] as const;
/** Why a file is not changed. */
export const fileUpdateRefusalCodes = ["NOT_FOUND", "VALIDATION_FAILED"] as const;
/** Why a failed analysis is not queued again. */
export const retryRefusalCodes = ["NOT_FOUND", "TASK_NOT_FAILED"] as const;

/** A task's phases with the spec's server messages. */
export const taskPhases = {
  queued: "queued",
  converting: "converting",
  analysing: "starting analysis",
  repairing: "repairing",
  measuring: "analysing volume and dimensions",
  completed: "completed",
  failed: "failed",
} as const;
export type TaskPhase = keyof typeof taskPhases;

/**
 * Druckwerk's addition, how much of a file's analysis is stored: `none` yet; `measured`:
 * dimensions, volume, area and repair are in, so the file can be priced, while the wall thickness,
 * the render data (pictures, model files) are still being made; `completed`: all of it.
 */
export const analysisStages = ["none", "measured", "completed"] as const;
export const analysisStageSchema = z.enum(analysisStages);
export type AnalysisStage = z.infer<typeof analysisStageSchema>;

export const taskErrorSchema = z.object({ code: z.string(), message: z.string() });
export type TaskError = z.infer<typeof taskErrorSchema>;

/**
 * What the engine overlooked to read a file (`meshWarningCodes` of `@druckwerk/mesh`: a misnamed
 * file, a 3MF that breaks its specification where the shape does not depend on it), with an
 * English sentence. The storefront shows each code's text in the shopper's language.
 */
export const fileWarningSchema = z.object({ code: z.string(), message: z.string() });
export type FileWarning = z.infer<typeof fileWarningSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  status: z.enum(["queued", "running", "completed", "failed"]),
  phase: z.enum(Object.keys(taskPhases) as [TaskPhase, ...TaskPhase[]]),
  /** The spec's message for the phase, e.g. "repairing". */
  message: z.string(),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Druckwerk's addition: how much of the file's analysis is stored (`measured`: it can be priced). */
  stage: analysisStageSchema,
  error: taskErrorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const vec3 = z.object({ x: z.number(), y: z.number(), z: z.number() });

export const thicknessSummarySchema = z.object({
  /** Thinnest wall in mm; null when no wall could be measured (e.g. an open sheet). */
  min: z.number().nullable(),
  /** Surface area share per wall-thickness band, bands in mm (`to` null: open-ended). */
  histogram: z.array(z.object({ from: z.number(), to: z.number().nullable(), fraction: z.number() })),
});

/** What the engine measured, in millimetres for the file's given unit and scale 1. */
export const fileAnalysisSchema = z.object({
  triangles: z.number().int(),
  vertices: z.number().int(),
  shells: z.number().int(),
  dimensions: vec3,
  /** mm³ */
  volume: z.number(),
  /** mm² */
  area: z.number(),
  manifold: z.boolean(),
  openEdges: z.number().int(),
  nonManifoldEdges: z.number().int(),
  thickness: thicknessSummarySchema.nullable(),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;

export const repairCountsSchema = z.object({
  flippedPolygons: z.number().int(),
  removedFlatOpenShells: z.number().int(),
  closedOpenLoops: z.number().int(),
  mergedVertexPairs: z.number().int(),
});
export type RepairCounts = z.infer<typeof repairCountsSchema>;

export const fileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  originalFilename: z.string(),
  sizeBytes: z.number().int(),
  /** The format found in the content (may differ from the extension's promise). */
  format: z.string().nullable(),
  status: z.enum(["pending", "processing", "completed", "failed"]),
  /**
   * Druckwerk's addition: how much of the analysis is stored. From `measured` on,
   * `analysedProperties` holds dimensions, volume and area (its `thickness` null until
   * `completed`) and pricing answers, while `status` may still be `processing`.
   */
  analysisStage: analysisStageSchema,
  error: taskErrorSchema.nullable(),
  taskId: z.string().nullable(),
  givenUnitOfLength: unitOfLengthSchema,
  /** The unit the file itself declares (3MF, STEP), if any. */
  detectedUnitOfLength: z.string().nullable(),
  /** A likelier unit when the size makes the given one implausible. */
  suggestedUnitOfLength: unitOfLengthSchema.nullable(),
  /** What reading the file overlooked; empty until analysed, and for a file read as it should be. */
  warnings: z.array(fileWarningSchema),
  scale: z.number(),
  /** Paths under the service: the model for the viewer, the repaired download and the upload as it came. */
  files: z.object({
    "3mf": z.string().nullable(),
    repaired: z.string().nullable(),
    repaired3mf: z.string().nullable(),
    original: z.string(),
  }),
  analysedProperties: fileAnalysisSchema.nullable(),
  repairInfo: repairCountsSchema
    .extend({
      /** Repair pictures keyed `<axis>-<direction>-<degree>`, e.g. `z-p-90`. */
      repairImages: z.record(z.string(), z.string()),
    })
    .nullable(),
  frontPictures: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileEntity = z.infer<typeof fileSchema>;

/** Druckwerk's `POST /analytx/files/lookup`: many files read at once, e.g. every model of a cart. */
export const MAX_LOOKUP_IDS = 100;
export const fileLookupRequestSchema = z.object({
  /** Any strings: ids that name no file (unknown, not a UUID) are left out of the answer. */
  ids: z.array(z.string().max(100)).min(1).max(MAX_LOOKUP_IDS),
});
/** The files found, each once, in the order of their ids' first mention; each as `GET /analytx/file/{id}`. */
export const fileLookupAnswerSchema = z.object({ files: z.array(fileSchema) });

/**
 * The shopper a call is made for (docs/architecture.md, "Who may read a model file"): the raw key
 * of the browser's uploader cookie and the signed-in customer's id. The gateway sends them on every
 * call it makes for a shopper; an upload stores them as the file's owner. With either header sent,
 * a file of another owner answers 404 `NOT_FOUND` as an unknown one; without both (the checkout and
 * pricing services) every file is read.
 */
export const readerHeaders = { uploaderKey: "x-druckwerk-uploader", userId: "x-druckwerk-user" } as const;

/** `POST /analytx/files/claim`: the customer who signed in becomes the owner of this browser's uploads. */
export const fileClaimRequestSchema = z.object({
  uploaderKey: z.string().min(1).max(200),
  userId: z.string().min(1).max(100),
});
/** How many files got the customer: those of the uploader key that had no customer yet. */
export const fileClaimAnswerSchema = z.object({ claimed: z.number().int().nonnegative() });

export const uploadAnswerSchema = z.object({ taskId: z.string(), createdObject: fileSchema });

export const fileUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    givenUnitOfLength: unitOfLengthSchema.optional(),
  })
  .refine((value) => value.name !== undefined || value.givenUnitOfLength !== undefined, {
    message: "name or givenUnitOfLength is required",
  });

export const axes = ["x", "y", "z"] as const;
export const directions = ["p", "m"] as const;
export const rotations = [0, 90, 180, 270] as const;

export const viewQuerySchema = z.object({
  axis: z.enum(axes).default("z"),
  direction: z.enum(directions).default("p"),
  rotation: z.coerce
    .number()
    .refine(
      (r): r is (typeof rotations)[number] => (rotations as readonly number[]).includes(r),
      "0, 90, 180 or 270",
    )
    .default(0),
});

/** The spec's histogram-image query: `direction` is the axis direction plus the axis letter, e.g. `pz`. */
export const histogramQuerySchema = z.object({
  scale: z.coerce.number().positive().max(1000).default(1),
  unitOfLength: unitOfLengthSchema.optional(),
  direction: z
    .string()
    .regex(/^[pmPM][xyzXYZ]$/, "axis direction (p or m) plus axis letter, e.g. pz")
    .default("pz"),
  rotation: viewQuerySchema.shape.rotation,
  /** The spec's parameter; analytx does not read the catalogue, so it needs `threshold` with it. */
  printModeId: z.string().min(1).max(100).optional(),
  /** The thickness in mm the picture is measured against: the print mode's minFeatureSize; 1 when omitted. */
  threshold: z.coerce.number().positive().max(100).optional(),
  size: z.coerce.number().int().min(64).max(1024).default(400),
});

import { millimetresPer } from "@druckwerk/platform/units";
import {
  axes,
  directions,
  type FileAnalysis,
  type FileEntity,
  rotations,
  type UnitOfLength,
} from "../contract";
import type { files, tasks } from "../db/schema";
import { filePaths } from "./keys";

/** How lengths measured in mm for unit `from` grow when the file is read in unit `to`. */
export function unitFactor(from: UnitOfLength, to: UnitOfLength): number {
  return millimetresPer[to] / millimetresPer[from];
}

/** The stored analysis rescaled from the unit it was measured in to the shopper's given unit. */
export function rescaleAnalysis(analysis: FileAnalysis, from: UnitOfLength, to: UnitOfLength): FileAnalysis {
  const f = unitFactor(from, to);
  if (f === 1) return analysis;
  const d = analysis.dimensions;
  return {
    ...analysis,
    dimensions: { x: d.x * f, y: d.y * f, z: d.z * f },
    volume: analysis.volume * f ** 3,
    area: analysis.area * f ** 2,
    thickness: analysis.thickness && {
      min: analysis.thickness.min === null ? null : analysis.thickness.min * f,
      histogram: analysis.thickness.histogram.map((bin) => ({
        from: bin.from * f,
        to: bin.to === null ? null : bin.to * f,
        fraction: bin.fraction,
      })),
    },
  };
}

const statusOf = (task: TaskRow | undefined): FileEntity["status"] => {
  if (!task) return "pending";
  if (task.status === "completed") return "completed";
  if (task.status === "failed") return "failed";
  return task.status === "running" ? "processing" : "pending";
};

type FileRow = typeof files.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;

export function presentFile(file: FileRow, task: TaskRow | undefined): FileEntity {
  const id = file.id;
  const given = file.givenUnitOfLength as UnitOfLength;
  // Pictures and model files exist once the whole analysis is stored, not at its measurements.
  const done = file.analysisStage === "completed";
  const repairImages: Record<string, string> = {};
  if (done) {
    for (const axis of axes)
      for (const direction of directions)
        for (const rotation of rotations)
          repairImages[`${axis}-${direction}-${rotation}`] = filePaths.repairImage(
            id,
            axis,
            direction,
            rotation,
          );
  }
  return {
    _id: id,
    name: file.name,
    originalFilename: file.originalFilename,
    sizeBytes: file.sizeBytes,
    format: file.format,
    status: statusOf(task),
    analysisStage: file.analysisStage,
    error: file.error,
    taskId: task?.id ?? null,
    givenUnitOfLength: given,
    detectedUnitOfLength: file.detectedUnitOfLength,
    suggestedUnitOfLength: file.suggestedUnitOfLength as UnitOfLength | null,
    warnings: file.warnings ?? [],
    scale: file.scale,
    files: {
      "3mf": done ? filePaths.model3mf(id) : null,
      repaired: done ? filePaths.repaired(id) : null,
      repaired3mf: done ? filePaths.model3mf(id) : null,
      original: filePaths.original(id),
    },
    analysedProperties:
      file.analysis && rescaleAnalysis(file.analysis, (file.analysisUnit ?? given) as UnitOfLength, given),
    repairInfo: file.repairCounts && { ...file.repairCounts, repairImages },
    frontPictures: done ? [filePaths.front(id)] : [],
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  };
}

import type { FileEntity, RepairCounts, Task } from "@druckwerk/analytx/contract";

/** Resolver parents that are not an upstream's shape as it is. */
export type RepairInfoModel = RepairCounts & { fileId: string };
export interface UploadSuccessModel {
  task: Task;
  modelFile: FileEntity;
}

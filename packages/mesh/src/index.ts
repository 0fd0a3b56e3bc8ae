// The 3D engine's public API: typed arrays in, plain results out; no HTTP, no database.
export {
  isMeshErrorCode,
  MeshError,
  type MeshErrorCode,
  type MeshWarning,
  type MeshWarningCode,
  meshErrorCodes,
  meshWarningCodes,
  toMeshError,
} from "./errors";
export { exportGlb } from "./export/glb";
export { exportObj } from "./export/obj";
export { exportStl } from "./export/stl";
export { export3mf } from "./export/threemf";
export {
  detectFormat,
  finishModel,
  MAX_FILE_BYTES,
  type ModelFormat,
  type ParsedModel,
  type ParseOptions,
  parseModel,
  type ReadModel,
  readModel,
} from "./formats/parse";
export { ModelStream, type ModelStreamOptions, STREAM_REFUSALS } from "./formats/stream";
export { SAMPLE_PARTS, type SamplePart, samplePartMesh } from "./generate/samples";
export { boxMesh, hollowBox, torusMesh } from "./generate/shapes";
export { type Measures, measureMesh } from "./measure/measure";
export { concatMeshes, type Mesh, meshBounds, triangleCount, vertexCount } from "./mesh";
export { HELPERS_FROM_TRIANGLES } from "./pool/helpers";
export { type AnalyzeJob, meshJobs } from "./pool/jobs";
export { createWorkerPool, type RunOptions, type WorkerPool, type WorkerPoolOptions } from "./pool/pool";
export { type MaterialLook, type ProductShotOptions, renderProductShot } from "./render/product";
export { BORDERLINE_FACTOR, encodePng, type RenderOptions, renderImage, renderPng } from "./render/render";
export { type AxisView, parseView, type View, viewName } from "./render/view";
export { REPAIRED, type RepairCounts, type RepairResult, repairMesh } from "./repair/repair";
export {
  type AnalysisPhase,
  type AnalysisReport,
  type AnalyzeOptions,
  analyzeModel,
  type MeasuredModel,
  type MeasuredReport,
  type ModelAnalysis,
} from "./report";
export {
  DEFAULT_BINS,
  measureThickness,
  measureThicknessInParallel,
  type ThicknessResult,
} from "./thickness/thickness";
export { type CallerUnit, type LengthUnit, MM_PER_UNIT } from "./units";

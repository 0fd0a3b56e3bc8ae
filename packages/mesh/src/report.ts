import type { ModelFormat, ParsedModel, ParseOptions, ReadModel } from "./formats/parse";
import { finishModel, parseModel } from "./formats/parse";
import { analyzeTopology, measureMesh } from "./measure/measure";
import { defaultMergeTolerance, type RepairResult, repairMesh } from "./repair/repair";
import { DEFAULT_BINS, measureThicknessInParallel, type ThicknessResult } from "./thickness/thickness";
import type { LengthUnit } from "./units";

export type AnalysisPhase = "converting" | "repairing" | "measuring" | "thickness";

export interface AnalyzeOptions extends ParseOptions {
  /** Walls thinner than this many mm count as thin. Default 1. */
  threshold?: number;
  /** Histogram bin edges in mm. */
  bins?: number[];
  /** Also measure the file as read, before repair (`report.input`). Default true. */
  measureAsRead?: boolean;
  onPhase?(phase: AnalysisPhase): void;
  /**
   * Called once the repaired model is measured, before the wall thickness (by far the longest
   * step) is: everything a price needs is known then. Its report is the final one without
   * `thickness`.
   */
  onMeasured?(measured: MeasuredModel): void;
}

/** The full report on a model: what the CLI prints and services store. Lengths in mm. */
export interface AnalysisReport {
  format: ModelFormat;
  /** The unit the file was read in: its own (3MF, STEP) or the caller's. */
  unit: LengthUnit;
  unitSource: "file" | "caller";
  /** A likelier unit when the size makes `unit` implausible. */
  suggestedUnit: LengthUnit | null;
  bodies: number;
  triangles: number;
  vertices: number;
  shells: number;
  dimensions: { x: number; y: number; z: number };
  /** mm³ of the repaired model. */
  volume: number;
  /** mm² of the repaired model. */
  area: number;
  /** The repaired model is a closed two-manifold. */
  manifold: boolean;
  openEdges: number;
  nonManifoldEdges: number;
  /** The file as read, before any repair; null when not asked for. */
  input: {
    triangles: number;
    manifold: boolean;
    openEdges: number;
    nonManifoldEdges: number;
    degenerateTriangles: number;
  } | null;
  repair: {
    flippedPolygons: number;
    removedFlatOpenShells: number;
    closedOpenLoops: number;
    mergedVertexPairs: number;
    removedDegenerateTriangles: number;
    removedDuplicateTriangles: number;
  };
  thickness: {
    /** Thinnest wall in mm; null when no wall could be measured. */
    min: number | null;
    threshold: number;
    thinAreaFraction: number;
    histogram: { from: number; to: number | null; fraction: number }[];
  };
  warnings: string[];
}

/** The report as far as it is known before the wall thickness: what `onMeasured` gets. */
export type MeasuredReport = Omit<AnalysisReport, "thickness">;

export interface MeasuredModel {
  report: MeasuredReport;
  parsed: ParsedModel;
  repaired: RepairResult;
}

export interface ModelAnalysis {
  report: AnalysisReport;
  parsed: ParsedModel;
  repaired: RepairResult;
  thickness: ThicknessResult;
}

/**
 * Reads, repairs, measures and finds thin walls: the whole pipeline on one file's bytes, or on
 * the file already read (`ModelStream` read it while it was uploaded), in the unit of `options`.
 * Not itself async, so that the file's bytes can be freed once they are read; it fails as an
 * async function would, with a rejected promise.
 */
export function analyzeModel(
  file: Uint8Array | ReadModel,
  options: AnalyzeOptions = {},
): Promise<ModelAnalysis> {
  try {
    options.onPhase?.("converting");
    // The helper threads are not started here: they come up only once this thread's event loop
    // turns, which it does not before the measurements are out, so loading them now would only
    // take a core from the parse. The wall thickness starts them while it builds its hierarchy.
    const parsed =
      file instanceof Uint8Array
        ? parseModel(file, options)
        : Promise.resolve(finishModel(file, options.unit));
    return parsed.then((model) => analyzeParsed(model, options));
  } catch (error) {
    return Promise.reject(error);
  }
}

async function analyzeParsed(parsed: ParsedModel, options: AnalyzeOptions): Promise<ModelAnalysis> {
  const measured = measureParsed(parsed, options);
  options.onMeasured?.(measured);
  options.onPhase?.("thickness");
  const { repaired } = measured;
  const threshold = options.threshold ?? 1;
  const thickness = await measureThicknessInParallel(repaired.mesh, {
    threshold,
    bins: options.bins ?? DEFAULT_BINS,
    edges: repaired.topology,
    bounds: repaired.bounds,
  });
  const { warnings, ...known } = measured.report;
  const report: AnalysisReport = {
    ...known,
    thickness: {
      min: Number.isFinite(thickness.min) ? thickness.min : null,
      threshold,
      thinAreaFraction: thickness.thinAreaFraction,
      histogram: thickness.histogram.map((bin) => ({
        from: bin.from,
        to: Number.isFinite(bin.to) ? bin.to : null,
        fraction: bin.fraction,
      })),
    },
    warnings,
  };
  return { report, parsed, repaired, thickness };
}

/** Repairs and measures a model read: all a price needs. The as-read edges and areas are dropped on return. */
function measureParsed(parsed: ParsedModel, options: AnalyzeOptions): MeasuredModel {
  const { mesh } = parsed;
  const mergeTolerance = defaultMergeTolerance(mesh, parsed.bounds);
  const asRead = options.measureAsRead === false ? null : analyzeTopology(mesh);
  const input = asRead?.measures ?? null;
  options.onPhase?.("repairing");
  const repaired = repairMesh(mesh, {
    mergeTolerance,
    bounds: parsed.bounds,
    ...(asRead && { known: asRead }),
  });
  options.onPhase?.("measuring");
  // Repair hands back the very arrays it was given when it changed nothing: measured already.
  const unchanged = repaired.mesh.positions === mesh.positions && repaired.mesh.indices === mesh.indices;
  const measures = asRead && unchanged ? asRead.measures : measureMesh(repaired.mesh, repaired);
  const { counts } = repaired;
  const report: MeasuredReport = {
    format: parsed.format,
    unit: parsed.unit,
    unitSource: parsed.unitSource,
    suggestedUnit: parsed.unitSuggestion?.unit ?? null,
    bodies: parsed.bodies,
    triangles: measures.triangles,
    vertices: measures.vertices,
    shells: measures.shells,
    dimensions: measures.dimensions,
    volume: Math.abs(measures.volume),
    area: measures.area,
    manifold: measures.manifold,
    openEdges: measures.openEdges,
    nonManifoldEdges: measures.nonManifoldEdges,
    input: input && {
      triangles: input.triangles,
      manifold: input.manifold,
      openEdges: input.openEdges,
      nonManifoldEdges: input.nonManifoldEdges,
      degenerateTriangles: input.degenerateTriangles,
    },
    repair: {
      flippedPolygons: counts.flippedPolygons,
      removedFlatOpenShells: counts.removedFlatOpenShells,
      closedOpenLoops: counts.closedOpenLoops,
      mergedVertexPairs: counts.mergedVertexPairs,
      removedDegenerateTriangles: counts.removedDegenerateTriangles,
      removedDuplicateTriangles: counts.removedDuplicateTriangles,
    },
    warnings: parsed.warnings.map((warning) => warning.message),
  };
  return { report, parsed, repaired };
}

import type { ReadModel } from "@druckwerk/mesh";
import type { FileAnalysis, FileWarning, RepairCounts, UnitOfLength } from "../contract";

export type EnginePhase = "converting" | "analysing" | "repairing" | "measuring";

export interface EngineInput {
  /** The uploaded file on local disk (the storage's own, or a temporary copy of it). */
  path: string;
  /** The file as read while it was uploaded: analysed without reading `path`. */
  read?: ReadModel;
  filename: string;
  unit: UnitOfLength;
  signal: AbortSignal;
  onPhase(phase: EnginePhase): void;
  /**
   * The measurements, as soon as they exist: everything of the output but the wall thickness
   * (`analysis.thickness` null) and the artifacts, which follow in the result. Not called when
   * the analysis fails before.
   */
  onMeasured?(measured: EngineMeasurement): void;
}

/**
 * Files the analysis leaves behind, stored next to the upload. The pictures (the front one too)
 * and the model files (3MF, STL, GLB) are made from the render data on first request: the
 * analysis ends, and the wall thickness's verdict is out, without waiting for them.
 */
export interface EngineArtifacts {
  /** The repaired mesh with per-triangle thickness and repair marks, for pictures and exports. */
  renderData: Uint8Array;
}

export interface EngineOutput {
  format: string;
  /** The unit the measurements are in millimetres for (the file's own, or the given one). */
  analysisUnit: UnitOfLength;
  detectedUnit: string | null;
  suggestedUnit: UnitOfLength | null;
  analysis: FileAnalysis;
  repairCounts: RepairCounts;
  warnings: FileWarning[];
  artifacts: EngineArtifacts;
}

/** What the analysis knows before the wall thickness: enough to price the model. */
export type EngineMeasurement = Omit<EngineOutput, "artifacts">;

/**
 * What an analysis tells while it runs: a phase, or the measurements; `told` is its last word,
 * after which nothing more comes.
 */
export type EngineProgress = { phase: EnginePhase } | { measured: EngineMeasurement } | { told: true };

/** The stored upload to make the render data from again (when the stored copy is stale). */
export interface RenderDataRequest {
  /** The uploaded file on local disk (the storage's own, or a temporary copy of it). */
  path: string;
  filename: string;
  /** The unit the file was analysed in: the render data holds millimetres for it. */
  unit: UnitOfLength;
}

/** A picture's view: looking along an axis from its plus or minus side, turned in the picture's plane. */
export interface PictureView {
  axis: "x" | "y" | "z";
  direction: "p" | "m";
  rotation: 0 | 90 | 180 | 270;
}

/** A picture of a stored model: plain, with repairs highlighted, or coloured by wall thickness. */
export interface PictureRequest {
  renderData: Uint8Array;
  kind: "front" | "repair" | "thickness";
  /** For repair and thickness pictures; the front picture has its own view. */
  view?: PictureView;
  size: number;
  /** For thickness pictures: walls under this many mm are thin. */
  threshold?: number;
  /** For thickness pictures: the stored model's lengths times this are the shopper's mm. */
  lengthFactor?: number;
}

/** The repaired model as a file: 3MF for the viewer, STL for the download. */
export interface ExportRequest {
  renderData: Uint8Array;
  /** `glb`: binary glTF for 3D viewers (metres, +Y up). */
  format: "3mf" | "stl" | "glb";
  name: string;
}

/** The 3D engine as the service uses it: off the event loop, cancellable. */
export interface AnalysisEngine {
  analyse(input: EngineInput): Promise<EngineOutput>;
  picture(request: PictureRequest): Promise<Uint8Array>;
  exportModel(request: ExportRequest): Promise<Uint8Array>;
  /** The render data the analysis of this upload stores (`EngineArtifacts.renderData`), alone. */
  renderData(request: RenderDataRequest): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The engine refused the file: a typed reason the shopper can act on. */
export class EngineError extends Error {
  override name = "EngineError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

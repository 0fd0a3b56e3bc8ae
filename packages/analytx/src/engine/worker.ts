import { readFile } from "node:fs/promises";
import type { MessagePort } from "node:worker_threads";
import {
  type AnalysisPhase,
  type AnalyzeOptions,
  analyzeModel,
  export3mf,
  exportGlb,
  exportStl,
  HELPERS_FROM_TRIANGLES,
  type MeasuredModel,
  type ModelAnalysis,
  type ReadModel,
  renderPng,
  torusMesh,
} from "@druckwerk/mesh";
import { unitsOfLength } from "@druckwerk/platform/units";
import type { FileAnalysis, UnitOfLength } from "../contract";
import type {
  EngineMeasurement,
  EngineOutput,
  EnginePhase,
  EngineProgress,
  ExportRequest,
  PictureRequest,
  RenderDataRequest,
} from "./engine";
import { packRenderData, unpackRenderData } from "./render-data";

// Runs in the engine's worker threads: everything here may take seconds on a large model.

const shopUnits: readonly string[] = unitsOfLength;
/** Bands of the wall-thickness histogram, in mm. */
const THICKNESS_BANDS = [0, 0.3, 0.5, 0.7, 1, 1.5, 2, 3, 5, 10];

/** The spec's progress messages for the engine's steps: parsed means the analysis starts. */
const SHOP_PHASES: Record<AnalysisPhase, EnginePhase[]> = {
  converting: ["converting"],
  repairing: ["analysing", "repairing"],
  measuring: ["measuring"],
  thickness: [],
};

export interface AnalyseTask extends RenderDataRequest {
  port: MessagePort;
  /** The upload as read while it arrived; without it the file at `path` is read. */
  read?: ReadModel | undefined;
}

/** How the shop analyses an upload: the stored render data depends on these options. */
const SHOP_ANALYSIS = {
  bins: THICKNESS_BANDS,
  // The shop stores the repaired model's measures only.
  measureAsRead: false,
} as const;

/** The engine's analysis of an upload as the shop runs it. */
async function analyseUpload(
  { path, filename, unit, read }: RenderDataRequest & { read?: ReadModel | undefined },
  progress: Pick<AnalyzeOptions, "onPhase" | "onMeasured"> = {},
): Promise<ModelAnalysis> {
  return analyzeModel(read ?? (await readFile(path)), { filename, unit, ...SHOP_ANALYSIS, ...progress });
}

/**
 * An upload's analysis and render data on a generated model just large enough for the helper
 * threads to join in: this thread's and their code is then loaded and compiled by V8 before the
 * first upload comes (`meshEngine`'s `warmUp`).
 */
export async function warmUp(): Promise<void> {
  // A torus of 2s x s quads: 4s² triangles.
  const s = Math.ceil(Math.sqrt(HELPERS_FROM_TRIANGLES / 4));
  const model = exportStl(torusMesh(40, 12, 2 * s, s));
  renderDataOf(await analyzeModel(model, { filename: "warm-up.stl", ...SHOP_ANALYSIS }));
}

function renderDataOf({ repaired, thickness }: ModelAnalysis): Uint8Array {
  return packRenderData({
    mesh: repaired.mesh,
    thickness: thickness.perTriangle,
    repaired: repaired.repairedTriangleMask,
  });
}

/** The measurements of an analysis as the shop stores them; the wall thickness is added when known. */
function measurementOf({ report, parsed }: MeasuredModel, unit: UnitOfLength): EngineMeasurement {
  const declared = report.unitSource === "file";
  const analysisUnit = (
    declared && shopUnits.includes(report.unit) ? report.unit : declared ? "mm" : unit
  ) as UnitOfLength;
  const analysis: FileAnalysis = {
    triangles: report.triangles,
    vertices: report.vertices,
    shells: report.shells,
    dimensions: report.dimensions,
    volume: report.volume,
    area: report.area,
    manifold: report.manifold,
    openEdges: report.openEdges,
    nonManifoldEdges: report.nonManifoldEdges,
    thickness: null,
  };
  const suggestion = report.suggestedUnit;
  return {
    format: report.format,
    analysisUnit,
    detectedUnit: declared ? parsed.unit : null,
    suggestedUnit: suggestion && shopUnits.includes(suggestion) ? (suggestion as UnitOfLength) : null,
    analysis,
    repairCounts: {
      flippedPolygons: report.repair.flippedPolygons,
      removedFlatOpenShells: report.repair.removedFlatOpenShells,
      closedOpenLoops: report.repair.closedOpenLoops,
      mergedVertexPairs: report.repair.mergedVertexPairs,
    },
    warnings: parsed.warnings,
  };
}

export async function analyse(task: AnalyseTask): Promise<EngineOutput> {
  const { unit, port } = task;
  const post = (progress: EngineProgress) => port.postMessage(progress);
  try {
    // The measurements go out before the wall thickness is measured: the shop prices with them.
    const analysed = await analyseUpload(task, {
      onPhase: (step) => {
        for (const phase of SHOP_PHASES[step]) post({ phase });
      },
      onMeasured: (measured) => post({ measured: measurementOf(measured, unit) }),
    });
    const { report } = analysed;
    const measurement = measurementOf(analysed, unit);
    return {
      ...measurement,
      analysis: {
        ...measurement.analysis,
        thickness: { min: report.thickness.min, histogram: report.thickness.histogram },
      },
      artifacts: { renderData: renderDataOf(analysed) },
    };
  } finally {
    post({ told: true });
    port.close();
  }
}

/** The render data again, for a stored copy in an older format. */
export async function renderData(request: RenderDataRequest): Promise<Uint8Array> {
  return renderDataOf(await analyseUpload(request));
}

export async function exportModel({ renderData, format, name }: ExportRequest): Promise<Uint8Array> {
  const { mesh } = unpackRenderData(renderData);
  if (format === "glb") return exportGlb(mesh, name);
  return format === "3mf" ? export3mf(mesh, name) : exportStl(mesh, name);
}

export function picture(request: PictureRequest): Uint8Array {
  const { mesh, thickness, repaired } = unpackRenderData(request.renderData);
  const size = { width: request.size, height: request.size };
  if (request.kind === "front") return renderPng(mesh, { ...size, view: "front" });
  if (!request.view) throw new TypeError(`A ${request.kind} picture needs a view`);
  const { axis, direction, rotation } = request.view;
  const view = { axis, direction, rotation };
  if (request.kind === "repair") return renderPng(mesh, { ...size, view, highlight: repaired });
  const factor = request.lengthFactor ?? 1;
  return renderPng(mesh, {
    ...size,
    view,
    colorBy: "thickness",
    threshold: (request.threshold ?? 1) / factor,
    thickness,
  });
}

import { readFile } from "node:fs/promises";
import type { MessagePort } from "node:worker_threads";
import { MeshError } from "@druckwerk/mesh/errors";
import { exportStl } from "@druckwerk/mesh/export/stl";
import { export3mf } from "@druckwerk/mesh/export/threemf";
import { parseModel } from "@druckwerk/mesh/formats/parse";
import { measureMesh } from "@druckwerk/mesh/measure/measure";
import { renderPng } from "@druckwerk/mesh/render/render";
import { repairMesh } from "@druckwerk/mesh/repair/repair";
import { measureThickness } from "@druckwerk/mesh/thickness/thickness";
import type { FileAnalysis, UnitOfLength } from "../contract";
import type { EngineOutput, EnginePhase, ExportRequest, PictureRequest } from "./engine";
import { packRenderData, unpackRenderData } from "./render-data";

// Runs in a worker thread (piscina): everything here may take seconds on a large model.

const shopUnits: readonly string[] = ["mm", "cm", "inch"];
/** Bands of the wall-thickness histogram, in mm. */
const THICKNESS_BANDS = [0, 0.3, 0.5, 0.7, 1, 1.5, 2, 3, 5, 10];

export interface AnalyseTask {
  path: string;
  filename: string;
  unit: UnitOfLength;
  port: MessagePort;
}

/** The engine's refusal of a file: a value, since errors crossing threads lose their code. */
export interface EngineRefusal {
  refused: { code: string; message: string };
}

export async function analyse(task: AnalyseTask): Promise<EngineOutput | EngineRefusal> {
  try {
    return await analyseModel(task);
  } catch (error) {
    if (error instanceof MeshError && error.code !== "INTERNAL") return { refused: error.toJSON() };
    throw error;
  }
}

async function analyseModel({ path, filename, unit, port }: AnalyseTask): Promise<EngineOutput> {
  const phase = (name: EnginePhase) => port.postMessage(name);
  try {
    phase("converting");
    const parsed = await parseModel(await readFile(path), { filename, unit });
    phase("analysing");
    const declared = parsed.unitSource === "file";
    const analysisUnit = (
      declared && shopUnits.includes(parsed.unit) ? parsed.unit : declared ? "mm" : unit
    ) as UnitOfLength;
    phase("repairing");
    const repair = repairMesh(parsed.mesh);
    phase("measuring");
    const measures = measureMesh(repair.mesh);
    const thickness = measureThickness(repair.mesh, { bins: THICKNESS_BANDS });
    const measurable = Number.isFinite(thickness.min);
    const analysis: FileAnalysis = {
      triangles: measures.triangles,
      vertices: measures.vertices,
      shells: measures.shells,
      dimensions: measures.dimensions,
      volume: Math.abs(measures.volume),
      area: measures.area,
      manifold: measures.manifold,
      openEdges: measures.openEdges,
      nonManifoldEdges: measures.nonManifoldEdges,
      thickness: {
        min: measurable ? thickness.min : null,
        histogram: thickness.histogram.map((bin) => ({
          from: bin.from,
          to: Number.isFinite(bin.to) ? bin.to : null,
          fraction: bin.fraction,
        })),
      },
    };
    const suggestion = parsed.unitSuggestion?.unit;
    return {
      format: parsed.format,
      analysisUnit,
      detectedUnit: declared ? parsed.unit : null,
      suggestedUnit: suggestion && shopUnits.includes(suggestion) ? (suggestion as UnitOfLength) : null,
      analysis,
      repairCounts: {
        flippedPolygons: repair.counts.flippedPolygons,
        removedFlatOpenShells: repair.counts.removedFlatOpenShells,
        closedOpenLoops: repair.counts.closedOpenLoops,
        mergedVertexPairs: repair.counts.mergedVertexPairs,
      },
      artifacts: {
        renderData: packRenderData({
          mesh: repair.mesh,
          thickness: thickness.perTriangle,
          repaired: repair.repairedTriangleMask,
        }),
        frontPng: renderPng(repair.mesh, { width: 400, height: 400, view: "front" }),
      },
    };
  } finally {
    port.close();
  }
}

export function exportModel({ renderData, format, name }: ExportRequest): Uint8Array {
  const { mesh } = unpackRenderData(renderData);
  return format === "3mf" ? export3mf(mesh, name) : exportStl(mesh, name);
}

export function picture(request: PictureRequest): Uint8Array {
  const { mesh, thickness, repaired } = unpackRenderData(request.renderData);
  const { axis, direction, rotation } = request.view;
  const size = { width: request.size, height: request.size };
  if (request.kind === "front") return renderPng(mesh, { ...size, view: "front" });
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

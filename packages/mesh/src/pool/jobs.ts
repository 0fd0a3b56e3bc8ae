import { type AnalysisReport, type AnalyzeOptions, analyzeModel } from "../report";

/** Jobs of the mesh package for `createWorkerPool(meshJobs)`: plain data in and out. */
export const meshJobs = new URL(import.meta.url);

export interface AnalyzeJob extends Omit<AnalyzeOptions, "onPhase"> {
  bytes: Uint8Array;
}

export async function analyze({ bytes, ...options }: AnalyzeJob): Promise<AnalysisReport> {
  return (await analyzeModel(bytes, options)).report;
}

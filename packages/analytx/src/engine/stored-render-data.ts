import { type FileStorage, HttpError } from "@druckwerk/platform";
import type { UnitOfLength } from "../contract";
import { fileKeys } from "../files/keys";
import { type AnalysisEngine, EngineError } from "./engine";
import { isCurrentRenderData } from "./render-data";

/** An analysed file, as far as its render data is concerned. */
export interface AnalysedFile {
  id: string;
  extension: string;
  originalFilename: string;
  givenUnitOfLength: string;
  analysisUnit: string | null;
}

/**
 * Reads a file's stored render data. A copy this build cannot read (written in an older format
 * version, or damaged) is never misread: it is made again from the original upload, stored in
 * the current format and returned. Requests for one file meanwhile wait for the same run.
 */
export function storedRenderData(storage: FileStorage, engine: AnalysisEngine) {
  const running = new Map<string, Promise<Uint8Array>>();

  async function recompute(file: AnalysedFile): Promise<Uint8Array> {
    const original = fileKeys.original(file.id, file.extension);
    if (!(await storage.exists(original))) {
      throw new HttpError(
        410,
        "ORIGINAL_UPLOAD_MISSING",
        "The 3D file's stored model is from an older version of the shop and its original upload is gone; upload the file again",
      );
    }
    let renderData: Uint8Array;
    try {
      renderData = await storage.withLocalFile(original, (path) =>
        engine.renderData({
          path,
          filename: file.originalFilename,
          // The stored model is in millimetres for the unit it was analysed in.
          unit: (file.analysisUnit ?? file.givenUnitOfLength) as UnitOfLength,
        }),
      );
    } catch (error) {
      if (error instanceof EngineError) throw new HttpError(422, error.code, error.message);
      throw error;
    }
    await storage.write(fileKeys.renderData(file.id), renderData);
    return renderData;
  }

  return async function renderDataOf(file: AnalysedFile): Promise<Uint8Array> {
    const key = fileKeys.renderData(file.id);
    if (await storage.exists(key)) {
      const stored = await storage.readBytes(key);
      if (isCurrentRenderData(stored)) return stored;
    }
    let run = running.get(file.id);
    if (!run) {
      run = recompute(file).finally(() => running.delete(file.id));
      running.set(file.id, run);
    }
    return run;
  };
}

import { useTranslation } from "react-i18next";
import { uploadLimitMegabytes } from "./uploadRequest";
import type { UploadState } from "./useModelUpload";

/** The text key of each analysis phase. */
const phaseKey: Record<string, string> = {
  QUEUED: "upload.phase.queued",
  CONVERTING: "upload.phase.converting",
  ANALYSING: "upload.phase.analysing",
  REPAIRING: "upload.phase.repairing",
  MEASURING: "upload.phase.measuring",
  COMPLETED: "upload.phase.completed",
};

/** How far an upload is, 0 to 100: the bytes sent, then the analysis's progress. */
export function uploadPercent(state: UploadState): number {
  if (state.stage === "uploading") return Math.round(state.fraction * 100);
  return state.stage === "analysing" ? state.progress : 0;
}

/** What the upload panel and the waiting models say of an upload: its step, or why it failed. */
export function useUploadTexts() {
  const { t } = useTranslation();
  return {
    progress: (state: UploadState) =>
      state.stage === "uploading"
        ? t("upload.phase.uploading", { percent: uploadPercent(state) })
        : t((state.stage === "analysing" && phaseKey[state.phase]) || "upload.phase.analysing"),
    failure: (code: string | undefined) =>
      t(`upload.errors.${code ?? "generic"}`, {
        defaultValue: t("upload.errors.generic"),
        megabytes: uploadLimitMegabytes,
      }),
  };
}

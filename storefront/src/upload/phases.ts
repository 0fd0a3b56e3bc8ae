/** The text key of each analysis phase, as the upload panel and the waiting models show it. */
export const phaseKey: Record<string, string> = {
  QUEUED: "upload.phase.queued",
  CONVERTING: "upload.phase.converting",
  ANALYSING: "upload.phase.analysing",
  REPAIRING: "upload.phase.repairing",
  MEASURING: "upload.phase.measuring",
  COMPLETED: "upload.phase.completed",
};

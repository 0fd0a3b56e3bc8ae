import { useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AnalysisPhase, UnitOfLength } from "../gql/graphql";
import { AnalysisProgressDocument } from "./queries";
import { precheck, uploadModel } from "./uploadRequest";

export type UploadState =
  | { stage: "idle"; error?: { code: string; message: string } }
  | { stage: "uploading"; fraction: number; fileName: string }
  | {
      stage: "analysing";
      taskId: string;
      modelFileId: string;
      phase: AnalysisPhase;
      progress: number;
      fileName: string;
    };

/**
 * Uploads a model and follows its analysis over the subscription; calls `onDone` with the
 * file's id and the uploaded file's name as soon as it is measured (it can be priced then; the
 * configurator follows the rest). Any failure before returns to the drop area with the reason.
 */
export function useModelUpload(onDone: (modelFileId: string, fileName: string) => void) {
  const [state, setState] = useState<UploadState>({ stage: "idle" });
  const abort = useRef<AbortController | null>(null);
  const taskId = state.stage === "analysing" ? state.taskId : undefined;

  const { data } = useSubscription(AnalysisProgressDocument, {
    variables: { taskId: taskId ?? "" },
    skip: !taskId,
  });

  useEffect(() => {
    const task = data?.analysisProgress;
    if (!task || state.stage !== "analysing") return;
    if (task.status === "COMPLETED" || (task.status === "RUNNING" && task.stage === "MEASURED")) {
      setState({ stage: "idle" });
      onDone(state.modelFileId, state.fileName);
    } else if (task.status === "FAILED") {
      setState({
        stage: "idle",
        error: { code: task.error?.code ?? "INTERNAL", message: task.error?.message ?? "" },
      });
    } else if (task.phase !== state.phase) {
      setState({ ...state, phase: task.phase, progress: task.progress });
    }
  }, [data, state, onDone]);

  const start = useCallback(async (file: File, unit: UnitOfLength) => {
    const refused = precheck(file);
    if (refused?.kind === "rejected") return setState({ stage: "idle", error: refused });
    abort.current = new AbortController();
    setState({ stage: "uploading", fraction: 0, fileName: file.name });
    try {
      const outcome = await uploadModel(
        file,
        unit,
        (fraction) => setState({ stage: "uploading", fraction, fileName: file.name }),
        abort.current.signal,
      );
      if (outcome.kind === "rejected") return setState({ stage: "idle", error: outcome });
      setState({
        stage: "analysing",
        taskId: outcome.taskId,
        modelFileId: outcome.modelFileId,
        phase: "QUEUED",
        progress: 0,
        fileName: file.name,
      });
    } catch (error) {
      if ((error as Error).name === "AbortError") return setState({ stage: "idle" });
      setState({ stage: "idle", error: { code: "NETWORK", message: "" } });
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ stage: "idle" });
  }, []);

  return { state, start, cancel };
}

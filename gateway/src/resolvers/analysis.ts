import type { Task } from "@druckwerk/analytx/contract";
import type { UnitOfLength as ServiceUnit } from "@druckwerk/platform";
import { createParser } from "eventsource-parser";
import { GraphQLError } from "graphql";
import GraphQLUpload from "graphql-upload/GraphQLUpload.mjs";
import type { GatewayContext } from "../context";
import type { AnalytxAPI, ModelFileModel } from "../datasources/analytx";
import type {
  AnalysisPhase,
  AnalysisStage,
  Axis,
  AxisDirection,
  Resolvers,
  TaskStatus,
} from "../generated/graphql";
import { mediaUrl } from "./media-url";
import { fromServiceUnit, toServiceUnit } from "./units";

const phaseOf = (phase: Task["phase"]) => phase.toUpperCase() as AnalysisPhase;
const stageOf = (stage: Task["stage"]) => stage.toUpperCase() as AnalysisStage;

/** The print mode's minimum feature size, which the wall-thickness picture is measured against. */
async function minFeatureSize(context: GatewayContext, printModeId: string): Promise<number> {
  const mode = await context.dataSources.pricing.printMode(printModeId, context.language);
  if (!mode) {
    throw new GraphQLError(`Print mode ${printModeId} not found`, {
      extensions: { code: "BAD_USER_INPUT", reason: "UNKNOWN_PRINT_MODE" },
    });
  }
  return mode.features.minFeatureSize;
}

/**
 * The wall-thickness picture of a completed file, seen along an axis, at a unit (the file's given
 * one when null) and scale, coloured against `threshold` mm (analytx's default of 1 mm when null).
 */
export function wallThicknessPictureUrl(
  context: GatewayContext,
  file: ModelFileModel,
  view: {
    axis?: Axis | null;
    direction?: AxisDirection | null;
    rotation?: number | null;
    scale?: number | null;
    size?: number | null;
    unit: ServiceUnit | null;
    threshold: number | null;
  },
): string | null {
  if (file.status !== "completed") return null;
  const query = new URLSearchParams({
    direction: `${(view.direction ?? "P").toLowerCase()}${(view.axis ?? "Z").toLowerCase()}`,
    rotation: String(view.rotation ?? 0),
    scale: String(view.scale ?? 1),
    size: String(view.size ?? 400),
  });
  if (view.unit) query.set("unitOfLength", view.unit);
  if (view.threshold) query.set("threshold", String(view.threshold));
  return mediaUrl(context, "analytx", `/analytx/file/${file._id}/histogram-image?${query}`);
}

/** The task's states as analytx streams them, until the task ends or `controller` aborts the stream. */
async function* taskProgress(analytx: AnalytxAPI, taskId: string, controller: AbortController) {
  const body = await analytx.taskEvents(taskId, controller.signal);
  const tasks: Task[] = [];
  const parser = createParser({ onEvent: (event) => tasks.push(JSON.parse(event.data) as Task) });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
      while (tasks.length > 0) yield { analysisProgress: tasks.shift() as Task };
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    controller.abort();
  }
}

/**
 * Ends the stream the moment the subscriber leaves: a generator waiting for the next event would
 * take a `return()` only after that event, which may never come, so it aborts the request behind it.
 */
function closingOnReturn<T>(progress: AsyncGenerator<T>, controller: AbortController): AsyncGenerator<T> {
  return {
    next: () => progress.next(),
    return: (value) => {
      controller.abort();
      return progress.return(value);
    },
    throw: (error) => {
      controller.abort();
      return progress.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export const analysisResolvers: Resolvers = {
  Upload: GraphQLUpload,
  Query: {
    modelFile: (_parent, { id }, { dataSources }) => dataSources.analytx.file(id),
    analysisTask: (_parent, { id }, { dataSources }) => dataSources.analytx.task(id),
  },
  Mutation: {
    uploadModel: async (_parent, { file, unit, name }, { dataSources, uploader }) => {
      const upload = await file;
      const fields: Record<string, string> = { givenUnitOfLength: toServiceUnit(unit ?? "MM") };
      if (name) fields.name = name;
      const result = await dataSources.analytx.upload(upload, fields);
      if ("rejected" in result) return result.rejected;
      uploader.remember(); // the file's owner: this browser reads it from now on
      const task = await dataSources.analytx.task(result.accepted.taskId);
      if (!task)
        throw new GraphQLError("The analysis task vanished", {
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        });
      return { task, modelFile: result.accepted.file };
    },
    updateModelFile: async (_parent, { id, input }, { dataSources }) => {
      const body: { name?: string; givenUnitOfLength?: string } = {};
      if (input.name != null) body.name = input.name;
      if (input.unitOfLength != null) body.givenUnitOfLength = toServiceUnit(input.unitOfLength);
      const answer = await dataSources.analytx.updateFile(id, body);
      if (!("kind" in answer)) return answer;
      const { code, message, fields } = answer;
      if (code === "NOT_FOUND") return { __typename: "ModelFileNotFound", code, id, message };
      return { __typename: "ModelFileUpdateInvalid", code, message, fields };
    },
    retryAnalysis: (_parent, { taskId }, { dataSources }) => dataSources.analytx.retry(taskId),
  },
  Subscription: {
    analysisProgress: {
      subscribe: (_parent, { taskId }, { dataSources }) => {
        const controller = new AbortController();
        return closingOnReturn(taskProgress(dataSources.analytx, taskId, controller), controller);
      },
    },
  },
  UploadModelResult: {
    __resolveType: (result) => ("task" in result ? "UploadModelSuccess" : "FileRejected"),
  },
  UpdateModelFileResult: {
    __resolveType: (result) => ("_id" in result ? "ModelFile" : (result.__typename ?? null)),
  },
  RetryAnalysisResult: {
    __resolveType: (result) => ("_id" in result ? "AnalysisTask" : "RetryRefused"),
  },
  AnalysisTask: {
    id: (task) => task._id,
    modelFileId: (task) => task.fileId,
    status: (task) => task.status.toUpperCase() as TaskStatus,
    phase: (task) => phaseOf(task.phase),
    stage: (task) => stageOf(task.stage),
  },
  ModelFile: {
    id: (file) => file._id,
    status: (file) => file.status.toUpperCase() as "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED",
    analysisStage: (file) => stageOf(file.analysisStage),
    task: (file, _args, { dataSources }) => (file.taskId ? dataSources.analytx.task(file.taskId) : null),
    unitOfLength: (file) => fromServiceUnit(file.givenUnitOfLength),
    suggestedUnitOfLength: (file) =>
      file.suggestedUnitOfLength ? fromServiceUnit(file.suggestedUnitOfLength) : null,
    dimensions: (file) => file.analysedProperties?.dimensions ?? null,
    analysis: (file) => file.analysedProperties,
    repairInfo: (file) => file.repairInfo && { ...file.repairInfo, fileId: file._id },
    modelUrl: (file, _args, context) => file.files["3mf"] && mediaUrl(context, "analytx", file.files["3mf"]),
    viewerModelUrl: (file, _args, context) =>
      file.status === "completed"
        ? mediaUrl(context, "analytx", `/analytx/file/${file._id}/viewer.glb`)
        : null,
    repairedDownloadUrl: (file, _args, context) =>
      file.files.repaired && mediaUrl(context, "analytx", file.files.repaired),
    frontPictureUrl: (file, _args, context) =>
      file.frontPictures[0] ? mediaUrl(context, "analytx", file.frontPictures[0]) : null,
    wallThicknessDataUrl: (file, _args, context) =>
      file.status === "completed"
        ? mediaUrl(
            context,
            "analytx",
            `/analytx/file/${file._id}/thickness?unitOfLength=${file.givenUnitOfLength}`,
          )
        : null,
    wallThicknessImageUrl: async (file, args, context) =>
      wallThicknessPictureUrl(context, file, {
        ...args,
        unit: args.unit ? toServiceUnit(args.unit) : null,
        threshold:
          args.threshold ?? (args.printModeId ? await minFeatureSize(context, args.printModeId) : null),
      }),
    originalUrl: (file, _args, context) => mediaUrl(context, "analytx", file.files.original),
  },
  RepairInfo: {
    changed: (info) =>
      info.flippedPolygons + info.removedFlatOpenShells + info.closedOpenLoops + info.mergedVertexPairs > 0,
    image: (info, { axis, direction, rotation }, context) => {
      if (![0, 90, 180, 270].includes(rotation)) {
        throw new GraphQLError("rotation must be 0, 90, 180 or 270", {
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      const query = `axis=${axis.toLowerCase()}&direction=${direction.toLowerCase()}&rotation=${rotation}`;
      return mediaUrl(context, "analytx", `/analytx/file/${info.fileId}/repair-image?${query}`);
    },
  },
};

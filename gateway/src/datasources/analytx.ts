import {
  type FileEntity,
  fileSchema,
  fileUpdateRefusalCodes,
  retryRefusalCodes,
  type Task,
  taskSchema,
  uploadAnswerSchema,
  uploadRefusalCodes,
} from "@druckwerk/analytx/contract";
import { GraphQLError } from "graphql";
import type { UploadedFile } from "./multipart";
import { UpstreamAPI } from "./upstream";

export type ModelFileModel = FileEntity;
export type AnalysisTaskModel = Task;

/** A refusal as the schema's result types carry it. */
interface Refused<Code> {
  code: Code;
  message: string;
}

/** The analytx service: 3D files, their analysis tasks and pictures. */
export class AnalytxAPI extends UpstreamAPI {
  protected readonly upstreamName = "analytx";

  /** Null when the file does not exist. */
  async file(id: string): Promise<ModelFileModel | null> {
    return this.nullOn("NOT_FOUND", async () =>
      this.checked(fileSchema, await this.get(`analytx/file/${encodeURIComponent(id)}`), "GET /analytx/file"),
    );
  }

  async task(id: string): Promise<AnalysisTaskModel | null> {
    return this.nullOn("NOT_FOUND", async () =>
      this.checked(taskSchema, await this.get(`analytx/task/${encodeURIComponent(id)}`), "GET /analytx/task"),
    );
  }

  /** The changed file, or the service's refusal: unknown file, or fields that break its rules. */
  async updateFile(id: string, body: { name?: string; givenUnitOfLength?: string }) {
    try {
      return this.checked(
        fileSchema,
        await this.patch(`analytx/file/${encodeURIComponent(id)}`, { body }),
        "PATCH /analytx/file",
      );
    } catch (error) {
      const { code, message, fields } = this.refusedWith(error, fileUpdateRefusalCodes);
      return { kind: "refused" as const, code, message, fields };
    }
  }

  async retry(taskId: string): Promise<AnalysisTaskModel | Refused<(typeof retryRefusalCodes)[number]>> {
    try {
      return this.checked(
        taskSchema,
        await this.post(`analytx/task/${encodeURIComponent(taskId)}/retry`),
        "POST retry",
      );
    } catch (error) {
      const { code, message } = this.refusedWith(error, retryRefusalCodes);
      return { code, message };
    }
  }

  /** Streams an upload on to analytx; a file it refuses (too large, wrong type) comes back as `rejected`. */
  async upload(
    file: UploadedFile,
    fields: Record<string, string>,
  ): Promise<
    | { accepted: { taskId: string; file: ModelFileModel } }
    | { rejected: Refused<(typeof uploadRefusalCodes)[number]> }
  > {
    try {
      const answer = this.checked(
        uploadAnswerSchema,
        await this.postFile("analytx/file/", file, fields),
        "POST /analytx/file/",
      );
      return { accepted: { taskId: answer.taskId, file: answer.createdObject } };
    } catch (error) {
      const { code, message } = this.refusedWith(error, uploadRefusalCodes);
      return { rejected: { code, message } };
    }
  }

  /** The task's event stream (server-sent events). */
  async taskEvents(taskId: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    let response: Response;
    try {
      response = await fetch(new URL(`analytx/task/${encodeURIComponent(taskId)}/events`, this.baseURL), {
        headers: { accept: "text/event-stream", "x-request-id": this.requestId },
        signal,
      });
    } catch (error) {
      throw this.unavailable(error);
    }
    if (response.status === 404) {
      throw new GraphQLError(`Analysis task ${taskId} not found`, { extensions: { code: "NOT_FOUND" } });
    }
    if (!response.ok || !response.body)
      throw this.unavailable(new Error(`analytx answered ${response.status}`));
    return response.body;
  }
}
